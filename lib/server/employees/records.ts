import "server-only";

import { randomBytes } from "node:crypto";

import { parseDateOnly } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";
import { last4 } from "@/lib/mask";
import { ApiError } from "@/lib/server/http/api";
import { hashPassword } from "@/lib/server/auth/password";
import { issuePasswordToken, retirePasswordTokens } from "@/lib/server/auth/password-reset";
import { sender } from "@/lib/server/jobs/queue";
import { decryptField, encryptField } from "@/lib/server/platform/crypto";
import { db, type Tx } from "@/lib/server/db/client";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { completeDraft } from "@/lib/server/employees/drafts";
import { employeeDto, employeeSelect } from "@/lib/server/employees/dto";
import { detectFileType, IMAGE_TYPES } from "@/lib/server/platform/file-type";
import { tooManyPixels, withoutMetadata } from "@/lib/server/platform/image-metadata";
import type { UploadedFile } from "@/lib/server/http/multipart";
import { storeFile } from "@/lib/server/platform/storage";
import type { EmployeeCreate, EmployeeUpdate } from "@/lib/validation/employees";
import {
  EMPLOYEE_CHANGED_MEANWHILE,
  EMPLOYEE_DATE_MESSAGES,
  PROFILE_PHOTO_NOT_IMAGE,
  PROFILE_PHOTO_TOO_MANY_PIXELS,
} from "@/lib/validation/employees";

// Employee records: a User (role Employee, signs in with e-mail or Reference ID) plus its
// Employee row and optional profile photo, always written together in one transaction.

export const EMPLOYEE_NOT_FOUND = "Employee not found";

const notFound = () => new ApiError("not_found", EMPLOYEE_NOT_FOUND);

/** Decides a photo's type from its bytes; anything that is not a browser-displayable image is refused. */
async function checkedPhoto(photo: UploadedFile | null) {
  if (!photo) return null;
  const type = await detectFileType(photo.data);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.ext)) {
    throw new ApiError("unsupported_media_type", PROFILE_PHOTO_NOT_IMAGE, { profilePicture: PROFILE_PHOTO_NOT_IMAGE });
  }
  if (tooManyPixels(photo.data)) {
    throw new ApiError("bad_request", PROFILE_PHOTO_TOO_MANY_PIXELS, { profilePicture: PROFILE_PHOTO_TOO_MANY_PIXELS });
  }
  return { fileName: photo.filename, contentType: type.mime, data: withoutMetadata(photo.data, type.ext) };
}

async function assertUnique(tx: Tx, input: EmployeeUpdate, current?: { id: string; userId: string }) {
  const [email, ref, empId] = await Promise.all([
    tx.user.findUnique({ where: { email: input.email }, select: { id: true } }),
    tx.employee.findUnique({ where: { referenceId: input.referenceId }, select: { id: true } }),
    input.empId ? tx.employee.findUnique({ where: { empId: input.empId }, select: { id: true } }) : null,
  ]);
  const message = "An account with this email already exists";
  if (email && email.id !== current?.userId) throw new ApiError("conflict", message, { email: message });
  if (ref && ref.id !== current?.id) {
    throw new ApiError("conflict", "Reference ID already exists", { referenceId: "Reference ID already exists" });
  }
  if (empId && empId.id !== current?.id) {
    throw new ApiError("conflict", "Employee ID already exists", { empId: "Employee ID already exists" });
  }
}

/**
 * Two saves with the same e-mail, Reference ID or Employee ID at once: both pass the check above,
 * and the database's unique index refuses the later one. It is answered as the check would have
 * answered it once the other was in, naming the field for the form, not as a bare "already exists".
 */
async function namingTheField<T>(input: EmployeeUpdate, employeeId: string | null, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const current = employeeId
        ? await db.employee.findUnique({ where: { id: employeeId }, select: { id: true, userId: true } })
        : null;
      await db.$transaction((tx) => assertUnique(tx, input, current ?? undefined));
    }
    throw error;
  }
}

type EmployeeColumns = ReturnType<typeof employeeColumns>;

/**
 * The fields an edit may leave out, and the columns each one writes: left out of the request, the
 * columns keep their values. A client that read the record (Aadhaar, PAN and the account number
 * come masked) and sent back what it may change no longer wipes the rest. Sent empty, an optional
 * field is cleared.
 */
const KEPT_WHEN_LEFT_OUT = {
  aadhar: ["aadhaarEncrypted", "aadhaarLast4"],
  panCard: ["panEncrypted", "panLast4"],
  accountNumber: ["accountNumberEncrypted", "accountLast4"],
  fatherName: ["fatherName"],
  dateOfBirth: ["dateOfBirth"],
  phoneNumber: ["phoneNumber"],
  empId: ["empId"],
  dateOfJoining: ["dateOfJoining"],
  designation: ["designation"],
  postedAt: ["postedAt"],
  experience: ["experience"],
} as const satisfies Partial<Record<keyof EmployeeUpdate, readonly (keyof EmployeeColumns)[]>>;

/** The record's fields, as an edit compares them to see what it changed (named in the audit log). */
const comparedSelect = {
  referenceId: true,
  fatherName: true,
  dateOfBirth: true,
  aadhaarEncrypted: true,
  panEncrypted: true,
  phoneNumber: true,
  empId: true,
  dateOfJoining: true,
  designation: true,
  department: true,
  postedAt: true,
  experience: true,
  bankName: true,
  accountNumberEncrypted: true,
  ifscCode: true,
  status: true,
} as const;

type Compared = { [K in keyof typeof comparedSelect]: unknown } & { user: { name: string; email: string } };

/** The names of the fields an edit changes (values never: the log outlives the record). */
function changedFields(current: Compared, columns: Partial<EmployeeColumns>, input: EmployeeUpdate): string[] {
  const same = (a: unknown, b: unknown) =>
    a instanceof Date || b instanceof Date
      ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
      : (a ?? null) === (b ?? null);
  const plain = (stored: unknown) => (typeof stored === "string" ? decryptField(stored) : null);
  const secret = {
    aadhaarEncrypted: "aadhar",
    panEncrypted: "panCard",
    accountNumberEncrypted: "accountNumber",
  } as const;
  const changed: string[] = [];
  if (input.name !== current.user.name) changed.push("name");
  if (input.email !== current.user.email) changed.push("email");
  for (const [key, value] of Object.entries(columns) as [keyof EmployeeColumns, unknown][]) {
    if (value === undefined || key.endsWith("Last4")) continue;
    if (key === "aadhaarEncrypted" || key === "panEncrypted" || key === "accountNumberEncrypted") {
      if ((input[secret[key]] ?? null) !== plain(current[key])) changed.push(secret[key]);
    } else if (!same(value, current[key as keyof Compared])) changed.push(key);
  }
  return changed;
}

function employeeColumns(input: EmployeeUpdate) {
  return {
    referenceId: input.referenceId,
    fatherName: input.fatherName,
    dateOfBirth: input.dateOfBirth ? parseDateOnly(input.dateOfBirth) : null,
    aadhaarEncrypted: input.aadhar ? encryptField(input.aadhar) : null,
    aadhaarLast4: input.aadhar ? last4(input.aadhar) : null,
    panEncrypted: input.panCard ? encryptField(input.panCard) : null,
    panLast4: input.panCard ? last4(input.panCard) : null,
    phoneNumber: input.phoneNumber,
    empId: input.empId,
    dateOfJoining: input.dateOfJoining ? parseDateOnly(input.dateOfJoining) : null,
    designation: input.designation,
    department: input.department,
    postedAt: input.postedAt,
    experience: input.experience,
    bankName: input.bankName,
    // Left out of an edit, it stays (KEPT_WHEN_LEFT_OUT); a new employee always has one.
    accountNumberEncrypted: input.accountNumber ? encryptField(input.accountNumber) : undefined,
    accountLast4: input.accountNumber ? last4(input.accountNumber) : undefined,
    ifscCode: input.ifscCode,
    status: input.status,
  };
}

/** `draftId`: the hire this record completes (its resume becomes a document; see completeDraft). */
export async function createEmployee(
  actor: Actor,
  input: EmployeeCreate,
  photo: UploadedFile | null,
  ip?: string,
  draftId: string | null = null,
) {
  const image = await checkedPhoto(photo);
  const invite = input.passwordSetup === "invite";
  // An invited employee's password is a random one nobody knows until they set theirs by the link.
  const passwordHash = await hashPassword(invite ? randomBytes(32).toString("base64url") : input.password!);
  if (invite) await sender(); // before the transaction: the invitation's delivery job is queued inside it
  const row = await namingTheField(input, null, () =>
    db.$transaction(async (tx) => {
      await assertUnique(tx, input);
      const file = image ? await storeFile(tx, { kind: "ProfilePhoto", ...image }) : null;
      const user = await tx.user.create({
        data: { email: input.email, name: input.name, role: "Employee", passwordHash },
        select: { id: true, name: true, email: true },
      });
      if (invite) await issuePasswordToken(tx, user, "invite");
      const created = await tx.employee.create({
        data: {
          ...employeeColumns(input),
          accountNumberEncrypted: encryptField(input.accountNumber),
          accountLast4: last4(input.accountNumber),
          userId: user.id,
          profilePhotoFileId: file?.id ?? null,
        },
        select: employeeSelect,
      });
      const hire = draftId ? await completeDraft(tx, actor, draftId, created.id) : null;
      await audit(tx, actor, {
        action: "employee.create",
        entityType: "Employee",
        entityId: created.id,
        data: {
          referenceId: created.referenceId,
          name: input.name,
          photo: Boolean(file),
          invited: invite,
          ...(hire ? { fromApplication: hire.reference, resume: hire.resume } : {}),
        },
        ip,
      });
      return hire ? { ...created, fromDraft: { application: { reference: hire.reference } } } : created;
    }),
  );
  return employeeDto(row);
}

/** `sent`: the fields the request had (those of KEPT_WHEN_LEFT_OUT it lacks keep their values); all when absent. */
export async function updateEmployee(
  actor: Actor,
  id: string,
  input: EmployeeUpdate,
  photo: { file: UploadedFile | null; remove: boolean },
  ip?: string,
  sent?: ReadonlySet<string>,
) {
  const image = await checkedPhoto(photo.file);
  await sender(); // before the transaction: an invitation sent again is queued inside it
  let invitedAgain = false;
  const row = await namingTheField(input, id, () =>
    db.$transaction(async (tx) => {
      invitedAgain = false;
      // Locked: two admins saving at once are checked against each other's version, in turn.
      await tx.$executeRaw`SELECT 1 FROM "Employee" WHERE "id" = ${id} FOR UPDATE`;
      const current = await tx.employee.findUnique({
        where: { id },
        select: {
          id: true,
          userId: true,
          profilePhotoFileId: true,
          updatedAt: true,
          ...comparedSelect,
          user: { select: { email: true, name: true } },
        },
      });
      if (!current) throw notFound();
      if (input.updatedAt && new Date(input.updatedAt).getTime() !== current.updatedAt.getTime()) {
        throw new ApiError("conflict", EMPLOYEE_CHANGED_MEANWHILE);
      }
      await assertUnique(tx, input, current);
      const replacePhoto = Boolean(image) || photo.remove;
      const file = image ? await storeFile(tx, { kind: "ProfilePhoto", ...image }) : null;
      // Set to Inactive: sign-in is refused (mayUseAccount) and every session or token of theirs ends,
      // for good: a later reactivation does not revive them.
      const deactivated = input.status === "Inactive" && current.status !== "Inactive";
      // A corrected address is the account's way in from now on. Whatever came through the old one
      // stops working: a set-password link still open, and a password that may have been set with
      // one (whoever read a mistyped address could have signed in as the employee and stayed). The
      // sessions end and the password becomes one nobody knows, whatever the status: an Inactive
      // employee is reactivated later with the password they then have. An invitation goes to the
      // new address, unless the employee is (or stays, when the edit leaves the status out) Inactive
      // and could not use it; reactivated, they set one with Forgot password at the new address.
      const emailChanged = current.user.email !== input.email;
      const reinvite = emailChanged && (input.status ?? current.status) !== "Inactive";
      await tx.user.update({
        where: { id: current.userId },
        data: {
          name: input.name,
          email: input.email,
          ...(deactivated || emailChanged ? { tokenVersion: { increment: 1 } } : {}),
          ...(emailChanged ? { passwordHash: await hashPassword(randomBytes(32).toString("base64url")) } : {}),
        },
      });
      if (deactivated || emailChanged) await retirePasswordTokens(tx, current.userId);
      if (reinvite) {
        await issuePasswordToken(tx, { id: current.userId, name: input.name, email: input.email }, "invite");
        invitedAgain = true;
      }
      const columns: Partial<EmployeeColumns> = employeeColumns(input);
      for (const [field, written] of Object.entries(KEPT_WHEN_LEFT_OUT)) {
        if (sent && !sent.has(field)) for (const column of written) delete columns[column];
      }
      // Born before joining, as the record will be: a date left out keeps its stored value, which
      // the form's own check (of the dates sent) cannot see.
      const born = columns.dateOfBirth === undefined ? current.dateOfBirth : columns.dateOfBirth;
      const joined = columns.dateOfJoining === undefined ? current.dateOfJoining : columns.dateOfJoining;
      if (born && joined && joined.getTime() <= born.getTime()) {
        const message = EMPLOYEE_DATE_MESSAGES.joiningBeforeBirth;
        throw new ApiError("bad_request", message, {
          [sent?.has("dateOfJoining") ? "dateOfJoining" : "dateOfBirth"]: message,
        });
      }
      const changed = changedFields(current, columns, input);
      const updated = await tx.employee.update({
        where: { id },
        data: { ...columns, ...(replacePhoto ? { profilePhotoFileId: file?.id ?? null } : {}) },
        select: employeeSelect,
      });
      if (replacePhoto && current.profilePhotoFileId) {
        await tx.storedFile.deleteMany({ where: { id: current.profilePhotoFileId } });
      }
      await audit(tx, actor, {
        action: "employee.update",
        entityType: "Employee",
        entityId: id,
        data: {
          referenceId: updated.referenceId,
          name: input.name,
          photo: image ? "replaced" : photo.remove ? "removed" : "kept",
          changed,
          ...(invitedAgain ? { invitedAgain: true } : {}),
        },
        ip,
      });
      return updated;
    }),
  );
  return { employee: employeeDto(row), invitedAgain };
}

/** Removes the person entirely: user (so sign-in is refused), employee, documents and every stored file. */
export async function deleteEmployee(actor: Actor, id: string, ip?: string) {
  await db.$transaction(async (tx) => {
    // Locked first: an upload or an edit with a new photo still running holds the row, and its files
    // are read below once it is in. Read before it, they were missed and stayed stored, unreferenced.
    await tx.$executeRaw`SELECT 1 FROM "Employee" WHERE "id" = ${id} FOR UPDATE`;
    const employee = await tx.employee.findUnique({
      where: { id },
      select: {
        userId: true,
        referenceId: true,
        createdAt: true,
        profilePhotoFileId: true,
        user: { select: { name: true } },
        documents: { select: { fileId: true } },
      },
    });
    if (!employee) throw notFound();
    const fileIds = [...employee.documents.map((d) => d.fileId), employee.profilePhotoFileId].filter((v): v is string =>
      Boolean(v),
    );
    // The hire this record completed is open again: its draft goes (it kept only the link, blanked
    // when completed), so the company console offers "Create employee record" anew instead of
    // saying forever that a record that no longer exists was created.
    const hires = await tx.employeeDraft.deleteMany({ where: { employeeId: id } });
    // Cascades to the Employee row and its EmployeeDocument rows; then their bytes go.
    await tx.user.delete({ where: { id: employee.userId } });
    if (fileIds.length) await tx.storedFile.deleteMany({ where: { id: { in: fileIds } } });
    await audit(tx, actor, {
      action: "employee.delete",
      entityType: "Employee",
      entityId: id,
      data: {
        referenceId: employee.referenceId,
        name: employee.user.name,
        files: fileIds.length,
        createdAt: employee.createdAt.toISOString(),
        ...(hires.count ? { hireReopened: true } : {}),
      },
      ip,
    });
  });
}
