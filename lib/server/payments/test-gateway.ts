import "server-only";

import { db } from "@/lib/server/db/client";
import { ApiError } from "@/lib/server/http/api";
import { checkoutSecret } from "@/lib/server/payments/config";
import { gatewayId } from "@/lib/server/payments/ids";
import { markFailed } from "@/lib/server/payments/mark-paid";
import { checkoutSignature } from "@/lib/server/payments/signature";
import {
  toGatewayPayment,
  toGatewayRefund,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from "@/lib/server/payments/types";

// Test mode (no Razorpay keys): orders get local ids, and the built-in test checkout "pays" by
// asking simulateCheckout, which signs like Razorpay does, with the local test secret. The
// browser then calls the same /api/payments/verify as in live mode. The test gateway's own
// record of payments is kept as PaymentEvent rows of type TEST_PAYMENT, so reconcile can find a
// test payment whose browser never came back.
export const TEST_PAYMENT = "test_gateway.payment";
export const TEST_REFUND = "test_gateway.refund";

/**
 * Test mode moves no money: a refund is processed at once, unless its reason starts with this
 * marker, in which case the simulated bank rejects it (status failed, TEST_REFUND_FAILURE), so
 * staff and tests can see a failed refund and try again.
 */
export const TEST_REFUND_FAIL_MARKER = "[test: fail]";
export const TEST_REFUND_FAILURE = "Test mode: the bank rejected this refund";

async function recordedPayments(where: { orderId?: string; paymentRef?: string }): Promise<GatewayPayment[]> {
  const rows = await db.paymentEvent.findMany({
    where: { ...where, type: TEST_PAYMENT },
    orderBy: { receivedAt: "asc" },
    select: { payload: true },
  });
  return rows.map((r) => toGatewayPayment(r.payload as Record<string, unknown>));
}

export const testGateway: PaymentGateway = {
  mode: "test",
  async createOrder({ amountPaise, currency }) {
    return { id: gatewayId("order"), amount: amountPaise, currency };
  },
  orderPayments: (orderId) => recordedPayments({ orderId }),
  async fetchPayment(paymentId) {
    return (await recordedPayments({ paymentRef: paymentId }))[0] ?? null;
  },
  async capture(paymentId) {
    const payment = await testGateway.fetchPayment(paymentId);
    if (!payment) throw new ApiError("not_found", "Unknown test payment.");
    return payment;
  },
  async refund({ paymentId, amountPaise, idempotencyKey, receipt, notes }) {
    // The simulated bank reads staff's reason from our Refund row (the receipt): no gateway is sent it.
    const requested = await db.refund.findUnique({ where: { id: receipt }, select: { reason: true } });
    const fails = (requested?.reason ?? "").startsWith(TEST_REFUND_FAIL_MARKER);
    const entity = {
      id: gatewayId("rfnd"),
      entity: "refund",
      amount: amountPaise,
      currency: "INR",
      payment_id: paymentId,
      receipt,
      notes,
      status: fails ? "failed" : "processed",
      error_description: fails ? TEST_REFUND_FAILURE : null,
      created_at: Math.floor(Date.now() / 1000),
    };
    // Like Razorpay's idempotency key: a retry answers with the refund made the first time.
    const eventId = `test-gateway:refund:${idempotencyKey}`;
    await db.paymentEvent.createMany({
      data: [{ eventId, source: "console", type: TEST_REFUND, paymentRef: paymentId, payload: entity }],
      skipDuplicates: true,
    });
    const row = await db.paymentEvent.findUniqueOrThrow({ where: { eventId }, select: { payload: true } });
    return toGatewayRefund(row.payload as Record<string, unknown>);
  },
  async fetchRefund(refundId): Promise<GatewayRefund | null> {
    const row = await db.paymentEvent.findFirst({
      where: { type: TEST_REFUND, payload: { path: ["id"], equals: refundId } },
      select: { payload: true },
    });
    return row ? toGatewayRefund(row.payload as Record<string, unknown>) : null;
  },
};

export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type CheckoutFailure = {
  error: { code: string; description: string; reason: string; metadata: { order_id: string; payment_id: string } };
};

export const TEST_FAILURE_DESCRIPTION = "Your bank declined this test payment";

/** What Razorpay Checkout would hand the browser after the applicant pays (or fails to). */
export async function simulateCheckout(
  orderId: string,
  outcome: "pay" | "fail",
): Promise<CheckoutSuccess | CheckoutFailure> {
  const order = await db.payment.findUnique({
    where: { orderId },
    select: { mode: true, amountPaise: true, currency: true },
  });
  if (!order || order.mode !== "test") throw new ApiError("not_found", "Unknown test-mode order.");
  // As Razorpay does: an order takes one successful payment, never a second.
  if (outcome === "pay") {
    const paid = await db.paymentEvent.findFirst({
      where: { type: TEST_PAYMENT, orderId, payload: { path: ["status"], equals: "captured" } },
      select: { id: true },
    });
    if (paid) throw new ApiError("conflict", "This order has already been paid.");
  }
  const paymentId = gatewayId("pay");
  const entity = {
    id: paymentId,
    entity: "payment",
    order_id: orderId,
    amount: order.amountPaise,
    currency: order.currency,
    status: outcome === "pay" ? "captured" : "failed",
    method: "test",
    created_at: Math.floor(Date.now() / 1000),
    error_description: outcome === "pay" ? null : TEST_FAILURE_DESCRIPTION,
  };
  await db.paymentEvent.create({
    data: {
      eventId: `test-gateway:${paymentId}`,
      source: "checkout",
      type: TEST_PAYMENT,
      orderId,
      paymentRef: paymentId,
      payload: entity,
    },
  });
  if (outcome === "pay") {
    const signature = checkoutSignature(checkoutSecret("test"), orderId, paymentId);
    return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
  }
  // Razorpay would deliver payment.failed by webhook; test mode records it directly.
  await markFailed({
    source: "webhook",
    eventId: `test-gateway:${paymentId}:failed`,
    type: "payment.failed",
    orderId,
    paymentId,
    reason: TEST_FAILURE_DESCRIPTION,
    payload: entity,
  });
  return {
    error: {
      code: "BAD_REQUEST_ERROR",
      description: TEST_FAILURE_DESCRIPTION,
      reason: "payment_failed",
      metadata: { order_id: orderId, payment_id: paymentId },
    },
  };
}
