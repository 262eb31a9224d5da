import "server-only";

import type { DocumentType } from "@/lib/generated/prisma/enums";
import { ApiError } from "@/lib/server/http/api";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { employeeScope } from "@/lib/server/employees/access";
import { type Actor, audit } from "@/lib/server/platform/audit";
import { EMPLOYEE_NOT_FOUND } from "@/lib/server/employees/records";
import { DOCUMENT_TYPES as ALLOWED_EXTS, detectFileType } from "@/lib/server/platform/file-type";
import type { SkippedFile, UploadedFile } from "@/lib/server/http/multipart";
import { tooManyPixels, withoutMetadata } from "@/lib/server/platform/image-metadata";
import { cleanFileName, readFile, storeFile } from "@/lib/server/platform/storage";
import { DOCUMENT_TYPE_LABELS, messages } from "@/lib/validation/documents";

// Employee documents: uploaded by an admin, seen by admins and by the employee they belong to.
// Every read filters by the caller: an employee asking for anyone else's id gets a 404.

export const DOCUMENT_NOT_FOUND = "Document not found";
const ACCEPTED = new Set<string>([...ALLOWED_EXTS, "jpg", "png"]);

const documentSelect = {
  id: true,
  name: true,
  documentType: true,
  description: true,
  createdAt: true,
  file: { select: { size: true, contentType: true } },
} as const;

type DocumentRow = {
  id: string;
  name: string;
  documentType: DocumentType;
  description: string | null;
  createdAt: Date;
  file: { size: number; contentType: string };
};

export function documentDto(row: DocumentRow) {
  const url = `/api/documents/${row.id}/file`;
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    documentType: DOCUMENT_TYPE_LABELS[row.documentType],
    description: row.description,
    uploadDate: row.createdAt.toISOString(),
    size: row.file.size,
    contentType: row.file.contentType,
    url,
    downloadUrl: `${url}?download=1`,
  };
}

export type DocumentDto = ReturnType<typeof documentDto>;
export type UploadError = { filename: string; error: string };

/** A file left out of an upload, and why (the route's status comes from the reasons). */
type Refusal = UploadError & { reason: "too_large" | "type" | "empty" | "pixels" };

/**
 * Stores every acceptable file (type decided by its bytes) in one transaction and reports the rest
 * per file, so the admin sees which ones failed and why.
 */
export async function uploadDocuments(
  actor: Actor,
  input: { employeeId: string; documentType: DocumentType; description: string | null },
  files: UploadedFile[],
  skipped: SkippedFile[],
  ip?: string,
): Promise<{ documents: DocumentDto[]; errors: Refusal[] }> {
  const employee = await db.employee.findUnique({ where: { id: input.employeeId }, select: { id: true } });
  if (!employee) throw new ApiError("not_found", EMPLOYEE_NOT_FOUND, { employeeId: EMPLOYEE_NOT_FOUND });

  const errors: Refusal[] = skipped.map((s) => ({
    filename: s.filename,
    error: messages.tooLarge,
    reason: "too_large",
  }));
  const accepted: { file: UploadedFile; mime: string }[] = [];
  for (const file of files) {
    const type = file.data.length ? await detectFileType(file.data) : null;
    if (!file.data.length) errors.push({ filename: file.filename, error: messages.empty, reason: "empty" });
    else if (!type || !ACCEPTED.has(type.ext))
      errors.push({ filename: file.filename, error: messages.badType, reason: "type" });
    else if (tooManyPixels(file.data))
      errors.push({ filename: file.filename, error: messages.tooManyPixels, reason: "pixels" });
    // A card photographed with a phone carries where it was taken (often the employee's home):
    // stored, as profile photos are, without the camera's metadata.
    else accepted.push({ file: { ...file, data: withoutMetadata(file.data, type.ext) }, mime: type.mime });
  }
  if (!accepted.length) return { documents: [], errors };

  const rows = await db.$transaction(async (tx) => {
    // Held until the documents are in: an employee deleted meanwhile is a 404, not a failed insert.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "Employee" WHERE "id" = ${employee.id} FOR SHARE`;
    if (!locked.length) throw new ApiError("not_found", EMPLOYEE_NOT_FOUND, { employeeId: EMPLOYEE_NOT_FOUND });
    const created: DocumentRow[] = [];
    for (const { file, mime } of accepted) {
      const stored = await storeFile(tx, {
        kind: "EmployeeDocument",
        fileName: file.filename,
        contentType: mime,
        data: file.data,
      });
      const doc = await tx.employeeDocument.create({
        data: {
          employeeId: employee.id,
          fileId: stored.id,
          // As stored (storeFile cleans it the same way): control characters, which PostgreSQL
          // refuses (a NUL failed the whole batch), and quotes go.
          name: cleanFileName(file.filename),
          documentType: input.documentType,
          description: input.description,
          uploadedById: actor.id,
        },
        select: documentSelect,
      });
      created.push(doc);
    }
    await audit(tx, actor, {
      action: "document.upload",
      entityType: "Employee",
      entityId: employee.id,
      data: { documentIds: created.map((d) => d.id), type: input.documentType, failed: errors.length },
      ip,
    });
    return created;
  });
  return { documents: rows.map(documentDto), errors };
}

/** An employee's documents: any employee's for an admin, only their own for an employee (else 404). */
export async function listEmployeeDocuments(user: SessionUser, employeeId: string) {
  const employee = await db.employee.findFirst({
    where: { id: employeeId, ...employeeScope(user, "documents.read") },
    select: { id: true },
  });
  if (!employee) throw new ApiError("not_found", EMPLOYEE_NOT_FOUND);
  const rows = await db.employeeDocument.findMany({
    where: { employeeId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: documentSelect,
  });
  return rows.map(documentDto);
}

/** The signed-in employee's own documents. */
export async function listOwnDocuments(userId: string) {
  const rows = await db.employeeDocument.findMany({
    where: { employee: { userId } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: documentSelect,
  });
  return rows.map(documentDto);
}

export async function deleteDocument(actor: Actor, id: string, ip?: string) {
  await db.$transaction(async (tx) => {
    const doc = await tx.employeeDocument.findUnique({
      where: { id },
      select: { id: true, fileId: true, name: true, employeeId: true },
    });
    if (!doc) throw new ApiError("not_found", DOCUMENT_NOT_FOUND);
    await tx.employeeDocument.delete({ where: { id } });
    await tx.storedFile.delete({ where: { id: doc.fileId } });
    await audit(tx, actor, {
      action: "document.delete",
      entityType: "EmployeeDocument",
      entityId: id,
      data: { employeeId: doc.employeeId, name: doc.name },
      ip,
    });
  });
}

/**
 * A document's bytes for someone allowed to see it. An admin opening an employee's document (an ID
 * proof holds the Aadhaar or PAN card) is audited, as revealing the numbers is; the employee opening
 * their own is not.
 */
export async function documentFileFor(
  user: SessionUser,
  documentId: string,
  opts: { ip?: string; download?: boolean } = {},
) {
  const doc = await db.employeeDocument.findFirst({
    where: { id: documentId, employee: employeeScope(user, "documents.read") },
    select: { fileId: true, name: true, documentType: true, employeeId: true, employee: { select: { userId: true } } },
  });
  const file = doc ? await readFile(db, doc.fileId) : null;
  if (!doc || !file) throw new ApiError("not_found", DOCUMENT_NOT_FOUND);
  if (doc.employee.userId !== user.id) {
    await audit(db, user, {
      action: opts.download ? "document.download" : "document.view",
      entityType: "EmployeeDocument",
      entityId: documentId,
      data: { employeeId: doc.employeeId, documentType: doc.documentType },
      ip: opts.ip,
    });
  }
  return { ...file, fileName: doc.name };
}

export async function photoFileFor(user: SessionUser, employeeId: string) {
  const employee = await db.employee.findFirst({
    where: { id: employeeId, ...employeeScope(user, "employees.read") },
    select: { profilePhotoFileId: true },
  });
  const file = employee?.profilePhotoFileId ? await readFile(db, employee.profilePhotoFileId) : null;
  if (!file) throw new ApiError("not_found", "Profile picture not found");
  return file;
}
