import "server-only";

import { declineText } from "@/lib/payments/decline";
import { ApiError } from "@/lib/server/http/api";
import { db } from "@/lib/server/db/client";
import { receiptPath } from "@/lib/server/gov/tokens";
import { log } from "@/lib/server/platform/log";
import { captureIfDue } from "@/lib/server/payments/capture";
import { checkoutSecret, paymentMode } from "@/lib/server/payments/config";
import { gateway } from "@/lib/server/payments/gateway";
import { orderNotDue } from "@/lib/server/payments/ledger";
import { markFailed, markPaid, type MarkPaidResult } from "@/lib/server/payments/mark-paid";
import { isValidCheckoutSignature } from "@/lib/server/payments/signature";
import { GatewayError, type GatewayPayment } from "@/lib/server/payments/types";

// Step 3: the browser reports Checkout's success. The signature is checked against the order we
// stored (HMAC with the key secret of that order's mode); in live mode the payment is also read
// back from Razorpay (and captured if only authorized) before markPaid counts it.

/**
 * Per address, the refused answers (a signature that is not Razorpay's, an order that is not ours)
 * are what is limited, counted once found refused: a genuine one is not held back by them. On a
 * deadline day many applicants pay from one address (a cyber café, a mobile network's shared one),
 * and a paid applicant whose confirmation met a spent limit was told the submission had failed.
 * `all` still bounds one address, and one order is confirmed at most VERIFY_PER_ORDER times a window
 * (each asks Razorpay).
 */
export const VERIFY_LIMITS = {
  misses: { attempts: 60, windowSeconds: 600 },
  all: { attempts: 1_000, windowSeconds: 600 },
};
export const VERIFY_PER_ORDER = 30;

export type VerifyInput = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

const unconfirmed = (paymentId: string) =>
  new ApiError(
    "unavailable",
    `We could not confirm your payment with the payment gateway yet. Please do not pay again: it will be confirmed automatically within a few minutes. Your payment ID: ${paymentId}`,
  );

const NOT_COLLECTED = {
  closed: (paymentId: string) =>
    `This application was withdrawn, cancelled or rejected: no fee can be paid for it. This payment (${paymentId}) was not collected; your bank will release the amount.`,
  paid: (paymentId: string) =>
    `This application has already been paid. This second payment (${paymentId}) was not collected; your bank will release the amount.`,
  exempt: (paymentId: string) =>
    `No fee is due for this application: it was submitted without payment. This payment (${paymentId}) was not collected; your bank will release the amount.`,
  amount: (paymentId: string) =>
    `This payment (${paymentId}) was not for the amount of this application's fee. It was not collected; your bank will release the amount. Please pay the fee again.`,
  stale: (paymentId: string) =>
    `This application's fee changed after this payment was started (it was submitted again with other answers). This payment (${paymentId}) was not collected; your bank will release the amount. Please pay the new fee.`,
};

async function confirmLive(paymentId: string, orderId: string): Promise<GatewayPayment> {
  const gw = gateway("live");
  let payment: GatewayPayment | null;
  try {
    payment = await gw.fetchPayment(paymentId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn("payments.verify_fetch_failed", { orderId, paymentId, error: error.message });
    throw unconfirmed(paymentId);
  }
  if (!payment || payment.orderId !== orderId) {
    throw new ApiError("bad_request", "Payment verification failed. The payment could not be confirmed.");
  }
  if (payment.status === "failed") {
    const reason = payment.errorDescription ?? "The payment was declined";
    await markFailed({
      source: "checkout",
      eventId: `checkout:${paymentId}:failed`,
      type: "payment.failed",
      orderId,
      paymentId,
      reason,
      payload: payment.raw as object,
    });
    const shown = declineText(payment.errorReason, payment.errorDescription, "The payment was declined");
    throw new ApiError("bad_request", `Payment failed: ${shown}. Please try again.`);
  }
  if (payment.status === "authorized") {
    let captured;
    try {
      captured = await captureIfDue("live", orderId, payment);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.warn("payments.capture_failed", { orderId, paymentId, error: error.message });
      throw unconfirmed(paymentId);
    }
    // Not captured: the bank releases an uncaptured authorisation by itself.
    if (captured.notDue) throw new ApiError("conflict", NOT_COLLECTED[captured.notDue](paymentId));
    payment = captured.payment;
  }
  if (payment.status !== "captured") throw unconfirmed(paymentId);
  return payment;
}

/**
 * `genuine`: called once the signature is found to be Razorpay's for our order, before anything else
 * is done; `refused`: once it is found not to be (or the order not ours), before the refusal.
 */
export async function verifyCheckout(
  input: VerifyInput,
  on: { genuine?: (orderId: string) => Promise<void>; refused?: () => Promise<void> } = {},
) {
  const { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature } = input;
  const order = await db.payment.findUnique({
    where: { orderId },
    select: { mode: true, amountPaise: true, currency: true },
  });
  // An order of the built-in test checkout moved no money: once the site takes real payments (live
  // keys), a test signature handed out before counts for nothing.
  const testOnLive = order?.mode === "test" && paymentMode() === "live";
  if (!order || testOnLive || !isValidCheckoutSignature(checkoutSecret(order.mode), orderId, paymentId, signature)) {
    const reason = !order ? "unknown_order" : testOnLive ? "test_order_on_live_site" : "bad_signature";
    log.warn("payments.verify_refused", { orderId, reason });
    await on.refused?.();
    throw new ApiError("bad_request", "Payment verification failed. The payment could not be confirmed.");
  }
  await on.genuine?.(orderId);
  const confirmed = order.mode === "live" ? await confirmLive(paymentId, orderId) : null;
  const result = await markPaid({
    source: "checkout",
    eventId: `checkout:${paymentId}`,
    type: "checkout.success",
    orderId,
    paymentId,
    amountPaise: confirmed?.amount ?? order.amountPaise,
    currency: confirmed?.currency ?? order.currency,
    paidAt: confirmed?.createdAt ?? new Date(),
    payload: { razorpay_order_id: orderId, razorpay_payment_id: paymentId },
  });
  return verifyAnswer(result, orderId, paymentId);
}

/**
 * Whether this payment, recorded and never counted, was refused for its amount. Read from what is
 * stored, not from this call's outcome alone: when the webhook (or an earlier verification) recorded
 * it first, this call only finds it recorded. Refused for its amount, as markPaid decides: it was
 * recorded apart from its order with another amount (or currency) than the order's, or it is the
 * order's own payment and the order is for a fee the application no longer has ("stale"). Otherwise
 * the application was closed, needed no fee or was erased when the payment arrived.
 */
async function refusedForAmount(orderId: string, paymentId: string): Promise<boolean> {
  const [order, recorded] = await Promise.all([
    db.payment.findUnique({
      where: { orderId },
      select: {
        amountPaise: true,
        currency: true,
        application: {
          select: { status: true, paymentStatus: true, feePaise: true, feeDuePaise: true, anonymisedAt: true },
        },
      },
    }),
    db.payment.findUnique({ where: { paymentId }, select: { orderId: true, amountPaise: true, currency: true } }),
  ]);
  if (!order || !recorded) return false;
  if (recorded.orderId !== orderId) {
    return recorded.amountPaise !== order.amountPaise || recorded.currency !== order.currency;
  }
  return orderNotDue(order.application, order) === "stale";
}

/** The browser's answer, from where things stand now (so a repeated verification answers the same). */
async function verifyAnswer(result: MarkPaidResult, orderId: string, paymentId: string) {
  const { payment, applicationNumber } = result;
  if (payment?.paymentId === paymentId && payment.status === "captured" && applicationNumber) {
    return {
      success: true as const,
      message: "Payment verified. Your application has been submitted.",
      applicationNumber,
      status: "pending" as const,
      paymentStatus: "completed" as const,
      paymentId,
      receiptUrl: receiptPath(applicationNumber),
    };
  }
  if (payment?.paymentId === paymentId && payment.status === "refund_pending" && !result.applicationPaid) {
    if (result.outcome === "flagged_amount" || (await refusedForAmount(orderId, paymentId))) {
      throw new ApiError(
        "conflict",
        `Your payment (${paymentId}) did not match the application fee and will be refunded. Please contact support with your payment ID: ${paymentId}`,
      );
    }
    // Withdrawn, closed, exempt or erased before the payment arrived: the amount was right.
    throw new ApiError(
      "conflict",
      `This application could no longer take a payment (it was withdrawn, closed or needs no fee). Your payment (${paymentId}) has been recorded and will be refunded. Please contact support with your payment ID: ${paymentId}`,
    );
  }
  if (payment?.paymentId === paymentId && payment.status === "refund_pending") {
    throw new ApiError(
      "conflict",
      `This application has already been paid. Your additional payment (${paymentId}) has been recorded and will be refunded.`,
    );
  }
  log.error("payments.verify_unexpected_state", { outcome: result.outcome, paymentId });
  throw new ApiError(
    "unavailable",
    `Application submission failed after payment. Please contact support with your payment ID: ${paymentId}`,
  );
}
