import "server-only";

import { istDayEnd, formatIstDate } from "@/lib/dates";
import { MIN_PAYMENT_PAISE } from "@/lib/gov-fees";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import {
  CLOSED_STATUSES,
  lockApplication,
  isDifferenceOrder,
  lockPaymentByOrder,
  MONEY_TAKEN,
  orderNotDue,
  overpaidBy,
  paymentState,
  recordEvent,
  redactEventOfAnonymised,
  TX_OPTIONS,
  type EventInput,
  type PaymentState,
} from "@/lib/server/payments/ledger";
import { sender } from "@/lib/server/jobs/queue";
import { endCaptureClaim } from "@/lib/server/payments/capture";
import { recordDifferenceConfirmation, recordPaymentConfirmation } from "@/lib/server/payments/notify";

// The one function that turns a captured payment into a paid application. The browser's
// verification, the webhook and reconciliation all call it, as often as they like: each event is
// recorded once (unique event id), the same gateway payment is counted once (unique payment id),
// and everything happens under row locks in one transaction. A second payment for an application
// that is already paid, or a payment of the wrong amount, is recorded as refund_pending with the
// amount actually paid and flagged, never counted (an order made before the fee was lowered is
// counted, and what it paid over the fee is due back); a payment
// made after the job's deadline is accepted (the order was created while the job was open) and
// flagged for the admin.

export type CapturedPayment = EventInput & {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  /** When the applicant paid (the gateway's payment time), for the deadline check. */
  paidAt: Date;
};

export type MarkPaidOutcome =
  | "paid"
  | "paid_late"
  | "flagged_duplicate"
  | "flagged_amount"
  | "already_recorded"
  | "duplicate_event"
  | "unknown_order";

export type MarkPaidResult = PaymentState & { outcome: MarkPaidOutcome };

const COUNTED = new Set(MONEY_TAKEN);

export async function markPaid(signal: CapturedPayment): Promise<MarkPaidResult> {
  const { orderId, paymentId } = signal;
  await sender(); // the confirmation e-mail is queued inside the transaction below
  const outcome = await db.$transaction(async (tx): Promise<MarkPaidResult> => {
    const state = async (outcome: MarkPaidOutcome) => ({ ...(await paymentState(tx, orderId, paymentId)), outcome });
    if (!(await recordEvent(tx, signal))) {
      // Reported before (a redelivery): a capture claim this call took ends all the same.
      const order = await tx.payment.findUnique({ where: { orderId }, select: { applicationId: true } });
      if (order) await endCaptureClaim(tx, order.applicationId, paymentId);
      return state("duplicate_event");
    }

    const payment = await lockPaymentByOrder(tx, orderId);
    if (!payment) return state("unknown_order");
    await tx.paymentEvent.update({ where: { eventId: signal.eventId }, data: { dbPaymentId: payment.id } });
    const application = await lockApplication(tx, payment.applicationId);
    await redactEventOfAnonymised(tx, signal, application);
    // Recorded now, whatever it comes to: another payment of the application may be captured.
    await endCaptureClaim(tx, application.id, paymentId);

    // Browser and webhook both report the same payment: it is already counted.
    if (await tx.payment.findUnique({ where: { paymentId }, select: { id: true } })) return state("already_recorded");

    const capturedAt = new Date();
    // This gateway payment is recorded but never counted: it is flagged and due back to the applicant.
    const refundDue = (flaggedReason: string) => ({
      paymentId,
      status: "refund_pending" as const,
      capturedAt,
      flaggedReason,
    });
    const flagThisOrder = (reason: string) => tx.payment.update({ where: { id: payment.id }, data: refundDue(reason) });

    // A gateway payment that cannot be the order's fee gets a row of its own, with what was
    // actually paid (the refund amount), flagged and never counted. The order's row stays as it
    // was, so a later correct payment for the same order is still counted as the fee.
    const recordApart = (flaggedReason: string) =>
      tx.payment.create({
        data: {
          applicationId: application.id,
          mode: payment.mode,
          orderId: `${orderId}:${paymentId}`,
          amountPaise: signal.amountPaise,
          currency: signal.currency,
          ...refundDue(flaggedReason),
        },
      });

    if (COUNTED.has(payment.status)) {
      // A second successful payment on an order that was already paid (Razorpay should prevent it).
      await recordApart(
        `Second payment on order ${orderId}, which was already paid (${payment.paymentId}); refund due.`,
      );
      return state("flagged_duplicate");
    }

    if (signal.amountPaise !== payment.amountPaise || signal.currency !== payment.currency) {
      await recordApart(
        `Amount mismatch: paid ${signal.amountPaise} (${signal.currency}, paise) for an order of ${payment.amountPaise} (${payment.currency}); refund due.`,
      );
      return state("flagged_amount");
    }

    // The application's personal data was erased (on request, or by the retention purge) before
    // this payment arrived: the money is recorded, never counted, and due back.
    if (application.anonymisedAt) {
      await flagThisOrder(
        "The application's data was erased before this payment arrived; this payment is due for refund.",
      );
      return state("flagged_duplicate");
    }

    // The difference a correction left unpaid: counted with the fee already paid, the application
    // stays complete (and counted once on the job), and nothing more is due.
    if (isDifferenceOrder(application, payment) && !CLOSED_STATUSES.has(application.status)) {
      await tx.payment.update({
        where: { id: payment.id },
        data: { paymentId, status: "captured", capturedAt, failureReason: null, flaggedReason: null },
      });
      await tx.govApplication.update({
        where: { id: application.id },
        data: { feeDuePaise: 0, paymentStatus: "completed", paidAt: application.paidAt ?? capturedAt },
      });
      await recordDifferenceConfirmation(tx, application.id, {
        paymentId,
        amountPaise: payment.amountPaise,
        paidAt: capturedAt,
      });
      return state("paid");
    }

    // The application needs no fee (its fee was ₹0 when it was submitted): any payment is due back.
    if (application.paymentStatus === "exempt") {
      await flagThisOrder("Application is exempt from the fee; this payment is due for refund.");
      return state("flagged_duplicate");
    }

    // The applicant withdrew the application (applicant portal), or staff cancelled or rejected it,
    // before this payment arrived: nothing is taken for a closed application.
    if (application.status === "withdrawn") {
      await flagThisOrder("The applicant withdrew the application before paying; this payment is due for refund.");
      return state("flagged_duplicate");
    }
    if (CLOSED_STATUSES.has(application.status) && application.paymentStatus !== "completed") {
      await flagThisOrder(
        `The application was ${application.status} before this payment arrived; this payment is due for refund.`,
      );
      return state("flagged_duplicate");
    }

    if (application.paymentStatus === "completed") {
      // The latest: an application made again after a cancellation was paid anew.
      const first = await tx.payment.findFirst({
        where: { applicationId: application.id, status: "captured" },
        select: { paymentId: true },
        orderBy: { capturedAt: "desc" },
      });
      await flagThisOrder(
        `Application already paid (${first?.paymentId ?? "another payment"}); this second payment is due for refund.`,
      );
      return state("flagged_duplicate");
    }

    // The order was made for a lower fee than the application now has (it was submitted again with
    // other answers): what was paid is due back, and the applicant pays the new fee on a new order.
    if (orderNotDue(application, payment) === "stale") {
      await flagThisOrder(
        `The application's fee is now ${application.feePaise} paise, not this order's ${payment.amountPaise} (it was submitted again with other answers); refund due.`,
      );
      return state("flagged_amount");
    }

    const job = await tx.govJob.findUniqueOrThrow({
      where: { id: application.jobId },
      select: { deadline: true, status: true },
    });
    const late = signal.paidAt.getTime() > istDayEnd(job.deadline).getTime();
    // Paid in time, but recorded only after gov.expire-unpaid closed it without payment: the admin is told.
    const afterExpiry = application.paymentStatus === "expired";
    // Staff closed the job while the applicant was in Checkout: counted (they paid in good faith), and
    // the admin is told, to decide whether it stands.
    const jobClosed = job.status !== "active";
    const flaggedReason = late
      ? `Paid after the application deadline (${formatIstDate(job.deadline)}).`
      : afterExpiry
        ? `Paid by the application deadline (${formatIstDate(job.deadline)}) but recorded after the application was closed without payment.`
        : jobClosed
          ? "Paid after the job was closed to applications."
          : null;
    await tx.payment.update({
      where: { id: payment.id },
      data: { paymentId, status: "captured", capturedAt, failureReason: null, flaggedReason },
    });
    // Razorpay makes no refund under ₹1: a smaller difference is settled by charging what was paid
    // (the fee is then the amount paid), as a correction settles one.
    const over = overpaidBy(application, payment);
    const overpaid = over >= MIN_PAYMENT_PAISE ? over : 0;
    await tx.govApplication.update({
      where: { id: application.id },
      data: { paymentStatus: "completed", paidAt: capturedAt, feePaise: payment.amountPaise - overpaid },
    });
    // Its history ended "Closed without payment": the applicant's pages now say the fee came.
    if (afterExpiry) {
      await tx.applicationStatusChange.create({
        data: { govApplicationId: application.id, status: "paid", actor: "system" },
      });
    }
    // An order made before the fee was lowered (by the GovAdmin, or the form submitted again with
    // other answers) paid more than the fee: it counts, and the rest is due back, as a correction's
    // overpayment is (a refund_pending row taken from this payment, which staff refund).
    if (overpaid > 0) {
      await tx.payment.create({
        data: {
          applicationId: application.id,
          mode: payment.mode,
          orderId: `${orderId}:overpaid`,
          paymentId: null,
          refundFromPaymentId: paymentId,
          amountPaise: overpaid,
          currency: payment.currency,
          status: "refund_pending",
          capturedAt,
          flaggedReason: `Paid ${payment.amountPaise} paise for a fee lowered to ${application.feePaise} after the order was made; the difference is due back.`,
        },
      });
    }
    await tx.govJob.update({ where: { id: application.jobId }, data: { applicationCount: { increment: 1 } } });
    await recordPaymentConfirmation(tx, application.id, paymentId, overpaid);
    return state(late || afterExpiry ? "paid_late" : "paid");
  }, TX_OPTIONS);

  log.info("payments.mark_paid", { outcome: outcome.outcome, orderId, paymentId, source: signal.source });
  if (outcome.outcome.startsWith("flagged")) {
    log.warn("payments.flagged", { outcome: outcome.outcome, orderId, paymentId, source: signal.source });
  }
  return outcome;
}

export type FailedPayment = EventInput & { orderId: string; paymentId: string | null; reason: string };

/** Records a failed attempt. Never moves a paid order or application back. */
export async function markFailed(signal: FailedPayment): Promise<"failed" | "ignored" | "duplicate_event"> {
  const outcome = await db.$transaction(async (tx) => {
    if (!(await recordEvent(tx, signal))) return "duplicate_event" as const;
    const payment = await lockPaymentByOrder(tx, signal.orderId);
    if (!payment) return "ignored" as const;
    await tx.paymentEvent.update({ where: { eventId: signal.eventId }, data: { dbPaymentId: payment.id } });
    await redactEventOfAnonymised(tx, signal, await lockApplication(tx, payment.applicationId));
    if (payment.status !== "created" && payment.status !== "failed") return "ignored" as const;
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "failed", failureReason: signal.reason.slice(0, 500) },
    });
    await tx.govApplication.updateMany({
      where: { id: payment.applicationId, paymentStatus: "pending" },
      data: { paymentStatus: "failed" },
    });
    return "failed" as const;
  }, TX_OPTIONS);
  log.info("payments.mark_failed", { outcome, orderId: signal.orderId, paymentId: signal.paymentId });
  return outcome;
}
