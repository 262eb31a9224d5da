import "server-only";

import { randomBytes } from "node:crypto";

import type { Prisma } from "@/lib/generated/prisma/client";
import { STATUS_ACTION } from "@/lib/server/careers/review";
import type { Tx } from "@/lib/server/db/prisma";
import { redactPaymentPayload } from "@/lib/server/payments/redact";
import { aboutKey, type MailAbout } from "@/lib/server/platform/mail";

// Erasing one person's data while keeping the row: counts, statuses, category, fee, dates and the
// payment ledger stay for statistics and accounting; names, contact details, identity numbers,
// uploaded files and free text go. Used by the retention purge and by erasure on request. Each
// function takes the caller's transaction, is a no-op on a row already anonymised, and returns
// whether it changed anything.

/** What erased text fields read as in the consoles. */
export const ERASED = "Anonymised";
/** Shown where a masked Aadhaar or PAN used to end ("XXXX XXXX XXXX"). */
const ERASED_LAST4 = "XXXX";

/** A unique address that can never receive mail (.invalid is reserved, RFC 2606). */
function erasedEmail(id: string): string {
  return `anonymised-${id}@example.invalid`;
}

async function deleteFiles(tx: Tx, ids: (string | null)[]): Promise<number> {
  const present = ids.filter((id): id is string => Boolean(id));
  if (!present.length) return 0;
  const { count } = await tx.storedFile.deleteMany({ where: { id: { in: present } } });
  return count;
}

/**
 * The outbox's copies of the mail about these records, to the person and to staff: they name the
 * person, and a failed one could otherwise be sent again from the mail screen.
 */
async function deleteMail(tx: Tx, about: MailAbout[]): Promise<number> {
  const { count } = await tx.mailOutbox.deleteMany({ where: { about: { in: about.map(aboutKey) } } });
  return count;
}

export type AnonymiseResult = { anonymised: boolean; files: number; paymentEvents: number; mails: number };
const UNCHANGED: AnonymiseResult = { anonymised: false, files: 0, paymentEvents: 0, mails: 0 };

export async function anonymiseGovApplication(tx: Tx, id: string, now = new Date()): Promise<AnonymiseResult> {
  // Locked first: a submission again (which stores new files and deletes the old ones) commits
  // before the file ids are read here, or waits and then finds the row anonymised.
  await tx.$queryRaw`SELECT 1 FROM "GovApplication" WHERE "id" = ${id} FOR UPDATE`;
  const app = await tx.govApplication.findUnique({
    where: { id },
    select: {
      anonymisedAt: true,
      dob: true,
      photoFileId: true,
      signatureFileId: true,
      categoryCertificateFileId: true,
      payments: { select: { id: true, orderId: true } },
    },
  });
  if (!app || app.anonymisedAt) return UNCHANGED;
  await tx.govApplication.update({
    where: { id },
    data: {
      name: ERASED,
      fatherHusbandName: ERASED,
      motherName: ERASED,
      presentAddress: ERASED,
      // Only the year of birth stays, for age-band statistics.
      dob: new Date(Date.UTC(app.dob.getUTCFullYear(), 0, 1)),
      mobile1: "",
      mobile2: null,
      email: erasedEmail(id),
      panEncrypted: "",
      panLast4: ERASED_LAST4,
      aadhaarEncrypted: "",
      aadhaarLast4: ERASED_LAST4,
      // Random, so that the one-application-per-Aadhaar-per-job constraint still holds.
      aadhaarHash: `anonymised:${randomBytes(16).toString("hex")}`,
      categoryCertificateNumber: null,
      photoFileId: null,
      signatureFileId: null,
      categoryCertificateFileId: null,
      anonymisedAt: now,
      education: { deleteMany: {} },
      experience: { deleteMany: {} },
      // Corrections hold the personal data before and after each edit.
      corrections: { deleteMany: {} },
      // Staff reasons are free text and may name the applicant; the statuses and dates stay.
      statusHistory: { updateMany: { where: { reason: { not: null } }, data: { reason: null } } },
    },
  });
  await dropAuditKey(tx, "GovApplication", id, "gov.application.status", "reason");
  // A refund's reason is staff's free text too (on the Refund row and in its audit entry); the
  // refund itself (amount, status, dates) stays in the ledger.
  if (app.payments.length) {
    await tx.refund.updateMany({
      where: { paymentRowId: { in: app.payments.map((p) => p.id) } },
      data: { reason: ERASED },
    });
  }
  await dropAuditKey(tx, "GovApplication", id, "gov.payment.refund", "reason");
  const files = await deleteFiles(tx, [app.photoFileId, app.signatureFileId, app.categoryCertificateFileId]);
  const paymentEvents = await redactPaymentEvents(tx, app.payments);
  const mails = await deleteMail(tx, [
    { board: "gov", applicationId: id },
    { board: "gov", applicationId: id, staff: true },
  ]);
  return { anonymised: true, files, paymentEvents, mails };
}

/**
 * The audit log keeps each change made to an erased application (who, when, from, to) but not the
 * free text in it: a status change's or refund's reason (staff's words, which may name the
 * applicant) or the name a dismissed employee draft carried.
 */
async function dropAuditKey(tx: Tx, entityType: string, id: string, action: string, key: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "AuditLog" SET "data" = "data" - ${key}::text
    WHERE "entityType" = ${entityType} AND "entityId" = ${id} AND "action" = ${action}
      AND "data" ->> ${key}::text IS NOT NULL`;
}

export async function anonymiseCompanyApplication(tx: Tx, id: string, now = new Date()): Promise<AnonymiseResult> {
  // Locked first, as above: a reopening's new resume is never left behind.
  await tx.$queryRaw`SELECT 1 FROM "CompanyApplication" WHERE "id" = ${id} FOR UPDATE`;
  const app = await tx.companyApplication.findUnique({
    where: { id },
    select: {
      anonymisedAt: true,
      resumeFileId: true,
      employeeDraft: { select: { id: true, completedAt: true, resumeFileId: true } },
    },
  });
  if (!app || app.anonymisedAt) return UNCHANGED;
  // A hire still waiting for its employee record holds the same personal data and a resume copy;
  // a completed one is the employee's record now and stays.
  const openDraft = app.employeeDraft && !app.employeeDraft.completedAt ? app.employeeDraft : null;
  if (openDraft) await tx.employeeDraft.delete({ where: { id: openDraft.id } });
  await tx.companyApplication.update({
    where: { id },
    data: {
      fullName: ERASED,
      // Unique per job, as (jobId, email) must be.
      email: erasedEmail(id),
      phone: "",
      currentCompany: null,
      linkedinUrl: null,
      githubUrl: null,
      coverLetter: null,
      resumeFileId: null,
      anonymisedAt: now,
      statusHistory: { updateMany: { where: { reason: { not: null } }, data: { reason: null } } },
      // Recruiters' notes, ratings and interview feedback are about the person: they go; the
      // interview rounds stay (round, time, mode, result) for statistics. One still to come will not
      // take place (nobody can be told of it any more): cancelled, off the recruiters' calendar.
      notes: { deleteMany: {} },
      ratings: { deleteMany: {} },
      interviews: {
        updateMany: [
          { where: {}, data: { location: "", interviewers: "", feedback: null } },
          { where: { status: "scheduled", startsAt: { gt: now } }, data: { status: "cancelled" } },
        ],
      },
    },
  });
  await dropAuditKey(tx, "CompanyApplication", id, STATUS_ACTION, "reason");
  await dropAuditKey(tx, "CompanyApplication", id, "employee.draft_dismiss", "name");
  const files = await deleteFiles(tx, [app.resumeFileId, openDraft?.resumeFileId ?? null]);
  const mails = await deleteMail(tx, [
    { board: "company", applicationId: id },
    { board: "company", applicationId: id, staff: true },
  ]);
  return { anonymised: true, files, paymentEvents: 0, mails };
}

/**
 * Contact messages: the row stays as a count; who wrote, from where, and what, go, with the copy
 * forwarded to the company inbox. Returns the messages anonymised and the mails deleted.
 */
export async function anonymiseContactMessages(
  tx: Tx,
  ids: string[],
  now = new Date(),
): Promise<{ anonymised: number; mails: number }> {
  const { count } = await tx.contactMessage.updateMany({
    where: { id: { in: ids }, anonymisedAt: null },
    data: { name: ERASED, email: "", phone: null, message: "", ip: null, forwardError: null, anonymisedAt: now },
  });
  const mails = await deleteMail(
    tx,
    ids.map((contactMessageId) => ({ contactMessageId })),
  );
  return { anonymised: count, mails };
}

async function redactPaymentEvents(tx: Tx, payments: { id: string; orderId: string }[]): Promise<number> {
  if (!payments.length) return 0;
  const events = await tx.paymentEvent.findMany({
    where: {
      OR: [{ dbPaymentId: { in: payments.map((p) => p.id) } }, { orderId: { in: payments.map((p) => p.orderId) } }],
    },
    select: { id: true, payload: true },
  });
  for (const event of events) {
    await tx.paymentEvent.update({
      where: { id: event.id },
      data: { payload: redactPaymentPayload(event.payload) as Prisma.InputJsonValue },
    });
  }
  return events.length;
}
