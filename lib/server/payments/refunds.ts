import "server-only";

import type {
  GovApplicationStatus,
  PaymentMode,
  PaymentRecordStatus,
  RefundStatus,
} from "@/lib/generated/prisma/enums";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatRupees } from "@/lib/money";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";
import { ApiError } from "@/lib/server/http/api";
import { audit } from "@/lib/server/platform/audit";
import { log } from "@/lib/server/platform/log";
import { gateway } from "@/lib/server/payments/gateway";
import { lockApplication, lockPaymentById, recordEvent, TX_OPTIONS } from "@/lib/server/payments/ledger";
import { applyRefundState, type RefundStateOutcome } from "@/lib/server/payments/refund-state";
import { ERASED } from "@/lib/server/privacy/anonymise";
import { GatewayError, type GatewayRefund } from "@/lib/server/payments/types";
import { REFUND_REASON_REQUIRED } from "@/lib/validation/gov-console";

// Refunds, asked for by staff in the console. A payment is refundable when it was flagged for
// refund (a second payment, a wrong amount, an exempt or stale application: refund_pending) or it
// is the captured fee of an application staff cancelled, and no refund of it is under way or done.
// Never twice: under the Payment row's lock the Refund row is written first; the gateway is then
// asked outside the transaction with that row's id as idempotency key and receipt, so a retry
// (ours or reconcile's) returns the same refund; its answer goes through applyRefundState.

export const REFUND_MESSAGES = {
  notFound: "Payment not found.",
  refunded: "This payment has already been refunded.",
  inProgress: "A refund of this payment has already been requested.",
  notRefundable: "Only a payment flagged for refund, or the paid fee of a cancelled application, can be refunded.",
  reasonRequired: REFUND_REASON_REQUIRED,
};

/**
 * The applications owing money back, by the rules refundBlocker and refundableAmount apply to one
 * payment: a payment flagged for refund (a second payment, a wrong amount, a correction's
 * overpayment, one that arrived after erasure), or the captured fee of a cancelled application with
 * something of it left to refund (a correction's overpayment rows may hold all of it), either with no
 * refund under way or made (a failed one leaves it due). The console's "Refund due" filter and the
 * dashboard's count, so no refund owed waits unseen inside one application's detail. Few at any
 * time: their ids, for the list, the export and the count alike.
 */
/**
 * SQL: what a correction's (or a lowered fee's) overpayment rows take back of the gateway payment
 * aliased `p`, 0 when none: those refunded, or (`"owed or refunded"`) those still owed too. What a
 * captured payment still holds is its amount less this.
 */
export function overpaymentsFrom(which: "refunded" | "owed or refunded"): Prisma.Sql {
  const statuses = Prisma.raw(which === "refunded" ? "('refunded')" : "('refund_pending', 'refunded')");
  return Prisma.sql`COALESCE((
    SELECT SUM(o."amountPaise") FROM "Payment" o
    WHERE o."refundFromPaymentId" = p."paymentId" AND o."status" IN ${statuses}), 0)`;
}

export async function refundDueApplicationIds(): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT a."id" FROM "GovApplication" a
    JOIN "Payment" p ON p."applicationId" = a."id"
    WHERE NOT EXISTS (
        SELECT 1 FROM "Refund" r WHERE r."paymentRowId" = p."id" AND r."status" IN ('created', 'processed'))
      AND (
        (p."status" = 'refund_pending' AND (p."paymentId" IS NOT NULL OR p."refundFromPaymentId" IS NOT NULL))
        OR (a."status" = 'cancelled' AND p."status" = 'captured' AND p."paymentId" IS NOT NULL
          AND p."amountPaise" > ${overpaymentsFrom("owed or refunded")}))`;
  return rows.map((r) => r.id);
}

/**
 * An application's processed refunds, as a nested select of its payments: the console's list and its
 * CSV export show what went back next to the payment status, which stays "completed" (the fee was
 * paid) when a cancelled application's fee is refunded.
 */
export const processedRefundsSelect = {
  where: { refunds: { some: { status: "processed" } } },
  select: { refunds: { where: { status: "processed" }, select: { amountPaise: true } } },
} as const;

/** Paise refunded in all: the sum of the processed refunds processedRefundsSelect read. */
export const refundedPaise = (payments: { refunds: { amountPaise: number }[] }[]): number =>
  payments.reduce((sum, p) => sum + p.refunds.reduce((s, r) => s + r.amountPaise, 0), 0);

/**
 * What a refund of this payment sends back: all of it, less what a correction already holds of it
 * as an overpayment row of its own (due back, or refunded), so the two never add up to more than
 * was paid. `payments` are the application's rows (any may be such an overpayment).
 */
export function refundableAmount(
  payment: { amountPaise: number; paymentId: string | null },
  payments: { amountPaise: number; status: PaymentRecordStatus; refundFromPaymentId: string | null }[],
): number {
  if (!payment.paymentId) return payment.amountPaise;
  const claimed = payments
    .filter(
      (p) => p.refundFromPaymentId === payment.paymentId && (p.status === "refund_pending" || p.status === "refunded"),
    )
    .reduce((sum, p) => sum + p.amountPaise, 0);
  return payment.amountPaise - claimed;
}

/** Why this payment cannot be refunded now, or null when it can. */
export function refundBlocker(
  payment: { status: PaymentRecordStatus; paymentId: string | null; refundFromPaymentId?: string | null },
  applicationStatus: GovApplicationStatus,
  refunds: { status: RefundStatus }[],
): string | null {
  if (payment.status === "refunded" || refunds.some((r) => r.status === "processed")) return REFUND_MESSAGES.refunded;
  if (refunds.some((r) => r.status === "created")) return REFUND_MESSAGES.inProgress;
  if (!payment.paymentId && !payment.refundFromPaymentId) return REFUND_MESSAGES.notRefundable;
  if (payment.status === "refund_pending") return null;
  if (payment.status === "captured" && applicationStatus === "cancelled") return null;
  return REFUND_MESSAGES.notRefundable;
}

type RefundRow = { id: string; amountPaise: number; reason: string; paymentRowId: string };

/** Asks the gateway for the refund of this row; the same row always sends the same request. */
async function sendToGateway(refund: RefundRow): Promise<GatewayRefund> {
  const payment = await db.payment.findUniqueOrThrow({
    where: { id: refund.paymentRowId },
    select: {
      mode: true,
      paymentId: true,
      refundFromPaymentId: true,
      application: { select: { applicationNumber: true } },
    },
  });
  // An overpayment after a correction has no gateway payment of its own: part of the fee is refunded.
  return gateway(payment.mode).refund({
    paymentId: (payment.paymentId ?? payment.refundFromPaymentId)!,
    amountPaise: refund.amountPaise,
    idempotencyKey: refund.id,
    receipt: refund.id,
    // Never staff's reason: it is free text that may name the person, erasure rewrites it, and a
    // resend under the same idempotency key must be the same request (Razorpay refuses another body
    // with a 400, which would read as a refusal while the first refund exists).
    notes: { refundRowId: refund.id, applicationNumber: payment.application.applicationNumber },
  });
}

/** A 4xx other than 409 (a request with this key still running) or 429 is the gateway saying no. */
const isRefusal = (error: GatewayError) =>
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 409 &&
  error.status !== 429;

const STATUS_OF = { pending: "created", processed: "processed", failed: "failed" } as const;

/** Sends the refund and records the gateway's answer; a refusal fails the refund, silence leaves it created. */
/** What the gateway said about a refund, fed into the one refund state function. */
function applyGatewayAnswer(
  answer: GatewayRefund,
  refundRowId: string,
  source: "console" | "reconcile",
  event: (status: "created" | "processed" | "failed") => { eventId: string; type: string },
) {
  const status = STATUS_OF[answer.status] ?? "created";
  return applyRefundState({
    source,
    ...event(status),
    orderId: null,
    paymentId: answer.paymentId,
    payload: answer.raw as object,
    refundId: answer.id,
    refundRowId,
    status,
    failureReason: typeof answer.raw.error_description === "string" ? answer.raw.error_description : null,
  });
}

async function settle(refund: RefundRow, source: "console" | "reconcile"): Promise<RefundStateOutcome | "unconfirmed"> {
  try {
    const answer = await sendToGateway(refund);
    return await applyGatewayAnswer(answer, refund.id, source, (status) => ({
      eventId: `${source}:refund:${refund.id}:${status}`,
      type: `refund.${status}`,
    }));
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    if (!isRefusal(error)) {
      // Unknown whether Razorpay made it: reconcile asks again with the same idempotency key.
      log.warn("payments.refund_unconfirmed", { refundRowId: refund.id, error: error.message });
      return "unconfirmed";
    }
    return applyRefundState({
      source,
      eventId: `${source}:refund:${refund.id}:refused`,
      type: "refund.refused",
      orderId: null,
      paymentId: null,
      payload: { refundRowId: refund.id, error: error.message },
      refundId: null,
      refundRowId: refund.id,
      status: "failed",
      failureReason: error.description ?? error.message,
    });
  }
}

export async function requestRefund(paymentRowId: string, reason: string, staff: SessionUser, ip?: string) {
  const text = reason.trim();
  if (!text) throw new ApiError("bad_request", REFUND_MESSAGES.reasonRequired);
  const refund = await db.$transaction(async (tx) => {
    const payment = await lockPaymentById(tx, paymentRowId);
    if (!payment) throw new ApiError("not_found", REFUND_MESSAGES.notFound);
    // Under the application's lock, as a status decision is: a refund of the fee and the
    // application leaving "cancelled" cannot both pass (updateGovApplicationStatus).
    const { anonymisedAt } = await lockApplication(tx, payment.applicationId);
    // An erased application's refund (a payment that arrived after the erasure) keeps none of staff's
    // words: they often name the person, and the erasure that would remove them has already run.
    const kept = anonymisedAt ? ERASED : text;
    const application = await tx.govApplication.findUniqueOrThrow({
      where: { id: payment.applicationId },
      select: { status: true, applicationNumber: true },
    });
    const refunds = await tx.refund.findMany({ where: { paymentRowId }, select: { status: true } });
    const blocker = refundBlocker(payment, application.status, refunds);
    if (blocker) throw new ApiError("conflict", blocker);
    // Part of a captured fee may already be due back as a correction's overpayment (its own row):
    // only the rest of it is refunded here.
    const overpayments = payment.paymentId
      ? await tx.payment.findMany({
          where: { refundFromPaymentId: payment.paymentId },
          select: { amountPaise: true, status: true, refundFromPaymentId: true },
        })
      : [];
    const amountPaise = refundableAmount(payment, overpayments);
    if (amountPaise <= 0) throw new ApiError("conflict", REFUND_MESSAGES.notRefundable);
    const row = await tx.refund.create({
      data: { paymentRowId, amountPaise, reason: kept, requestedById: staff.id },
      select: { id: true, amountPaise: true, reason: true, paymentRowId: true },
    });
    await recordEvent(
      tx,
      {
        source: "console",
        eventId: `console:refund:${row.id}`,
        type: "refund.requested",
        orderId: payment.orderId,
        paymentId: payment.paymentId,
        payload: { refundRowId: row.id, amountPaise: row.amountPaise, reason: kept, requestedById: staff.id },
      },
      payment.id,
    );
    await audit(tx, staff, {
      action: "gov.payment.refund",
      entityType: "GovApplication",
      entityId: payment.applicationId,
      ip,
      data: {
        paymentRowId,
        refundRowId: row.id,
        paymentId: payment.paymentId,
        amountPaise: row.amountPaise,
        applicationNumber: application.applicationNumber,
        reason: kept,
      },
    });
    return row;
  }, TX_OPTIONS);

  const outcome = await settle(refund, "console");
  const stored = await db.refund.findUniqueOrThrow({
    where: { id: refund.id },
    select: { id: true, refundId: true, status: true, amountPaise: true, failureReason: true, processedAt: true },
  });
  log.info("payments.refund_requested", { refundRowId: refund.id, outcome, status: stored.status });
  const amount = formatRupees(stored.amountPaise);
  const message =
    stored.status === "processed"
      ? `Refund of ${amount} processed.`
      : stored.status === "failed"
        ? `The refund of ${amount} failed: ${stored.failureReason}. You can try again.`
        : `Refund of ${amount} requested. The bank usually settles it within 5-7 working days.`;
  return {
    success: true as const,
    message,
    refund: { ...stored, processedAt: stored.processedAt?.toISOString() ?? null },
  };
}

export type RefreshSummary = { checked: number; updated: number; errors: number; deferred: number };

/**
 * Reconcile's part for refunds: every refund still `created` after `olderThanMinutes` is asked about
 * again (by its gateway id, or, when the first request went unanswered, by sending the very same
 * request with the same idempotency key), and the answer goes through applyRefundState.
 */
type StaleRefund = RefundRow & { refundId: string | null; payment: { mode: PaymentMode } };

/** One stale refund asked about again; null when the gateway has no answer yet. */
async function refreshRefund(refund: StaleRefund): Promise<RefundStateOutcome | "unconfirmed" | null> {
  if (!refund.refundId) return settle(refund, "reconcile");
  const answer = await gateway(refund.payment.mode).fetchRefund(refund.refundId);
  if (!answer) return null;
  return applyGatewayAnswer(answer, refund.id, "reconcile", (status) => ({
    eventId: `reconcile:refund:${answer.id}:${status}`,
    type: `reconcile.refund.${status}`,
  }));
}

export async function refreshStaleRefunds(olderThanMinutes = 10, now = new Date(), limit = 200, deadline = Infinity) {
  const stale = await db.refund.findMany({
    where: { status: "created", createdAt: { lte: new Date(now.getTime() - olderThanMinutes * 60_000) } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: {
      id: true,
      refundId: true,
      amountPaise: true,
      reason: true,
      paymentRowId: true,
      payment: { select: { mode: true } },
    },
  });
  const summary: RefreshSummary = { checked: 0, updated: 0, errors: 0, deferred: 0 };
  for (const refund of stale) {
    // Out of time (the reconcile run's budget): the rest are asked about on the next run.
    if (Date.now() >= deadline) {
      summary.deferred = stale.length - summary.checked;
      break;
    }
    summary.checked++;
    let outcome: RefundStateOutcome | "unconfirmed" | null;
    try {
      outcome = await refreshRefund(refund);
    } catch (error) {
      // One refund that cannot be refreshed (the gateway down, a row that fails to write) is logged
      // and counted, and the run goes on to the others.
      if (error instanceof GatewayError) {
        log.warn("payments.refund_refresh_failed", { refundId: refund.refundId, error: error.message });
      } else {
        log.error("payments.refund_refresh_error", { refundRowId: refund.id, error: String(error) });
      }
      outcome = "unconfirmed";
    }
    if (outcome === "processed" || outcome === "failed") summary.updated++;
    if (outcome === "unconfirmed") summary.errors++;
  }
  return summary;
}
