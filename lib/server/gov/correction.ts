import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { GovApplicationStatus } from "@/lib/generated/prisma/enums";
import { feeColumnSelect, feeFor, feeTableOf, MIN_PAYMENT_PAISE, sameFeeAnswers } from "@/lib/gov-fees";
import { parseDateOnly } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { cacheTags, expirePublicReads } from "@/lib/server/cache";
import { db } from "@/lib/server/db/client";
import type { Tx } from "@/lib/server/db/prisma";
import { ApiError } from "@/lib/server/http/api";
import { audit } from "@/lib/server/platform/audit";
import { log } from "@/lib/server/platform/log";
import { deleteFile } from "@/lib/server/platform/storage";
import { correctableColumns, correctionBlocker, CORRECTION_MESSAGES } from "@/lib/server/gov/correction-window";
import { isJobOpen } from "@/lib/server/gov/jobs";
import { applicationStatusView, isComplete, limitedLookup } from "@/lib/server/gov/status";
import { sender } from "@/lib/server/jobs/queue";
import { feeMayBeArriving } from "@/lib/server/payments/capture";
import { lockApplication, TX_OPTIONS } from "@/lib/server/payments/ledger";
import { recordExemptConfirmation } from "@/lib/server/payments/notify";
import { GOV_MESSAGES, type GovCorrection } from "@/lib/validation/gov-applications";
import { CORRECTABLE_FIELDS, type CorrectableField } from "@/lib/validation/gov-correctable-fields";

// An applicant corrects a submitted application in the job's correction window. Under the
// application's row lock: the changed fields with their values before and after are stored as the
// next version, and the application is updated. The fee is computed again with feeFor only when an
// answer that decides it changed (category, PwD, ex-serviceman, woman or not) and, under the job's
// fee table as it is now, the new answers cost another amount than the old ones: staff may have
// edited the table since, and correcting an address, or a gender the table gives no concession for,
// must not re-price the application at today's rates. A higher
// fee on a complete application leaves the difference to pay (feeDuePaise); a lower one records the
// overpayment as refund_pending rows refunded (partially) from the gateway payments that paid the fee;
// an unpaid application simply has the new fee (an open order for the old one becomes stale). A
// difference under ₹1 either way (Razorpay's smallest order and refund) is neither asked for nor
// refunded: the fee charged is then the amount paid.
// Aadhaar, PAN, the e-mail address, the date of birth and the job are not correctable, so the stored
// changes never hold them. The e-mail above all: the applicant portal signs in with a code sent to it,
// so changing it with only number + date of birth would hand over the applicant's data.

export const NOT_FOUND = "No application matches this application number and date of birth.";

/**
 * A decision rests on who the applicant is and on the answers that decide eligibility and fee, not
 * on how to reach them: a shortlisted or approved application whose name, parents, marital status,
 * gender, category, certificate, PwD or ex-serviceman answer is corrected goes back under review
 * (its call letter, served only while approved, with it), so staff check what they approved. A new
 * address or phone number changes no decision.
 */
const CONTACT_FIELDS: readonly CorrectableField[] = ["presentAddress", "mobile1", "mobile2"];
const DECIDED: readonly GovApplicationStatus[] = ["shortlisted", "approved"];
const REVIEW_AGAIN = "The office will check the corrected details again before confirming your application.";

type Changes = Record<string, { before: unknown; after: unknown }>;

/** An overpayment row a correction took back, with the failed refunds that went with it. */
type Withdrawn = { paymentRowId: string; failedRefunds: { id: string; refundId: string | null }[] };

export async function correctApplication(applicationNumber: string, input: GovCorrection, now = new Date()) {
  const found = await limitedLookup(applicationNumber, async () => {
    const app = await db.govApplication.findUnique({
      where: { applicationNumber, anonymisedAt: null },
      select: { id: true, dob: true },
    });
    return app && app.dob.getTime() === parseDateOnly(input.dob).getTime() ? app : null;
  });
  if (!found) throw new ApiError("not_found", NOT_FOUND);

  let withdrawn: Withdrawn[] = [];
  await sender(); // a correction that completes the application queues its confirmation inside the transaction
  const result = await db.$transaction(async (tx) => {
    // Erased (on request or by the purge) since the lookup: nothing may be written back into it.
    if ((await lockApplication(tx, found.id)).anonymisedAt) throw new ApiError("not_found", NOT_FOUND);
    const app = await tx.govApplication.findUniqueOrThrow({
      where: { id: found.id },
      select: {
        ...correctableColumns,
        id: true,
        jobId: true,
        status: true,
        paymentStatus: true,
        feePaise: true,
        feeDuePaise: true,
        captureClaim: true,
        captureClaimedAt: true,
        categoryCertificateFileId: true,
        job: { select: { correctionFrom: true, correctionTo: true, ...feeColumnSelect } },
      },
    });
    const blocker = correctionBlocker(app, app.job, now);
    if (blocker) throw new ApiError("conflict", blocker);

    const after = {
      ...input,
      mobile2: input.mobile2 ?? null,
      // UR/General: a caste certificate is nobody's business, as a General submission keeps none.
      categoryCertificateNumber: input.category === "GENERAL" ? null : (input.categoryCertificateNumber ?? null),
    };
    const changes: Changes = {};
    for (const field of CORRECTABLE_FIELDS) {
      if (app[field] !== after[field]) changes[field] = { before: app[field], after: after[field] };
    }
    if (Object.keys(changes).length === 0) throw new ApiError("bad_request", CORRECTION_MESSAGES.unchanged);

    const fields = Object.fromEntries(CORRECTABLE_FIELDS.map((field) => [field, after[field]]));
    const data: Prisma.GovApplicationUpdateInput = { ...fields };
    // Its scan goes with the number (the file is deleted below, once the row no longer names it).
    const certificateFileId = after.category === "GENERAL" ? app.categoryCertificateFileId : null;
    if (certificateFileId) data.categoryCertificate = { disconnect: true };
    // Nothing that decides the fee changed, or nothing that changes it today: the fee charged (and
    // any difference still due) stays; only the rule that decides it is named anew.
    const table = feeTableOf(app.job);
    const next = sameFeeAnswers(app, after) ? null : feeFor(table, after);
    const fee = next && next.paise !== feeFor(table, app).paise ? next : null;
    if (next && !fee) data.feeReason = next.reason;
    // A fee captured at the gateway and not counted yet (the fee or a difference): priced anew now,
    // that payment would be counted as not matching and go to refunds, and the applicant be asked to
    // pay again, perhaps after the last date. Sending the form again is refused the same way.
    if (fee && (await feeMayBeArriving(tx, app.id, app))) throw new ApiError("conflict", GOV_MESSAGES.paymentArriving);
    let feeAfterPaise = app.feePaise;
    let feeDuePaise = isComplete(app.paymentStatus) ? app.feeDuePaise : 0;
    let refundPaise = 0;
    let exempted = false;
    const version = (await tx.govApplicationCorrection.count({ where: { applicationId: app.id } })) + 1;
    if (fee) {
      feeAfterPaise = fee.paise;
      data.feeReason = fee.reason;
      if (isComplete(app.paymentStatus)) {
        const unsent = await withdrawUnsentOverpayments(tx, app.id);
        withdrawn = unsent.rows;
        const paid = app.feePaise - app.feeDuePaise + unsent.paise;
        // Razorpay takes no order and makes no refund under ₹1: a difference that small either way is
        // settled by charging what was paid, so the fee stays the amount paid and nothing is due back.
        if (Math.abs(fee.paise - paid) < MIN_PAYMENT_PAISE) feeAfterPaise = paid;
        feeDuePaise = data.feeDuePaise = Math.max(feeAfterPaise - paid, 0);
        refundPaise = Math.max(paid - feeAfterPaise, 0);
        if (refundPaise > 0) {
          // A part that no payment can give back in ₹1 or more stays charged, as a difference under ₹1 does.
          const kept = await recordOverpayment(tx, app.id, version, refundPaise);
          if (kept > 0) log.warn("gov.overpayment_kept", { applicationNumber, version, keptPaise: kept });
          feeAfterPaise += kept;
          refundPaise -= kept;
        }
      } else if (fee.paise === 0) {
        // Unpaid and now free: complete at once, counted on the job and confirmed by mail, as an
        // exempt submission is, but only while the job takes applications (read under its lock, which
        // the count takes): an unpaid application to a closed job can no longer be completed, and a
        // category changed to a free one must not do what paying is refused.
        const job = await tx.govJob.update({
          where: { id: app.jobId },
          data: { applicationCount: { increment: 1 } },
          select: { status: true, deadline: true },
        });
        if (!isJobOpen(job, now)) throw new ApiError("conflict", GOV_MESSAGES.jobClosed);
        data.paymentStatus = "exempt";
        data.exemptAt = now;
        exempted = true;
      }
      data.feePaise = feeAfterPaise;
    }

    const reviewAgain =
      DECIDED.includes(app.status) && Object.keys(changes).some((f) => !CONTACT_FIELDS.includes(f as CorrectableField));
    if (reviewAgain) {
      data.status = "under_review";
      data.statusChangedAt = now;
      data.statusChangedBy = { disconnect: true };
      // Its letter printed the old details: once approved again it is issued, and mailed, anew.
      data.callLetterIssuedAt = null;
    }

    await tx.govApplicationCorrection.create({
      data: {
        applicationId: app.id,
        version,
        changes: changes as Prisma.InputJsonValue,
        feeBeforePaise: app.feePaise,
        feeAfterPaise,
      },
    });
    await tx.govApplication.update({ where: { id: app.id }, data });
    if (certificateFileId) await deleteFile(tx, certificateFileId);
    if (exempted) await recordExemptConfirmation(tx, app.id);
    if (reviewAgain) {
      // In the applicant's history and the console's timeline, as the applicant's own change.
      await tx.applicationStatusChange.create({
        data: { govApplicationId: app.id, status: "under_review", actor: "applicant", createdAt: now },
      });
      await audit(tx, null, {
        action: "gov.application.status",
        entityType: "GovApplication",
        entityId: app.id,
        data: { from: app.status, to: "under_review", by: "applicant", correction: version },
        at: now,
      });
    }
    return {
      version,
      feeBeforePaise: app.feePaise,
      feeAfterPaise,
      feeDuePaise,
      refundPaise,
      exempted,
      reviewAgain,
    };
  }, TX_OPTIONS);
  // Counted on the job: the board's figures change.
  if (result.exempted) expirePublicReads(cacheTags.govJobs);

  log.info("gov.application_corrected", { applicationNumber, ...result });
  if (withdrawn.length) log.info("gov.overpayment_withdrawn", { applicationNumber, withdrawn });
  const application = await applicationStatusView(applicationNumber, input.dob, now);
  const corrected =
    result.feeDuePaise > 0
      ? `Your application was corrected. Please pay the difference of ${formatRupees(result.feeDuePaise)}.`
      : result.refundPaise > 0
        ? `Your application was corrected. ${formatRupees(result.refundPaise)} will be refunded to you.`
        : "Your application was corrected.";
  const message = result.reviewAgain ? `${corrected} ${REVIEW_AGAIN}` : corrected;
  return { success: true as const, message, correction: result, application };
}

/**
 * An earlier correction's overpayment that is still with us counts as paid again, so lowering and
 * then raising the fee asks for nothing and refunds nothing. Still with us: no refund of it was
 * asked for, or every refund asked for failed (the gateway sent nothing back; the console offers to
 * try again). A refund being made (created) or made (processed) has left, or is leaving, our hands.
 * Its rows go, as they never moved money: the overpayment's row, and before it (the refund names
 * the row) its failed refunds. The model has no state for a payment row that is neither due,
 * counted nor refunded, and moving a failed refund onto the fee's own row would let a late
 * "processed" report mark the whole fee refunded. What the failed refunds were stays where it is
 * recorded for good: the audit log (requested by whom and why, failed; the console's timeline) and
 * the payment events with the gateway's answers, which outlive the rows. Returns the amount.
 */
async function withdrawUnsentOverpayments(
  tx: Tx,
  applicationId: string,
): Promise<{ paise: number; rows: Withdrawn[] }> {
  // Under the application's lock: a refund is asked for, and its state changes, only under it too
  // (requestRefund, applyRefundState), so none of these rows' refunds can start meanwhile.
  // A row staff are refunding right now (requestRefund holds it, then waits for the application,
  // which this holds) is skipped, not waited for: its refund is under way, and waiting would
  // deadlock the two. Otherwise locked here, so no refund of it starts before this commits.
  // Only rows of payments that still pay the fee (captured): one left from an earlier round of the
  // application (its fee refunded after a cancellation, the application made again) is owed back
  // as it is, not part of what the applicant has paid now.
  const free = await tx.$queryRaw<{ id: string }[]>`
    SELECT p."id" FROM "Payment" p
    WHERE p."applicationId" = ${applicationId} AND p."refundFromPaymentId" IS NOT NULL
      AND p."status" = 'refund_pending'
      AND EXISTS (SELECT 1 FROM "Payment" c WHERE c."paymentId" = p."refundFromPaymentId" AND c."status" = 'captured')
      AND NOT EXISTS (
        SELECT 1 FROM "Refund" r WHERE r."paymentRowId" = p."id" AND r."status" IN ('created', 'processed'))
    ORDER BY p."id" FOR UPDATE OF p SKIP LOCKED`;
  const unsent = await tx.payment.findMany({
    where: { id: { in: free.map((row) => row.id) } },
    select: { id: true, amountPaise: true, refunds: { select: { id: true, refundId: true } } },
  });
  if (unsent.length === 0) return { paise: 0, rows: [] };
  const ids = unsent.map((p) => p.id);
  await tx.refund.deleteMany({ where: { paymentRowId: { in: ids }, status: "failed" } });
  await tx.payment.deleteMany({ where: { id: { in: ids } } });
  return {
    paise: unsent.reduce((sum, p) => sum + p.amountPaise, 0),
    // For the log: a gateway report about one of these refunds now finds no row (payments.refund_unknown).
    rows: unsent.map((p) => ({ paymentRowId: p.id, failedRefunds: p.refunds })),
  };
}

/**
 * How `amountPaise` is refunded from payments that can each give back at most `available[i]`
 * (largest first): the parts, by the same index, and what is left over. Razorpay refunds nothing
 * under ₹1, so no part is smaller. Each payment gives what it can in turn; a rest under ₹1 goes to a
 * payment not used yet, made up to ₹1 from a part that stays ₹1 or more (₹500 and ₹100.50 paid,
 * ₹500.50 due back: ₹499.50 and ₹1, not ₹500 and 50 paise). What cannot be placed so is left over.
 */
export function splitRefund(amountPaise: number, available: readonly number[]): { parts: number[]; left: number } {
  const parts = available.map(() => 0);
  let left = amountPaise;
  available.forEach((can, i) => {
    const part = Math.min(left, can);
    if (part < MIN_PAYMENT_PAISE) return;
    parts[i] = part;
    left -= part;
  });
  if (left > 0 && left < MIN_PAYMENT_PAISE) {
    const need = MIN_PAYMENT_PAISE - left;
    const spare = parts.findIndex((part) => part - need >= MIN_PAYMENT_PAISE);
    const unused = parts.findIndex((part, i) => part === 0 && available[i] >= MIN_PAYMENT_PAISE);
    if (spare >= 0 && unused >= 0) {
      parts[spare] -= need;
      parts[unused] = MIN_PAYMENT_PAISE;
      left = 0;
    }
  }
  return { parts, left };
}

/**
 * The overpayment, due back: refund_pending rows taken from the captured payments that paid the fee
 * (largest first), each no more than what is left of its payment after earlier overpayments, and
 * none under ₹1 (splitRefund). Returns what could not be placed so (nothing, unless the payments
 * with anything left have under ₹1 each, or one of ₹1 to give): the caller keeps it charged.
 */
async function recordOverpayment(tx: Tx, applicationId: string, version: number, amountPaise: number) {
  const captured = await tx.payment.findMany({
    where: { applicationId, status: "captured", paymentId: { not: null } },
    select: { orderId: true, paymentId: true, amountPaise: true, mode: true, currency: true, createdAt: true },
  });
  const payments = [];
  for (const payment of captured) {
    const claimed = await tx.payment.aggregate({
      where: { refundFromPaymentId: payment.paymentId },
      _sum: { amountPaise: true },
    });
    payments.push({ ...payment, available: payment.amountPaise - (claimed._sum.amountPaise ?? 0) });
  }
  payments.sort((a, b) => b.available - a.available || a.createdAt.getTime() - b.createdAt.getTime());
  const { parts, left } = splitRefund(
    amountPaise,
    payments.map((p) => p.available),
  );
  for (const [i, payment] of payments.entries()) {
    if (parts[i] === 0) continue;
    await tx.payment.create({
      data: {
        applicationId,
        mode: payment.mode,
        orderId: `${payment.orderId}:correction-v${version}`,
        paymentId: null,
        refundFromPaymentId: payment.paymentId,
        amountPaise: parts[i],
        currency: payment.currency,
        status: "refund_pending",
        capturedAt: new Date(),
        flaggedReason: `Fee lowered by correction v${version}; overpayment due back.`,
      },
    });
  }
  return left;
}
