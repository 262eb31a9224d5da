import "server-only";

import { refundMail, type RefundKind } from "@/content/refund-mail";
import type { RefundStatus } from "@/lib/generated/prisma/enums";
import { db, type Tx } from "@/lib/server/db/client";
import { mailLocale } from "@/lib/server/i18n/mail";
import { sender } from "@/lib/server/jobs/queue";
import { audit } from "@/lib/server/platform/audit";
import { log } from "@/lib/server/platform/log";
import { sendMail } from "@/lib/server/platform/mail";
import {
  lockApplication,
  lockPaymentById,
  recordEvent,
  redactEventOfAnonymised,
  TX_OPTIONS,
  type EventInput,
  type LockedPayment,
} from "@/lib/server/payments/ledger";

// The one function that moves a refund in our ledger, whoever reports it: the gateway's answer to
// our request, a webhook (refund.created / refund.processed / refund.failed) or reconciliation.
// Each event is recorded once (unique event id), so a replay changes nothing; the Payment row is
// locked first, as everywhere else. processed is final: the Payment becomes `refunded`. failed
// leaves the payment as it was, refundable again. A refund we do not know is recorded and ignored.
// The applicant is told when their money went back (processed), in the same transaction, once
// per refund (the mail's dedupe key), unless the application was erased.

export type RefundSignal = EventInput & {
  /** The gateway's refund id (rfnd_…); null when the gateway refused our request outright. */
  refundId: string | null;
  /** Our Refund row's id, sent as the refund's receipt: finds the row before its refundId is stored. */
  refundRowId: string | null;
  status: RefundStatus;
  failureReason?: string | null;
};

export type RefundStateOutcome =
  "created" | "processed" | "failed" | "unchanged" | "duplicate_event" | "unknown_refund";

async function findRefund(refundId: string | null, refundRowId: string | null) {
  const select = { id: true, paymentRowId: true, refundId: true } as const;
  const byGatewayId = refundId ? await db.refund.findUnique({ where: { refundId }, select }) : null;
  if (byGatewayId) return byGatewayId;
  if (!refundRowId) return null;
  const row = await db.refund.findUnique({ where: { id: refundRowId }, select });
  // A receipt that names a row already tied to another gateway refund is not this refund.
  return row && (row.refundId === null || row.refundId === refundId) ? row : null;
}

/** Why this payment's money goes back, as the applicant's mail words it. */
function refundKind(payment: LockedPayment & { orderId: string }): RefundKind {
  // Part of a counted fee: a correction lowered it, or it was lowered after the payment was started (markPaid).
  if (payment.refundFromPaymentId) return payment.orderId.endsWith(":overpaid") ? "lowered" : "correction";
  // A counted fee is refundable only once staff cancelled its application (refundBlocker).
  return payment.status === "captured" ? "cancelled" : "payment";
}

/** The applicant's mail about a processed refund, in the transaction that records it. */
async function recordRefundMail(
  tx: Tx,
  payment: LockedPayment & { orderId: string },
  refund: { id: string; amountPaise: number; refundId: string | null },
) {
  const app = await tx.govApplication.findUniqueOrThrow({
    where: { id: payment.applicationId },
    select: { name: true, email: true, applicationNumber: true, locale: true, job: { select: { title: true } } },
  });
  const content = refundMail({
    kind: refundKind(payment),
    locale: mailLocale(app.locale),
    name: app.name,
    jobTitle: app.job.title,
    applicationNumber: app.applicationNumber,
    amountPaise: refund.amountPaise,
    refundId: refund.refundId,
    paymentId: payment.paymentId ?? payment.refundFromPaymentId,
  });
  await sendMail(
    { to: app.email, ...content, about: { board: "gov", applicationId: payment.applicationId } },
    { tx, dedupeKey: `refund:${refund.id}:processed` },
  );
}

export async function applyRefundState(signal: RefundSignal): Promise<RefundStateOutcome> {
  const known = await findRefund(signal.refundId, signal.refundRowId);
  if (signal.status === "processed") await sender(); // the applicant's mail is queued inside the transaction
  const outcome = await db.$transaction(async (tx): Promise<RefundStateOutcome> => {
    if (!(await recordEvent(tx, signal))) return "duplicate_event";
    if (!known) return "unknown_refund";
    const payment = await lockPaymentById(tx, known.paymentRowId);
    if (!payment) return "unknown_refund";
    await tx.paymentEvent.update({ where: { eventId: signal.eventId }, data: { dbPaymentId: payment.id } });
    // Under the application's lock (after the payment's, as requestRefund takes them): an erasure
    // committed meanwhile could not see this event, so it is redacted here.
    const application = await lockApplication(tx, payment.applicationId);
    await redactEventOfAnonymised(tx, signal, application);
    const refund = await tx.refund.findUniqueOrThrow({ where: { id: known.id } });
    const refundId = refund.refundId ?? signal.refundId;

    // processed is final; a late created/failed report about it changes nothing.
    if (refund.status === "processed" || refund.status === signal.status) {
      if (refundId !== refund.refundId) await tx.refund.update({ where: { id: refund.id }, data: { refundId } });
      return "unchanged";
    }
    // A refund we already saw fail is not revived by a late "created"; only processed (money moved) is.
    // (A "created" report about a created refund was handled above: it only ties the gateway id.)
    if (signal.status === "created") return "unchanged";

    const at = new Date();
    if (signal.status === "processed") {
      await tx.refund.update({
        where: { id: refund.id },
        data: { refundId, status: "processed", processedAt: at, failureReason: null },
      });
      await tx.payment.update({ where: { id: payment.id }, data: { status: "refunded" } });
      // An erased application has nobody to write to (its address is gone with the rest).
      if (!application.anonymisedAt) await recordRefundMail(tx, payment, { ...refund, refundId });
    } else {
      const failureReason = (signal.failureReason || "The refund failed at the payment gateway.").slice(0, 500);
      await tx.refund.update({ where: { id: refund.id }, data: { refundId, status: "failed", failureReason } });
    }
    await audit(tx, null, {
      action: "gov.payment.refund_update",
      entityType: "GovApplication",
      entityId: payment.applicationId,
      at,
      data: {
        paymentRowId: payment.id,
        refundRowId: refund.id,
        refundId,
        amountPaise: refund.amountPaise,
        from: refund.status,
        to: signal.status,
        source: signal.source,
      },
    });
    return signal.status;
  }, TX_OPTIONS);
  log.info("payments.refund_state", {
    outcome,
    refundId: signal.refundId,
    refundRowId: signal.refundRowId,
    source: signal.source,
  });
  if (outcome === "unknown_refund")
    log.warn("payments.refund_unknown", { refundId: signal.refundId, type: signal.type });
  return outcome;
}
