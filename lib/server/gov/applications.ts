import "server-only";

import { parseDateOnly, toDateOnly } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";
import { last4, maskAadhaar, maskPan } from "@/lib/mask";
import { ApiError, isTransactionConflict } from "@/lib/server/http/api";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { encryptField, lookupHashes } from "@/lib/server/platform/crypto";
import { db, type Tx } from "@/lib/server/db/client";
import { detectFileType } from "@/lib/server/platform/file-type";
import { tooManyPixels, withoutMetadata } from "@/lib/server/platform/image-metadata";
import { mailboxOf } from "@/lib/server/platform/mailbox";
import { checkImage } from "@/lib/server/gov/image-rules";
import { CONSENT, DECLARATION } from "@/content/gov-declaration";
import { feeColumnSelect, feeFor, feeTableOf, type FeeColumns } from "@/lib/gov-fees";
import { PHOTO_RULE, SIGNATURE_RULE, type ImageRule } from "@/lib/validation/gov-images";
import { cacheTags, expirePublicReads } from "@/lib/server/cache";
import { isJobOpen } from "@/lib/server/gov/jobs";
import { takeGuessSlot } from "@/lib/server/gov/status";
import { newApplicationNumber, receiptPath, reservedNumber } from "@/lib/server/gov/tokens";
import { audit } from "@/lib/server/platform/audit";
import { log } from "@/lib/server/platform/log";
import type { Multipart, UploadedFile } from "@/lib/server/http/multipart";
import { TX_OPTIONS } from "@/lib/server/payments/ledger";
import { overpaymentsFrom } from "@/lib/server/payments/refunds";
import { feeMayBeArriving } from "@/lib/server/payments/capture";
import { deleteFile, storeFile } from "@/lib/server/platform/storage";
import { recordExemptConfirmation } from "@/lib/server/payments/notify";
import { savedMailWhere, sendApplicationSavedMail } from "@/lib/server/gov/saved-mail";
import { sender } from "@/lib/server/jobs/queue";
import type { Locale } from "@/i18n/routing";
import {
  APPLICATION_MAIL_LIMIT,
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_MESSAGES,
  CLIENT_FEE_FIELDS,
  CLIENT_FEE_MESSAGE,
  fieldErrors,
  GOV_MESSAGES,
  govApplicationSchema,
  type GovApplication,
} from "@/lib/validation/gov-applications";

// Step 1 of the payment flow: the complete form, with its photo and signature, is saved as a
// pending application under a server-generated number before any money moves. The fee is the
// server's: computed here from the job's fee table and the applicant's category and concessions.
// A fee of ₹0 needs no payment: the application is submitted at once as "exempt". One application
// per Aadhaar per job: an unpaid one is updated in place when the request comes from the same
// applicant (same date of birth and e-mail: they are retrying), a paid or exempt one is a 409. To
// anyone else who knows the Aadhaar number the answer is one 409 that says only that an
// application exists, never whether it is paid, and nothing is changed. A rejected application is
// the office's decision and stays (409); a withdrawn one, or a cancelled one no fee is held for
// (never paid, or refunded), is made again as a new unpaid application under the same number.
// Someone else's withdrawn or cancelled form that never took a fee gives the Aadhaar number up to
// a new application (releaseClosedUnpaid): the office cancels a form made with another person's
// number, found in the console by the number, and its holder can then apply.

type Upload = { data: Buffer; mime: string; fileName: string };
type Uploads = { photo: Upload; signature: Upload; certificate: Upload | null };

function readJsonList(value: string | undefined, label: string): unknown {
  if (value === undefined || value.trim() === "") return [];
  try {
    return JSON.parse(value);
  } catch {
    throw new ApiError("bad_request", `${label} details could not be read.`, { [label.toLowerCase()]: "Invalid JSON" });
  }
}

type Checked = { upload?: Upload; problem?: string; unsupported?: boolean };

/** A photo or signature, checked against its rule from the bytes (never the name or declared type). */
async function checkRuledImage(files: UploadedFile[], rule: ImageRule, missing: string): Promise<Checked> {
  const file = files.find((f) => f.field === rule.field);
  if (!file) return { problem: missing };
  const checked = await checkImage(rule, file.data);
  if (!checked.ok) return { problem: checked.message, unsupported: checked.unsupported };
  return { upload: { data: withoutMetadata(file.data, "jpg"), mime: checked.mime, fileName: file.filename } };
}

/** The optional category certificate: a PDF, JPEG or PNG up to CERTIFICATE_MAX_BYTES. */
async function checkCertificate(files: UploadedFile[]): Promise<Checked | null> {
  const file = files.find((f) => f.field === "categoryCertificate");
  if (!file || file.data.length === 0) return null;
  if (file.data.length > CERTIFICATE_MAX_BYTES) return { problem: CERTIFICATE_MESSAGES.tooLarge };
  const type = await detectFileType(file.data);
  if (!type || !["pdf", "jpg", "png"].includes(type.ext)) {
    return { problem: CERTIFICATE_MESSAGES.type, unsupported: true };
  }
  if (type.ext !== "pdf" && tooManyPixels(file.data)) return { problem: CERTIFICATE_MESSAGES.pixels };
  // Kept without what the camera wrote besides the picture (where it was taken, often the home).
  return { upload: { data: withoutMetadata(file.data, type.ext), mime: type.mime, fileName: file.filename } };
}

/** Validates everything, then throws one error listing every problem (form order, files before the tables). */
async function validate({ fields, files }: Multipart): Promise<{ input: GovApplication; uploads: Uploads }> {
  // The fee is the server's to decide: a client that names one is told so, whatever it says.
  const clientFee = CLIENT_FEE_FIELDS.find((name) => name in fields);
  if (clientFee) throw new ApiError("bad_request", CLIENT_FEE_MESSAGE, { [clientFee]: CLIENT_FEE_MESSAGE });
  const parsed = govApplicationSchema.safeParse({
    ...fields,
    education: readJsonList(fields.education, "Education"),
    experience: readJsonList(fields.experience, "Experience"),
  });
  const photo = await checkRuledImage(files, PHOTO_RULE, GOV_MESSAGES.photoRequired);
  const signature = await checkRuledImage(files, SIGNATURE_RULE, GOV_MESSAGES.signatureRequired);
  const certificate = await checkCertificate(files);
  if (parsed.success && photo.upload && signature.upload && !certificate?.problem) {
    return {
      input: parsed.data,
      uploads: { photo: photo.upload, signature: signature.upload, certificate: certificate?.upload ?? null },
    };
  }
  const all = parsed.success ? {} : fieldErrors(parsed.error);
  const isLate = (key: string) =>
    key.startsWith("education") || key.startsWith("experience") || key === "declaration" || key === "consent";
  const fileProblems = [
    ["photo", photo] as const,
    ["signature", signature] as const,
    ["categoryCertificate", certificate] as const,
  ].flatMap(([field, checked]) => (checked?.problem ? [[field, checked.problem]] : []));
  const errors = Object.fromEntries([
    ...Object.entries(all).filter(([k]) => !isLate(k)),
    ...fileProblems,
    ...Object.entries(all).filter(([k]) => isLate(k)),
  ]) as Record<string, string>;
  // 415 only when the one thing wrong is a file that is not an image (or document) at all.
  const problems = [photo, signature, certificate].filter((c) => c?.problem);
  const onlyTypes = parsed.success && problems.length > 0 && problems.every((c) => c?.unsupported);
  throw new ApiError(onlyTypes ? "unsupported_media_type" : "bad_request", Object.values(errors)[0], errors);
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

type Existing = {
  id: string;
  status: string;
  paymentStatus: string;
  dob: string;
  email: string;
  photoFileId: string;
  signatureFileId: string | null;
  categoryCertificateFileId: string | null;
  aadhaarHash: string;
  captureClaim: string | null;
  captureClaimedAt: Date | null;
};

/** The stored application's own date of birth and e-mail address (e-mail compared trimmed, in lower case). */
function isSameApplicant(row: Pick<Existing, "dob" | "email">, input: GovApplication): boolean {
  const email = (value: string) => value.trim().toLowerCase();
  return row.dob === toDateOnly(parseDateOnly(input.dob)) && email(row.email) === email(input.email);
}

type GovJobRow = FeeColumns & { id: string; title: string; status: string; deadline: Date };
const jobSelect = { id: true, title: true, status: true, deadline: true, ...feeColumnSelect } as const;

/** The job's fee for these answers, once the job is known to take applications (404 or 409 otherwise). */
function openJobFee(job: GovJobRow | null, input: GovApplication) {
  if (!job || job.status !== "active") throw new ApiError("not_found", GOV_MESSAGES.jobUnavailable);
  if (!isJobOpen(job)) throw new ApiError("conflict", GOV_MESSAGES.jobClosed);
  const fee = feeFor(feeTableOf(job), input);
  if (!Number.isInteger(fee.paise) || fee.paise < 0) throw new ApiError("bad_request", GOV_MESSAGES.invalidFee);
  return { job: { id: job.id, title: job.title, deadline: job.deadline }, fee };
}

/**
 * The job as it is when the save commits, locked until then: a GovAdmin closing it, changing its
 * fee table or deleting it waits for the save, or the save (having waited) sees the change. A save
 * that will count itself on the job (fee ₹0) takes the lock its count needs at once: two that took
 * a share lock and then both asked for more would deadlock.
 */
async function lockJob(tx: Tx, jobId: string, input: GovApplication, counts: boolean) {
  const locked = counts
    ? await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "GovJob" WHERE "id" = ${jobId} FOR NO KEY UPDATE`
    : await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "GovJob" WHERE "id" = ${jobId} FOR SHARE`;
  const job = locked.length > 0 ? await tx.govJob.findUnique({ where: { id: jobId }, select: jobSelect }) : null;
  return openJobFee(job, input);
}

/**
 * Whether money paid for one of these applications is not back with the applicant yet: a captured
 * payment with something of it not refunded (a correction's overpayment rows refunded from it may
 * have given all of it back, leaving it "captured" with nothing held), or a refund owed and not
 * made (a correction's overpayment, a payment flagged for refund), as the console's Refund due
 * list counts them.
 */
async function feeHeld(tx: Tx, applicationIds: string[]): Promise<boolean> {
  if (applicationIds.length === 0) return false;
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT p."id" FROM "Payment" p
    WHERE p."applicationId" IN (${Prisma.join(applicationIds)})
      AND (
        (p."status" = 'captured' AND p."amountPaise" > ${overpaymentsFrom("refunded")})
        OR (p."status" = 'refund_pending' AND (p."paymentId" IS NOT NULL OR p."refundFromPaymentId" IS NOT NULL)))
    LIMIT 1`;
  return rows.length > 0;
}

/**
 * Someone else's application that no longer stands and never took a fee (cancelled by the office or
 * withdrawn, unpaid, with no money held for it or on its way) gives up its Aadhaar number: a form
 * made with another person's number, by a slip or on purpose, would otherwise keep the number's
 * holder from the job for good (the 409 tells them to ask the office, which finds it by the number
 * and cancels it). The row stays as it was, with its number and history, under a hash no Aadhaar
 * number has, and the new form is a new application. Audited. Returns the rows that still hold it.
 */
async function releaseClosedUnpaid(tx: Tx, rows: Existing[], input: GovApplication): Promise<Existing[]> {
  const holding: Existing[] = [];
  for (const row of rows) {
    const release =
      (row.status === "cancelled" || row.status === "withdrawn") &&
      (row.paymentStatus === "pending" || row.paymentStatus === "failed") &&
      !isSameApplicant(row, input) &&
      !(await feeHeld(tx, [row.id])) &&
      !(await feeMayBeArriving(tx, row.id, row));
    if (!release) {
      holding.push(row);
      continue;
    }
    await tx.govApplication.update({ where: { id: row.id }, data: { aadhaarHash: `released:${row.id}` } });
    await audit(tx, null, {
      action: "gov.application.aadhaar_released",
      entityType: "GovApplication",
      entityId: row.id,
      data: { status: row.status, by: "applicant" },
    });
  }
  return holding;
}

async function save(
  tx: Tx,
  input: GovApplication,
  uploads: Uploads,
  jobId: string,
  exemptLikely: boolean,
  number: string,
  locale: Locale,
) {
  // This Aadhaar's applications to the job, under the current key's hash or, for rows written
  // before a key rotation, a previous key's (locked: a concurrent submission waits for this one).
  const hashes = lookupHashes(input.aadharNo, "aadhaar");
  const aadhaarHash = hashes[0];
  const held = await tx.$queryRaw<Existing[]>`
    SELECT "id", "status"::text AS "status", "paymentStatus"::text AS "paymentStatus",
      to_char("dob", 'YYYY-MM-DD') AS "dob", "email", "photoFileId", "signatureFileId",
      "categoryCertificateFileId", "aadhaarHash", "captureClaim", "captureClaimedAt" FROM "GovApplication"
    WHERE "jobId" = ${jobId} AND "aadhaarHash" IN (${Prisma.join(hashes)})
    ORDER BY "createdAt" FOR UPDATE`;
  // After the application rows (as a payment being counted takes them: application, then job).
  // A cancelled application counted on the job is taken off its count when made again: that save
  // writes the job row too, so it takes the stronger lock at once, as a ₹0 save does.
  const uncounts = held.some((r) => r.status === "cancelled" && ["completed", "exempt"].includes(r.paymentStatus));
  const { job, fee } = await lockJob(tx, jobId, input, exemptLikely || uncounts);
  const found = await releaseClosedUnpaid(tx, held, input);
  // Knowing the Aadhaar number is not enough to change an application or learn whether it is paid.
  if (found.some((row) => !isSameApplicant(row, input))) throw new ApiError("conflict", GOV_MESSAGES.alreadyApplied);
  // A rejection is the office's decision on the application: a new form does not undo it.
  if (found.some((row) => row.status === "rejected")) throw new ApiError("conflict", GOV_MESSAGES.rejected);
  // A cancelled application starts afresh only once its fee is back with the applicant (staff can
  // refund it only while it is cancelled): otherwise the new application would be charged again.
  const cancelledIds = found.filter((row) => row.status === "cancelled").map((row) => row.id);
  if (await feeHeld(tx, cancelledIds)) throw new ApiError("conflict", GOV_MESSAGES.cancelledFeeHeld);
  const live = found.filter((row) => row.status !== "cancelled");
  if (live.some((row) => row.paymentStatus === "completed")) throw new ApiError("conflict", GOV_MESSAGES.alreadyPaid);
  if (live.some((row) => row.paymentStatus === "exempt")) throw new ApiError("conflict", GOV_MESSAGES.alreadySubmitted);
  // Its fee captured but not counted yet (the page's confirmation failed; the webhook or the
  // reconciliation will count it): saved again now, the form would be priced anew and that payment
  // turned into a refund case, and the applicant asked to pay a second time.
  for (const row of live) {
    if (await feeMayBeArriving(tx, row.id, row)) throw new ApiError("conflict", GOV_MESSAGES.paymentArriving);
  }
  const existing = found.find((row) => row.aadhaarHash === aadhaarHash) ?? found[0];

  const store = (kind: "GovPhoto" | "GovSignature" | "GovCertificate", upload: Upload) =>
    storeFile(tx, { kind, fileName: upload.fileName, contentType: upload.mime, data: upload.data });
  const photo = await store("GovPhoto", uploads.photo);
  const signature = await store("GovSignature", uploads.signature);
  // A certificate is kept only for a reserved category: for UR/General it is nobody's business.
  const certificate =
    input.category !== "GENERAL" && uploads.certificate ? await store("GovCertificate", uploads.certificate) : null;
  const exempt = fee.paise === 0;
  const now = new Date();
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
    photoFileId: photo.id,
    signatureFileId: signature.id,
    category: input.category,
    categoryCertificateNumber: input.category === "GENERAL" ? null : (input.categoryCertificateNumber ?? null),
    categoryCertificateFileId: certificate?.id ?? null,
    pwd: input.pwd,
    exServiceman: input.exServiceman,
    feePaise: fee.paise,
    feeReason: fee.reason,
    paymentStatus: exempt ? ("exempt" as const) : ("pending" as const),
    exemptAt: exempt ? now : null,
    declarationVersion: DECLARATION.version,
    declaredAt: now,
    consentVersion: CONSENT.version,
    consentedAt: now,
    // The language of the form: the application's e-mails are written in it (a retry's language wins).
    locale,
  };
  const select = {
    id: true,
    applicationNumber: true,
    paymentStatus: true,
    aadhaarLast4: true,
    panLast4: true,
    name: true,
    email: true,
    feePaise: true,
    feeReason: true,
    locale: true,
  } as const;
  // A fee still to pay: the applicant is told the application is kept, and how to pay it later
  // (once per application and fee: a form sent again at the same fee was told already). Exempt:
  // its confirmation. Not past the address's daily number of such mails (APPLICATION_MAIL_LIMIT).
  // Says whether the applicant has (or had) the mail.
  const tellSaved = async (
    app: { paymentStatus: string } & Parameters<typeof sendApplicationSavedMail>[1],
  ): Promise<boolean> => {
    if (app.paymentStatus === "pending") {
      if (await tx.mailOutbox.count({ where: savedMailWhere(app) })) return true;
      if (!(await mayMail(tx, app.email))) return false;
      await sendApplicationSavedMail(tx, app, job);
    }
    if (app.paymentStatus === "exempt") {
      if (!(await mayMail(tx, app.email))) return false;
      await recordExemptConfirmation(tx, app.id);
    }
    return true;
  };
  if (existing) {
    await tx.govApplicationEducation.deleteMany({ where: { applicationId: existing.id } });
    await tx.govApplicationExperience.deleteMany({ where: { applicationId: existing.id } });
    // An application from before a key rotation moves to the current key's hash (no row holds
    // that one, or it would have been picked as `existing`).
    // Applying again after withdrawing it, or after staff cancelled it (its fee, if any, refunded):
    // the application is open again, as a new one with nothing paid.
    const reopened = existing.status === "withdrawn" || existing.status === "cancelled";
    const reopenedData = {
      status: "pending" as const,
      statusChangedAt: now,
      statusChangedById: null,
      paidAt: null,
      feeDuePaise: 0,
      callLetterIssuedAt: null,
    };
    const app = await tx.govApplication.update({
      where: { id: existing.id },
      data: {
        ...data,
        ...(reopened ? reopenedData : {}),
        aadhaarHash,
        education: { create: education },
        experience: { create: experience },
      },
      select,
    });
    if (reopened) {
      await tx.applicationStatusChange.create({
        data: { govApplicationId: existing.id, status: "pending", actor: "applicant", createdAt: now },
      });
    }
    if (reopened) {
      // Withdrawn by the applicant or cancelled by staff: the console's timeline shows the return.
      await audit(tx, null, {
        action: "gov.application.status",
        entityType: "GovApplication",
        entityId: existing.id,
        data: { from: existing.status, to: "pending", by: "applicant" },
        at: now,
      });
    }
    if (existing.status === "cancelled") {
      // It was counted on the job when it was paid or submitted exempt; it counts again when it is.
      if (existing.paymentStatus === "completed" || existing.paymentStatus === "exempt") {
        await tx.govJob.update({ where: { id: job.id }, data: { applicationCount: { decrement: 1 } } });
      }
    }
    for (const old of [existing.photoFileId, existing.signatureFileId, existing.categoryCertificateFileId]) {
      if (old) await deleteFile(tx, old);
    }
    if (exempt) await countSubmitted(tx, job.id);
    return { app, job, fee, reused: true, mailed: await tellSaved(app) };
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
  if (exempt) await countSubmitted(tx, job.id);
  return { app, job, fee, reused: false, mailed: await tellSaved(app) };
}

// An exempt application is complete when it is saved: it counts as the job's application now,
// as a paid one does when its payment is counted.
async function countSubmitted(tx: Tx, jobId: string) {
  await tx.govJob.update({ where: { id: jobId }, data: { applicationCount: { increment: 1 } } });
}

/**
 * The rate-limit key of the government form's mails to a mailbox (APPLICATION_MAIL_LIMIT), removed
 * with the address's data on erasure. Spellings of one inbox share it (mailboxOf).
 */
export function applicationMailKey(email: string): string {
  return `gov-apply-mail:email:${mailboxOf(email)}`;
}

/**
 * Whether the form may mail this address one more time today, counted in the save's transaction:
 * a save that fails, or one that queues no new mail, takes nothing from the limit.
 */
async function mayMail(tx: Tx, email: string): Promise<boolean> {
  const { mails, windowSeconds } = APPLICATION_MAIL_LIMIT;
  return (await rateLimit.hit(applicationMailKey(email), mails, windowSeconds, tx)).ok;
}

/**
 * An unpaid application takes a new form from whoever gives its Aadhaar number, date of birth and
 * e-mail, and a paid one says so to them: guessing the date of birth (about 15,000 likely values)
 * for a known Aadhaar number and e-mail must not be cheap, even from many addresses. So a form for
 * a job where that Aadhaar number already applied takes a slot of the application's date-of-birth
 * budget, the one its status page and correction take from (takeGuessSlot: 8 an hour, 24 a week),
 * given back when it turns out to be the same applicant. Returns null for a first form.
 */
async function guardExisting(jobId: string, aadhaarNo: string) {
  const hashes = lookupHashes(aadhaarNo, "aadhaar");
  const existing = await db.govApplication.findFirst({
    where: { jobId, aadhaarHash: { in: hashes } },
    select: { applicationNumber: true },
    orderBy: { createdAt: "asc" },
  });
  if (!existing) return null;
  return takeGuessSlot(existing.applicationNumber, GOV_MESSAGES.tooManyAttempts);
}

/** `locale` is the site language the form was filled in: stored with the application, its mails use it. */
export async function submitGovApplication(multipart: Multipart, locale: Locale = "en") {
  const { input, uploads } = await validate(multipart);
  // A first answer before any limit is taken; the save checks the job again, as it is when it commits.
  const early = openJobFee(await db.govJob.findUnique({ where: { id: input.jobId }, select: jobSelect }), input);

  const guard = await guardExisting(early.job.id, input.aadharNo);
  await sender(); // the saved e-mail is queued inside the transaction below
  let number = reservedNumber(multipart.fields.applicationNumber, multipart.fields.applicationToken);
  for (let attempt = 1; ; attempt++) {
    try {
      const { app, job, fee, reused, mailed } = await db.$transaction(
        (tx) => save(tx, input, uploads, early.job.id, early.fee.paise === 0, number ?? newApplicationNumber(), locale),
        TX_OPTIONS,
      );
      if (guard) await guard.giveBack(); // the same applicant: their slot back
      log.info("gov_application.saved", { applicationNumber: app.applicationNumber, jobId: job.id, reused });
      if (!mailed) log.warn("gov_application.mail_limited", { applicationNumber: app.applicationNumber });
      if (app.paymentStatus === "exempt") {
        expirePublicReads(cacheTags.govJobs);
      }
      return {
        reused,
        application: {
          id: app.id,
          applicationNumber: app.applicationNumber,
          jobId: job.id,
          jobTitle: job.title,
          feePaise: fee.paise,
          feeReason: fee.reason,
          paymentStatus: app.paymentStatus,
          // An exempt application is complete: its receipt is ready now.
          ...(app.paymentStatus === "exempt" ? { receiptUrl: receiptPath(app.applicationNumber) } : {}),
          aadhaar: maskAadhaar(app.aadhaarLast4),
          pan: maskPan(app.panLast4),
          // Whether its mail (pay later, or the exempt confirmation) went to the address given.
          mailed,
        },
      };
    } catch (error) {
      // A concurrent first submission for the same Aadhaar and job, or a taken number: try again,
      // which finds the other row and updates it, or draws a fresh number. A transaction PostgreSQL
      // rolled back as a deadlock with concurrent submissions (they share the job's row) wrote
      // nothing either: it runs again as it was.
      const unique = error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
      const conflict = !unique && isTransactionConflict(error);
      if ((!unique && !conflict) || attempt >= 3) throw error;
      if (unique) number = null;
      // After a deadlock, a short random wait, so the same submissions do not collide again.
      else await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
      log.warn("gov_application.retried", { attempt, reason: unique ? "unique" : "conflict" });
    }
  }
}
