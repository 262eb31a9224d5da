import "server-only";

import { createHash } from "node:crypto";

import { z } from "zod";

import { env } from "@/lib/env";
import { ApiError } from "@/lib/server/http/api";
import { toWellFormedJson } from "@/lib/server/http/body";
import { db } from "@/lib/server/db/client";
import { captureIfDue } from "@/lib/server/payments/capture";
import { markFailed, markPaid } from "@/lib/server/payments/mark-paid";
import { lockApplication, recordEvent, redactEventOfAnonymised } from "@/lib/server/payments/ledger";
import { applyRefundState } from "@/lib/server/payments/refund-state";
import { isValidWebhookSignature } from "@/lib/server/payments/signature";
import { toGatewayPayment, toGatewayRefund, type GatewayPayment } from "@/lib/server/payments/types";

// Razorpay's server-to-server notifications. The signature covers the raw body (checked before
// parsing); the event id (x-razorpay-event-id) makes redeliveries harmless. order.paid and
// payment.captured go through markPaid, and so does payment.authorized once captured (only while
// its order is due, as /verify and reconcile do); payment.failed through markFailed, refund.created,
// refund.processed and refund.failed through applyRefundState; any other event is recorded and
// acknowledged. Errors answer 5xx so Razorpay retries.

export const MAX_WEBHOOK_BYTES = 256 * 1024;

const entity = z.object({ id: z.string().min(1) }).loose();
const eventSchema = z.object({
  event: z.string().min(1),
  payload: z
    .object({
      payment: z.object({ entity }).optional(),
      refund: z.object({ entity }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }).loose() }).optional(),
    })
    .loose()
    .default({}),
});

const REFUND_EVENTS: Record<string, "created" | "processed" | "failed" | undefined> = {
  "refund.created": "created",
  "refund.processed": "processed",
  "refund.failed": "failed",
};

export type WebhookOutcome = { event: string; outcome: string };

/**
 * payment.authorized: the payment captured now if its order is still due, so an applicant whose
 * browser closed after paying is counted at once rather than at the next reconciliation; null when
 * it stays uncaptured (its authorisation lapses). A capture the gateway fails answers 5xx: retried.
 */
async function captureAuthorized(payment: GatewayPayment, orderId: string): Promise<GatewayPayment | null> {
  const order = await db.payment.findUnique({ where: { orderId }, select: { mode: true } });
  if (!order) return null;
  const after = (await captureIfDue(order.mode, orderId, payment)).payment;
  return after.status === "captured" ? after : null;
}

export async function handleWebhook(rawBody: string, headers: Headers): Promise<WebhookOutcome> {
  const secret = env().RAZORPAY_WEBHOOK_SECRET;
  if (!secret) throw new ApiError("unavailable", "Payment webhooks are not configured on this server.");
  if (!isValidWebhookSignature(secret, rawBody, headers.get("x-razorpay-signature"))) {
    throw new ApiError("bad_request", "Invalid webhook signature.");
  }
  // A lone surrogate in a note cannot be stored: it becomes U+FFFD, and the payment still counts.
  const body = toWellFormedJson(JSON.parse(rawBody)) as object;
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) throw new ApiError("bad_request", "Unrecognised webhook payload.");
  const { event, payload } = parsed.data;
  const eventId =
    headers.get("x-razorpay-event-id")?.trim().slice(0, 100) ||
    `body:${createHash("sha256").update(rawBody).digest("hex")}`;
  const payment = payload.payment ? toGatewayPayment(payload.payment.entity) : null;
  const orderId = payment?.orderId ?? payload.order?.entity.id ?? null;

  const refundStatus = REFUND_EVENTS[event];
  if (refundStatus && payload.refund) {
    const refund = toGatewayRefund(payload.refund.entity);
    const outcome = await applyRefundState({
      source: "webhook",
      eventId,
      type: event,
      orderId,
      paymentId: refund.paymentId || (payment?.id ?? null),
      payload: body,
      refundId: refund.id,
      refundRowId: refund.notes.refundRowId ?? refund.receipt,
      status: refundStatus,
      failureReason:
        typeof refund.raw.error_description === "string"
          ? refund.raw.error_description
          : "Razorpay reported the refund as failed.",
    });
    return { event, outcome };
  }
  const captured =
    event === "payment.captured" || event === "order.paid"
      ? payment
      : event === "payment.authorized" && payment && orderId
        ? await captureAuthorized(payment, orderId)
        : null;
  if (captured && orderId) {
    const result = await markPaid({
      source: "webhook",
      eventId,
      type: event,
      orderId,
      paymentId: captured.id,
      amountPaise: captured.amount,
      currency: captured.currency,
      paidAt: captured.createdAt,
      payload: body,
    });
    return { event, outcome: result.outcome };
  }
  if (event === "payment.failed" && payment && orderId) {
    const outcome = await markFailed({
      source: "webhook",
      eventId,
      type: event,
      orderId,
      paymentId: payment.id,
      reason: payment.errorDescription ?? "Payment failed",
      payload: body,
    });
    return { event, outcome };
  }
  const fresh = await db.$transaction(async (tx) => {
    const other = {
      source: "webhook" as const,
      eventId,
      type: event,
      orderId,
      paymentId: payment?.id ?? null,
      payload: body,
    };
    const recorded = await recordEvent(tx, other);
    // Under its application's lock: an erasure committed meanwhile could not see this event.
    const ways = [orderId ? { orderId } : null, payment?.id ? { paymentId: payment.id } : null].filter(
      (w) => w !== null,
    );
    const owner = ways.length
      ? await tx.payment.findFirst({ where: { OR: ways }, select: { applicationId: true } })
      : null;
    if (recorded && owner) await redactEventOfAnonymised(tx, other, await lockApplication(tx, owner.applicationId));
    return recorded;
  });
  return { event, outcome: fresh ? "ignored" : "duplicate_event" };
}
