import "server-only";

import { parseDateOnly } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";
import { last4, maskAadhaar, maskPan } from "@/lib/mask";
import { ApiError } from "@/lib/server/http/api";
import { encryptField, lookupHashes } from "@/lib/server/platform/crypto";
import { db, type Tx } from "@/lib/server/db/client";
import { detectFileType } from "@/lib/server/platform/file-type";
import { isJobOpen } from "@/lib/server/gov/jobs";
import { newApplicationNumber, reservedNumber } from "@/lib/server/gov/tokens";
import { log } from "@/lib/server/platform/log";
import type { Multipart, UploadedFile } from "@/lib/server/http/multipart";
import { TX_OPTIONS } from "@/lib/server/payments/ledger";
import { deleteFile, storeFile } from "@/lib/server/platform/storage";
import {
  fieldErrors,
  GOV_MESSAGES,
  govApplicationSchema,
  type GovApplication,
} from "@/lib/validation/gov-applications";

// Step 1 of the payment flow: the complete form, with its photo, is saved as a pending application
// under a server-generated number before any money moves. One application per Aadhaar per job: an
// unpaid one is updated in place (the applicant is retrying), a paid one is a 409.

type Photo = { data: Buffer; mime: string; fileName: string };

function readJsonList(value: string | undefined, label: string): unknown {
  if (value === undefined || value.trim() === "") return [];
  try {
    return JSON.parse(value);
  } catch {
    throw new ApiError("bad_request", `${label} details could not be read.`, { [label.toLowerCase()]: "Invalid JSON" });
  }
}

/** The photo's problem, decided from its bytes (never from the name or the declared type). */
async function checkPhoto(files: UploadedFile[]): Promise<{ photo?: Photo; problem?: string; unsupported?: boolean }> {
  const file = files.find((f) => f.field === "photo");
  if (!file) return { problem: GOV_MESSAGES.photoRequired };
  if (file.data.length === 0) return { problem: GOV_MESSAGES.photoMissing };
  const type = await detectFileType(file.data);
  if (!type || !["jpg", "png", "gif"].includes(type.ext)) {
    const claimsImage = file.declaredType.startsWith("image/") && type?.ext !== "webp";
    return { problem: claimsImage ? GOV_MESSAGES.photoInvalid : GOV_MESSAGES.photoType, unsupported: true };
  }
  return { photo: { data: file.data, mime: type.mime, fileName: file.filename } };
}

/** Validates everything, then throws one error listing every problem (form order, photo before the tables). */
async function validate({ fields, files }: Multipart): Promise<{ input: GovApplication; photo: Photo }> {
  const parsed = govApplicationSchema.safeParse({
    ...fields,
    education: readJsonList(fields.education, "Education"),
    experience: readJsonList(fields.experience, "Experience"),
  });
  const photo = await checkPhoto(files);
  if (parsed.success && photo.photo) return { input: parsed.data, photo: photo.photo };
  const all = parsed.success ? {} : fieldErrors(parsed.error);
  const isTable = (key: string) => key.startsWith("education") || key.startsWith("experience");
  const errors = Object.fromEntries([
    ...Object.entries(all).filter(([k]) => !isTable(k)),
    ...(photo.problem ? [["photo", photo.problem]] : []),
    ...Object.entries(all).filter(([k]) => isTable(k)),
  ]) as Record<string, string>;
  const onlyPhotoType = parsed.success && photo.unsupported;
  throw new ApiError(onlyPhotoType ? "unsupported_media_type" : "bad_request", Object.values(errors)[0], errors);
}

function rows(input: GovApplication) {
  return {
    education: input.education.map((row, position) => ({
      position,
      qualification: row.qualification,
      board: row.board,
      institution: row.institution,
      marks: new Prisma.Decimal(row.marks),
      year: Number(row.year),
    })),
    experience: input.experience.map((row, position) => ({
      position,
      company: row.company,
      post: row.post,
      fromDate: row.from ? parseDateOnly(row.from) : null,
      toDate: row.to ? parseDateOnly(row.to) : null,
    })),
  };
}

type Existing = { id: string; paymentStatus: string; photoFileId: string; aadhaarHash: string };

async function save(
  tx: Tx,
  input: GovApplication,
  photo: Photo,
  job: { id: string; feePaise: number },
  number: string,
) {
  // This Aadhaar's applications to the job, under the current key's hash or, for rows written
  // before a key rotation, a previous key's (locked: a concurrent submission waits for this one).
  const hashes = lookupHashes(input.aadharNo, "aadhaar");
  const aadhaarHash = hashes[0];
  const found = await tx.$queryRaw<Existing[]>`
    SELECT "id", "paymentStatus"::text AS "paymentStatus", "photoFileId", "aadhaarHash" FROM "GovApplication"
    WHERE "jobId" = ${job.id} AND "aadhaarHash" IN (${Prisma.join(hashes)})
    ORDER BY "createdAt" FOR UPDATE`;
  if (found.some((row) => row.paymentStatus === "completed")) throw new ApiError("conflict", GOV_MESSAGES.alreadyPaid);
  const existing = found.find((row) => row.aadhaarHash === aadhaarHash) ?? found[0];

  const file = await storeFile(tx, {
    kind: "GovPhoto",
    fileName: photo.fileName,
    contentType: photo.mime,
    data: photo.data,
  });
  const { education, experience } = rows(input);
  const data = {
    name: input.name,
    fatherHusbandName: input.fatherHusbandName,
    motherName: input.motherName,
    presentAddress: input.presentAddress,
    maritalStatus: input.maritalStatus,
    gender: input.gender,
    dob: parseDateOnly(input.dob),
    mobile1: input.mobile1,
    mobile2: input.mobile2 ?? null,
    email: input.email,
    panEncrypted: encryptField(input.panNo),
    panLast4: last4(input.panNo),
    aadhaarEncrypted: encryptField(input.aadharNo),
    aadhaarLast4: last4(input.aadharNo),
    photoFileId: file.id,
    feePaise: job.feePaise,
    paymentStatus: "pending" as const,
  };
  const select = {
    id: true,
    applicationNumber: true,
    paymentStatus: true,
    aadhaarLast4: true,
    panLast4: true,
  } as const;
  if (existing) {
    await tx.govApplicationEducation.deleteMany({ where: { applicationId: existing.id } });
    await tx.govApplicationExperience.deleteMany({ where: { applicationId: existing.id } });
    // An application from before a key rotation moves to the current key's hash (no row holds
    // that one, or it would have been picked as `existing`).
    const app = await tx.govApplication.update({
      where: { id: existing.id },
      data: {
        ...data,
        aadhaarHash,
        education: { create: education },
        experience: { create: experience },
      },
      select,
    });
    await deleteFile(tx, existing.photoFileId);
    return { app, reused: true };
  }
  const app = await tx.govApplication.create({
    data: {
      ...data,
      applicationNumber: number,
      aadhaarHash,
      jobId: job.id,
      education: { create: education },
      experience: { create: experience },
    },
    select,
  });
  return { app, reused: false };
}

export async function submitGovApplication(multipart: Multipart) {
  const { input, photo } = await validate(multipart);
  const job = await db.govJob.findUnique({
    where: { id: input.jobId },
    select: { id: true, title: true, status: true, deadline: true, feePaise: true },
  });
  if (!job || job.status !== "active") throw new ApiError("not_found", "This job is no longer available.");
  if (!isJobOpen(job)) throw new ApiError("conflict", GOV_MESSAGES.jobClosed);
  if (!Number.isInteger(job.feePaise) || job.feePaise <= 0) throw new ApiError("bad_request", GOV_MESSAGES.invalidFee);

  let number = reservedNumber(multipart.fields.applicationNumber, multipart.fields.applicationToken);
  for (let attempt = 1; ; attempt++) {
    try {
      const { app, reused } = await db.$transaction(
        (tx) => save(tx, input, photo, job, number ?? newApplicationNumber()),
        TX_OPTIONS,
      );
      log.info("gov_application.saved", { applicationNumber: app.applicationNumber, jobId: job.id, reused });
      return {
        reused,
        application: {
          id: app.id,
          applicationNumber: app.applicationNumber,
          jobId: job.id,
          jobTitle: job.title,
          feePaise: job.feePaise,
          paymentStatus: app.paymentStatus,
          aadhaar: maskAadhaar(app.aadhaarLast4),
          pan: maskPan(app.panLast4),
        },
      };
    } catch (error) {
      // A concurrent first submission for the same Aadhaar and job, or a taken number: try again,
      // which finds the other row and updates it, or draws a fresh number.
      const unique = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      if (!unique || attempt >= 3) throw error;
      number = null;
    }
  }
}
