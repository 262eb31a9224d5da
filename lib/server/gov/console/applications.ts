import "server-only";

import { mailsAbout } from "@/lib/server/platform/mail";
import { toDateOnly } from "@/lib/dates";
import { maskAadhaar, maskPan } from "@/lib/mask";
import { ApiError } from "@/lib/server/http/api";
import type { SessionUser } from "@/lib/server/auth/session";
import { decryptField } from "@/lib/server/platform/crypto";
import { recordDecision } from "@/lib/server/applications/status-change";
import type { PaymentStatus } from "@/lib/generated/prisma/enums";
import { statusLabel } from "@/lib/server/gov/status";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/db/prisma";
import { sender } from "@/lib/server/jobs/queue";
import { audit, type Actor, type AuditAction } from "@/lib/server/platform/audit";
import { applicationWhere } from "@/lib/server/gov/console/filter";
import { CATEGORY_LABELS } from "@/lib/gov-fees";
import { fileResponse } from "@/lib/server/http/file-response";
import { readFile } from "@/lib/server/platform/storage";
import { formatRupees } from "@/lib/money";
import { MONEY_TAKEN } from "@/lib/server/payments/ledger";
import { processedRefundsSelect, refundableAmount, refundBlocker, refundedPaise } from "@/lib/server/payments/refunds";
import {
  decisionBlocker,
  GOV_ADMIN_MESSAGES,
  statusText,
  type ApplicationFilter,
  type ApplicationListParams,
  type GovApplicationStatusValue,
} from "@/lib/validation/gov-console";

// Applications as the console reviews them: a paginated, filtered, sorted list; one application
// in full (Aadhaar and PAN masked); decisions, each recorded with who, from, to and when; and the
// audited reveal of the full Aadhaar/PAN.

export async function listGovApplications(filter: ApplicationFilter, list: ApplicationListParams) {
  const where = await applicationWhere(filter);
  const [total, rows] = await Promise.all([
    db.govApplication.count({ where }),
    db.govApplication.findMany({
      where,
      select: {
        id: true,
        applicationNumber: true,
        name: true,
        email: true,
        mobile1: true,
        feePaise: true,
        status: true,
        paymentStatus: true,
        createdAt: true,
        paidAt: true,
        job: { select: { id: true, title: true } },
        payments: processedRefundsSelect,
      },
      orderBy: [{ [list.sort]: list.order }, { id: list.order }],
      skip: (list.page - 1) * list.pageSize,
      take: list.pageSize,
    }),
  ]);
  return {
    applications: rows.map(({ job, createdAt, paidAt, payments, ...row }) => ({
      ...row,
      jobId: job.id,
      jobTitle: job.title,
      appliedDate: createdAt.toISOString(),
      paidAt: paidAt?.toISOString() ?? null,
      refundedPaise: refundedPaise(payments),
    })),
    total,
    page: list.page,
    pageSize: list.pageSize,
    totalPages: Math.max(1, Math.ceil(total / list.pageSize)),
  };
}

const timelineActions: AuditAction[] = [
  "gov.application.status",
  "gov.application.reveal",
  "gov.payment.refund",
  "gov.payment.refund_update",
];

type TimelineData = {
  from?: GovApplicationStatusValue;
  to?: GovApplicationStatusValue | "processed" | "failed";
  amountPaise?: number;
  reason?: string;
  /** A change the applicant made (a withdrawal, applying again after a cancellation): audited with no actor. */
  by?: "applicant";
};

/** Who the timeline and the last decision name for a change the applicant made. */
export const APPLICANT_ACTOR = "the applicant";

function timelineText(action: string, data: TimelineData): string {
  const amount = formatRupees(data.amountPaise ?? 0);
  if (action === "gov.application.reveal") return "Aadhaar and PAN revealed";
  if (action === "gov.payment.refund") return `Refund of ${amount} requested: ${data.reason ?? ""}`;
  if (action === "gov.payment.refund_update") {
    return data.to === "processed" ? `Refund of ${amount} processed` : `Refund of ${amount} failed`;
  }
  const from = statusText((data.from ?? "pending") as GovApplicationStatusValue);
  if (data.by === "applicant" && data.to === "pending") return `Applied again: status changed from ${from} to pending`;
  return `Status changed from ${from} to ${statusText((data.to ?? "pending") as GovApplicationStatusValue)}`;
}

/** Everything about one application, for the detail modal. Aadhaar/PAN only masked. */
export async function govApplicationDetail(id: string) {
  const app = await db.govApplication.findUnique({
    where: { id },
    include: {
      job: {
        select: { id: true, title: true, company: true, location: true, callLetterAt: true, callLetterVenue: true },
      },
      education: { orderBy: { position: "asc" } },
      experience: { orderBy: { position: "asc" } },
      payments: { orderBy: { createdAt: "asc" }, include: { refunds: { orderBy: { createdAt: "asc" } } } },
      statusChangedBy: { select: { name: true } },
      corrections: { orderBy: { version: "asc" } },
    },
  });
  if (!app) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
  const events = await db.auditLog.findMany({
    where: { entityType: "GovApplication", entityId: id, action: { in: timelineActions } },
    include: { actor: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  });
  const date = (d: Date | null) => (d ? toDateOnly(d) : null);
  // The last status change was the applicant's when no staff member is on it and the latest status
  // entry says so; a withdrawal is always theirs (staff cannot set it), audited or from before it was.
  const lastStatus = events.findLast((e) => e.action === "gov.application.status");
  const changedByApplicant =
    !app.statusChangedById &&
    (app.status === "withdrawn" || (lastStatus?.data as TimelineData | null)?.by === "applicant");
  return {
    id: app.id,
    applicationNumber: app.applicationNumber,
    name: app.name,
    fatherHusbandName: app.fatherHusbandName,
    motherName: app.motherName,
    presentAddress: app.presentAddress,
    maritalStatus: app.maritalStatus,
    gender: app.gender,
    dob: date(app.dob),
    mobile1: app.mobile1,
    mobile2: app.mobile2,
    email: app.email,
    aadharNo: maskAadhaar(app.aadhaarLast4),
    panNo: maskPan(app.panLast4),
    // An anonymised application (past retention, or erased on request) has no photo any more.
    photoUrl: app.photoFileId ? `/api/gov/applications/${app.id}/photo` : null,
    anonymisedAt: app.anonymisedAt?.toISOString() ?? null,
    signatureUrl: app.signatureFileId ? `/api/gov/applications/${app.id}/signature` : null,
    certificateUrl: app.categoryCertificateFileId ? `/api/gov/applications/${app.id}/certificate` : null,
    category: CATEGORY_LABELS[app.category],
    categoryCertificateNumber: app.categoryCertificateNumber,
    pwd: app.pwd,
    exServiceman: app.exServiceman,
    feeReason: app.feeReason,
    declaredAt: app.declaredAt?.toISOString() ?? null,
    consentedAt: app.consentedAt?.toISOString() ?? null,
    pdfUrl: `/api/gov/applications/${app.id}/pdf`,
    job: { id: app.job.id, title: app.job.title, company: app.job.company, location: app.job.location },
    callLetter: {
      /** Whether the job names the exam or interview (date and venue), so a letter can be issued. */
      ready: Boolean(app.job.callLetterAt && app.job.callLetterVenue),
      issuedAt: app.callLetterIssuedAt?.toISOString() ?? null,
      url: `/api/gov/applications/${app.id}/call-letter`,
    },
    fee: app.feePaise,
    /** The difference a correction left unpaid, in paise. */
    feeDuePaise: app.feeDuePaise,
    /** The applicant's corrections in the correction window, oldest first: changed fields before and after. */
    corrections: app.corrections.map((c) => ({
      version: c.version,
      at: c.createdAt.toISOString(),
      changes: c.changes as Record<string, { before: unknown; after: unknown }>,
      feeBeforePaise: c.feeBeforePaise,
      feeAfterPaise: c.feeAfterPaise,
    })),
    status: app.status,
    paymentStatus: app.paymentStatus,
    appliedDate: app.createdAt.toISOString(),
    paidAt: app.paidAt?.toISOString() ?? null,
    statusChangedAt: app.statusChangedAt?.toISOString() ?? null,
    /** Who made the last status change: a staff member's name, the applicant, or null (a former user). */
    statusChangedBy: changedByApplicant ? APPLICANT_ACTOR : (app.statusChangedBy?.name ?? null),
    education: app.education.map((e) => ({
      qualification: e.qualification,
      board: e.board,
      institution: e.institution,
      marks: e.marks.toString(),
      year: e.year,
    })),
    experience: app.experience.map((e) => ({
      company: e.company,
      post: e.post,
      from: date(e.fromDate),
      to: date(e.toDate),
    })),
    payments: app.payments.map((p) => ({
      id: p.id,
      orderId: p.orderId,
      paymentId: p.paymentId,
      amountPaise: p.amountPaise,
      status: p.status,
      mode: p.mode,
      capturedAt: p.capturedAt?.toISOString() ?? null,
      flaggedReason: p.flaggedReason,
      failureReason: p.failureReason,
      /**
       * Whether staff may ask for its refund now (flagged, or the fee of a cancelled application),
       * and how much would go back: less what a correction holds of it as an overpayment of its own.
       */
      refundable: refundBlocker(p, app.status, p.refunds) === null && refundableAmount(p, app.payments) > 0,
      refundablePaise: refundableAmount(p, app.payments),
      refunds: p.refunds.map((r) => ({
        id: r.id,
        refundId: r.refundId,
        amountPaise: r.amountPaise,
        status: r.status,
        reason: r.reason,
        failureReason: r.failureReason,
        requestedAt: r.createdAt.toISOString(),
        processedAt: r.processedAt?.toISOString() ?? null,
      })),
    })),
    /** The e-mails sent to the applicant, newest first, and whether they were delivered. */
    mails: await mailsAbout({ board: "gov", applicationId: app.id }),
    timeline: [
      {
        id: "submitted",
        at: app.createdAt.toISOString(),
        action: "submitted",
        actor: null,
        text: "Application submitted",
        reason: null,
      },
      ...(app.paidAt
        ? [{ id: "paid", at: app.paidAt.toISOString(), action: "paid", actor: null, text: "Fee paid", reason: null }]
        : []),
      ...events.map((e) => {
        const data = (e.data ?? {}) as TimelineData & { note?: string };
        // A decision's reason (`note` is what decisions recorded before they took a reason); a
        // refund's reason is part of its text.
        const reason = e.action.startsWith("gov.payment.") ? null : (data.reason ?? data.note ?? null);
        return {
          id: e.id,
          at: e.createdAt.toISOString(),
          action: e.action,
          actor: data.by === "applicant" ? APPLICANT_ACTOR : (e.actor?.name ?? null),
          text: timelineText(e.action, data),
          reason,
        };
      }),
    ].sort((a, b) => a.at.localeCompare(b.at)),
  };
}

export type GovApplicationDetail = Awaited<ReturnType<typeof govApplicationDetail>>;

/**
 * A decision: the row, the audit log, the applicant's status history (with the reason) and one
 * mail to the applicant, in one transaction. The current status again changes and sends nothing.
 */
export async function updateGovApplicationStatus(
  id: string,
  status: GovApplicationStatusValue,
  actor: SessionUser,
  ip: string,
  reason?: string,
  /** The status the admin's screen showed; another admin's decision since then is not overwritten. */
  from?: GovApplicationStatusValue,
) {
  await sender(); // before the transaction that queues the mail
  return db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      { status: GovApplicationStatusValue; paymentStatus: string; statusChangedAt: Date | null; erased: boolean }[]
    >`
      SELECT "status"::text AS "status", "paymentStatus"::text AS "paymentStatus", "statusChangedAt",
        "anonymisedAt" IS NOT NULL AS "erased"
      FROM "GovApplication" WHERE "id" = ${id} FOR UPDATE`;
    if (!row) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
    // Erased on request or by the purge: no decision (its reason may name the person) and no mail.
    if (row.erased) throw new ApiError("conflict", GOV_ADMIN_MESSAGES.anonymised);
    if (row.status === status) {
      return { from: row.status, to: status, at: row.statusChangedAt ?? new Date(), changed: false };
    }
    if (from && from !== row.status) {
      throw new ApiError("conflict", GOV_ADMIN_MESSAGES.changedMeanwhile(statusText(row.status)));
    }
    const blocker = decisionBlocker(row, status);
    if (blocker) throw new ApiError("conflict", blocker);
    if (row.status === "cancelled" && (await feeRefunded(tx, id))) {
      throw new ApiError("conflict", GOV_ADMIN_MESSAGES.feeRefunded);
    }
    const at = new Date();
    const app = await tx.govApplication.update({
      where: { id },
      data: { status, statusChangedAt: at, statusChangedById: actor.id },
      select: { name: true, email: true, applicationNumber: true, job: { select: { title: true } } },
    });
    await audit(tx, actor, {
      action: "gov.application.status",
      entityType: "GovApplication",
      entityId: id,
      ip,
      data: { from: row.status, to: status, ...(reason ? { reason } : {}) },
    });
    await recordDecision(tx, {
      to: { board: "gov", status },
      applicationId: id,
      reason,
      changedById: actor.id,
      applicant: { name: app.name, email: app.email, reference: app.applicationNumber, jobTitle: app.job.title },
      // Pending and Under Review read the same to the applicant, and an unpaid application reads
      // "Payment pending" either way: a mail saying "now under review" would be no news, or wrong.
      mail:
        statusLabel(row.status, row.paymentStatus as PaymentStatus) !==
        statusLabel(status, row.paymentStatus as PaymentStatus),
    });
    return { from: row.status, to: status, at, changed: true };
  });
}

/**
 * Whether the fee this application counts as paid has been refunded, or a refund of it is under
 * way: staff may refund the fee only of a cancelled application (refundBlocker), and such an
 * application must not become approved again with less paid than its fee. The refund request locks
 * the application row as this decision does, so the two cannot pass each other.
 *
 * The fee may have been paid by more than one payment (the fee, then a difference a correction
 * asked for), so it is refunded when any of them is: what the captured payments still hold (those
 * with no refund requested or processed, less the overpayments a correction took from them) falls
 * short of what the application counts as paid (its fee less any difference still due). Payments
 * never counted (a second payment, a wrong amount) are never captured, so their refunds do not matter.
 */
async function feeRefunded(tx: Tx, applicationId: string): Promise<boolean> {
  const app = await tx.govApplication.findUniqueOrThrow({
    where: { id: applicationId },
    select: {
      paymentStatus: true,
      feePaise: true,
      feeDuePaise: true,
      payments: {
        where: { status: { in: MONEY_TAKEN } },
        select: {
          paymentId: true,
          amountPaise: true,
          status: true,
          refundFromPaymentId: true,
          refunds: { select: { status: true } },
        },
      },
    },
  });
  if (app.paymentStatus !== "completed") return false;
  const held = new Map<string, number>();
  for (const p of app.payments) {
    const refunding = p.refunds.some((r) => r.status === "created" || r.status === "processed");
    if (p.status === "captured" && !p.refundFromPaymentId && p.paymentId && !refunding) {
      held.set(p.paymentId, p.amountPaise);
    }
  }
  // A correction's overpayment (due back or refunded) is the part of its payment that pays no fee.
  for (const p of app.payments) {
    const from = p.refundFromPaymentId;
    if (from && held.has(from)) held.set(from, held.get(from)! - p.amountPaise);
  }
  const heldPaise = [...held.values()].reduce((sum, paise) => sum + paise, 0);
  return heldPaise < app.feePaise - app.feeDuePaise;
}

/** The full Aadhaar and PAN, decrypted for the GovAdmin; the reveal is audited before it is returned. */
export async function revealGovApplicationIds(id: string, actor: SessionUser, ip: string) {
  // An anonymised application has no Aadhaar or PAN left to reveal.
  const app = await db.govApplication.findUnique({
    where: { id, anonymisedAt: null },
    select: { id: true, applicationNumber: true, aadhaarEncrypted: true, panEncrypted: true },
  });
  if (!app) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
  const aadhaar = decryptField(app.aadhaarEncrypted);
  const pan = decryptField(app.panEncrypted);
  const [entry] = await audit(db, actor, {
    action: "gov.application.reveal",
    entityType: "GovApplication",
    entityId: id,
    ip,
    data: { fields: ["aadhaar", "pan"], applicationNumber: app.applicationNumber },
  });
  return { aadharNo: aadhaar.replace(/(\d{4})(?=\d)/g, "$1 "), panNo: pan, auditId: entry.id };
}

/** Where each of an application's files is, and what its absence is called. */
const FILES = {
  photo: { column: "photoFileId", missing: "Photo not found", disposition: "inline" },
  signature: { column: "signatureFileId", missing: "Signature not found", disposition: "inline" },
  certificate: {
    column: "categoryCertificateFileId",
    missing: "No category certificate was uploaded",
    disposition: "attachment",
    // A document opened on its own (it states the applicant's caste), as an employee's ID proof is.
    audited: "gov.application.certificate_download",
  },
} as const satisfies Record<
  string,
  { column: string; missing: string; disposition: "inline" | "attachment"; audited?: AuditAction }
>;

/**
 * The applicant's photo, signature or category certificate, as a no-store file answer; 404 when
 * absent. A file FILES marks `audited` (the certificate) is written to the audit log on each
 * download; the photo and signature are part of the application's page, which is not.
 */
export async function govApplicationFile(
  req: Request,
  id: string,
  which: keyof typeof FILES,
  by: { user: Actor; ip: string | null },
): Promise<Response> {
  const entry = FILES[which];
  const { column, missing, disposition } = entry;
  const app = await db.govApplication.findUnique({
    where: { id },
    select: { applicationNumber: true, photoFileId: true, signatureFileId: true, categoryCertificateFileId: true },
  });
  if (!app) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
  const fileId = app[column];
  const file = fileId ? await readFile(db, fileId) : null;
  if (!file) throw new ApiError("not_found", missing);
  if ("audited" in entry) {
    await audit(db, by.user, {
      action: entry.audited,
      entityType: "GovApplication",
      entityId: id,
      ip: by.ip,
      data: { applicationNumber: app.applicationNumber, fileId: file.id },
    });
  }
  return fileResponse(req, file, { disposition });
}
