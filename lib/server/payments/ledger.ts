import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { PaymentEventSource, PaymentMode, PaymentRecordStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import type { Tx } from "@/lib/server/db/prisma";
import { redactPaymentPayload } from "@/lib/server/payments/redact";

// Building blocks of markPaid/markFailed: the event log (deduplicated by event id) and row locks
// taken in one fixed order (the order's Payment row, then its application) so that concurrent
// deliveries of the same payment serialize instead of racing or deadlocking.

/** A payment row that took the applicant's money: captured, and perhaps refunded (or being refunded) since. */
export const MONEY_TAKEN: PaymentRecordStatus[] = ["captured", "refund_pending", "refunded"];

/** Long enough to queue behind other payment transactions under load (PGlite runs them one by one). */
export const TX_OPTIONS = { maxWait: 20_000, timeout: 30_000 } as const;

export type EventInput = {
  source: PaymentEventSource;
  eventId: string;
  type: string;
  orderId: string | null;
  paymentId: string | null;
  payload: Prisma.InputJsonValue;
};

/**
 * Inserts the event; false when an event with this id was already recorded (a replay). An event
 * about an application already anonymised (erased on request or by the retention purge while its
 * gateway still reports on it) is kept for the ledger, but only as much of it as the anonymisation
 * leaves of the events it found: no e-mail, phone, VPA, card or bank details.
 */
export async function recordEvent(tx: Tx, event: EventInput, dbPaymentId?: string): Promise<boolean> {
  const payload = (await aboutAnonymisedApplication(tx, event, dbPaymentId))
    ? (redactPaymentPayload(event.payload as Prisma.JsonValue) as Prisma.InputJsonValue)
    : event.payload;
  const { count } = await tx.paymentEvent.createMany({
    data: [
      {
        eventId: event.eventId,
        source: event.source,
        type: event.type,
        orderId: event.orderId,
        paymentRef: event.paymentId,
        payload,
        dbPaymentId,
      },
    ],
    skipDuplicates: true,
  });
  return count === 1;
}

/**
 * For an event recorded before its application's lock was taken: when the application turns out to
 * be anonymised (an erasure committed in between, whose redaction could not see this uncommitted
 * event), the event keeps no more of the payload than the erasure left of the others.
 */
export async function redactEventOfAnonymised(
  tx: Tx,
  event: EventInput,
  application: { anonymisedAt: Date | null },
): Promise<void> {
  if (!application.anonymisedAt) return;
  await tx.paymentEvent.update({
    where: { eventId: event.eventId },
    data: { payload: redactPaymentPayload(event.payload as Prisma.JsonValue) as Prisma.InputJsonValue },
  });
}

/** Whether the event's payment row (by id, order or gateway payment id) belongs to an anonymised application. */
async function aboutAnonymisedApplication(tx: Tx, event: EventInput, dbPaymentId?: string): Promise<boolean> {
  const ways: Prisma.PaymentWhereInput[] = [];
  if (dbPaymentId) ways.push({ id: dbPaymentId });
  if (event.orderId) ways.push({ orderId: event.orderId });
  if (event.paymentId) ways.push({ paymentId: event.paymentId });
  if (!ways.length) return false;
  const found = await tx.payment.findFirst({
    where: { OR: ways, application: { anonymisedAt: { not: null } } },
    select: { id: true },
  });
  return found !== null;
}

export type LockedPayment = {
  id: string;
  applicationId: string;
  mode: PaymentMode;
  status: PaymentRecordStatus;
  paymentId: string | null;
  amountPaise: number;
  currency: string;
  refundFromPaymentId: string | null;
};

export async function lockPaymentByOrder(tx: Tx, orderId: string): Promise<LockedPayment | null> {
  const rows = await tx.$queryRaw<LockedPayment[]>`
    SELECT "id", "applicationId", "mode"::text AS "mode", "status"::text AS "status", "paymentId",
           "amountPaise", "currency", "refundFromPaymentId"
    FROM "Payment" WHERE "orderId" = ${orderId} FOR UPDATE`;
  return rows[0] ? { ...rows[0], amountPaise: Number(rows[0].amountPaise) } : null;
}

/** The same lock by the Payment row's own id (refunds name the row, not the order). */
export async function lockPaymentById(tx: Tx, id: string): Promise<(LockedPayment & { orderId: string }) | null> {
  const rows = await tx.$queryRaw<(LockedPayment & { orderId: string })[]>`
    SELECT "id", "applicationId", "orderId", "mode"::text AS "mode", "status"::text AS "status", "paymentId",
           "amountPaise", "currency", "refundFromPaymentId"
    FROM "Payment" WHERE "id" = ${id} FOR UPDATE`;
  return rows[0] ? { ...rows[0], amountPaise: Number(rows[0].amountPaise) } : null;
}

export type LockedApplication = {
  id: string;
  jobId: string;
  status: string;
  paymentStatus: PaymentStatus;
  feePaise: number;
  feeDuePaise: number;
  paidAt: Date | null;
  /** Set once the application's personal data was erased: no fee is taken for it any more. */
  anonymisedAt: Date | null;
};

export async function lockApplication(tx: Tx, applicationId: string): Promise<LockedApplication> {
  const rows = await tx.$queryRaw<LockedApplication[]>`
    SELECT "id", "jobId", "status"::text AS "status", "paymentStatus"::text AS "paymentStatus", "feePaise",
           "feeDuePaise", "paidAt", "anonymisedAt"
    FROM "GovApplication" WHERE "id" = ${applicationId} FOR UPDATE`;
  if (!rows[0]) throw new Error(`Payment refers to a missing application ${applicationId}`);
  return rows[0];
}

/** Withdrawn by the applicant, cancelled or rejected by staff: no fee is taken for it any more. */
export const CLOSED_STATUSES: ReadonlySet<string> = new Set(["withdrawn", "cancelled", "rejected"]);

/**
 * Why an order may no longer be paid, or null while it still pays the application's fee: the
 * application is closed (withdrawn, cancelled or rejected, or its data erased), paid already,
 * exempt from the fee (₹0), or its fee rose after the order was made (the applicant submitted again
 * with other answers): "stale", the order falls short of the fee.
 * A payment that is not due is never captured, and never counted. A complete application whose fee
 * a correction raised owes the difference (feeDuePaise): an order of exactly that amount is due.
 * An order for more than the fee (lowered since it was made: by the GovAdmin's edit of the job, or
 * the form submitted again with other answers) still pays it: the payment is counted and what it
 * paid over the fee is due back (markPaid), so an applicant who paid in good faith is not left
 * with an unpaid application, perhaps past the last date.
 */
export function orderNotDue(
  application: {
    status: string;
    paymentStatus: PaymentStatus;
    feePaise: number;
    feeDuePaise: number;
    anonymisedAt?: Date | null;
  },
  order: { amountPaise: number },
): "closed" | "paid" | "exempt" | "stale" | null {
  if (CLOSED_STATUSES.has(application.status) || application.anonymisedAt) return "closed";
  if (isDifferenceOrder(application, order)) return null;
  if (application.paymentStatus === "completed") return "paid";
  if (application.paymentStatus === "exempt") return "exempt";
  return order.amountPaise >= application.feePaise ? null : "stale";
}

/** What an order for an unpaid application pays over its fee (lowered since the order was made). */
export function overpaidBy(application: { feePaise: number }, order: { amountPaise: number }): number {
  return Math.max(order.amountPaise - application.feePaise, 0);
}

/** The order pays the difference a correction left unpaid on a complete (paid or exempt) application. */
export function isDifferenceOrder(
  application: { paymentStatus: PaymentStatus; feeDuePaise: number },
  order: { amountPaise: number },
): boolean {
  const complete = application.paymentStatus === "completed" || application.paymentStatus === "exempt";
  return complete && application.feeDuePaise > 0 && order.amountPaise === application.feeDuePaise;
}

export type PaymentState = {
  applicationId: string | null;
  applicationNumber: string | null;
  applicationPaid: boolean;
  payment: { status: PaymentRecordStatus; paymentId: string | null; flaggedReason: string | null } | null;
};

/** Where things stand for this gateway payment (or, if it was never recorded, its order). */
export async function paymentState(tx: Tx, orderId: string, paymentId: string | null): Promise<PaymentState> {
  const select = {
    status: true,
    paymentId: true,
    flaggedReason: true,
    application: { select: { id: true, applicationNumber: true, paymentStatus: true } },
  } as const;
  const row =
    (paymentId ? await tx.payment.findUnique({ where: { paymentId }, select }) : null) ??
    (await tx.payment.findUnique({ where: { orderId }, select }));
  if (!row) return { applicationId: null, applicationNumber: null, applicationPaid: false, payment: null };
  return {
    applicationId: row.application.id,
    applicationNumber: row.application.applicationNumber,
    applicationPaid: row.application.paymentStatus === "completed",
    payment: { status: row.status, paymentId: row.paymentId, flaggedReason: row.flaggedReason },
  };
}
