import "server-only";

import { env } from "@/lib/env";
import {
  GatewayError,
  toGatewayPayment,
  toGatewayRefund,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from "@/lib/server/payments/types";

// Razorpay's REST API over fetch with Basic auth (key id : key secret). Only the calls we need
// (orders, payments, capture, refunds); RAZORPAY_API_BASE lets tests point it at a local fake.
const TIMEOUT_MS = 10_000;

async function call<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_API_BASE } = env();
  if (!RAZORPAY_KEY_ID || !RAZORPAY_KEY_SECRET) throw new GatewayError("Razorpay keys are not configured");
  const auth = Buffer.from(`${RAZORPAY_KEY_ID}:${RAZORPAY_KEY_SECRET}`).toString("base64");
  let res: Response;
  try {
    res = await fetch(new URL(path, RAZORPAY_API_BASE), {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: "no-store",
    });
  } catch (error) {
    throw new GatewayError(`Razorpay unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    // The answer was cut off (the timeout, a dropped connection): what Razorpay did is unknown.
    throw new GatewayError(`Razorpay's answer was cut off: ${error instanceof Error ? error.message : String(error)}`);
  }
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    throw new GatewayError(`Razorpay answered ${res.status} with a non-JSON body`, res.status);
  }
  if (!res.ok) {
    const description = (data as { error?: { description?: string } }).error?.description;
    throw new GatewayError(
      `Razorpay ${method} ${path} failed (${res.status}): ${description ?? "no description"}`,
      res.status,
      description,
    );
  }
  return data as T;
}

export function razorpayGateway(): PaymentGateway {
  return {
    mode: "live",
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await call<{ id?: string; amount?: number; currency?: string }>("POST", "/v1/orders", {
        amount: amountPaise,
        currency,
        receipt: receipt.slice(0, 40),
        notes,
        // Its payments wait, authorised, for us to capture them (captureIfDue): the account's default
        // captures every payment at once, and a second payment for an application just paid, or one
        // for a withdrawn application, was taken from the applicant and left for staff to refund.
        payment: { capture: "manual" },
      });
      if (typeof order.id !== "string" || !/^[A-Za-z0-9_]+$/.test(order.id)) {
        throw new GatewayError("Razorpay returned an order without a valid id");
      }
      return { id: order.id, amount: Number(order.amount), currency: String(order.currency) };
    },
    async orderPayments(orderId) {
      const list = await call<{ items?: Record<string, unknown>[] }>(
        "GET",
        `/v1/orders/${encodeURIComponent(orderId)}/payments`,
      );
      return (list.items ?? []).map(toGatewayPayment);
    },
    async fetchPayment(paymentId): Promise<GatewayPayment | null> {
      try {
        return toGatewayPayment(await call("GET", `/v1/payments/${encodeURIComponent(paymentId)}`));
      } catch (error) {
        if (error instanceof GatewayError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    async capture(paymentId, amountPaise, currency) {
      return toGatewayPayment(
        await call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount: amountPaise, currency }),
      );
    },
    async refund({ paymentId, amountPaise, idempotencyKey, receipt, notes }) {
      // The same key and body on a retry answer with the refund already made, never a second one.
      const refund = toGatewayRefund(
        await call(
          "POST",
          `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
          { amount: amountPaise, speed: "normal", receipt: receipt.slice(0, 40), notes },
          { "x-refund-idempotency": idempotencyKey },
        ),
      );
      if (!/^rfnd_[A-Za-z0-9]+$/.test(refund.id))
        throw new GatewayError("Razorpay returned a refund without a valid id");
      return refund;
    },
    async fetchRefund(refundId): Promise<GatewayRefund | null> {
      try {
        return toGatewayRefund(await call("GET", `/v1/refunds/${encodeURIComponent(refundId)}`));
      } catch (error) {
        if (error instanceof GatewayError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  };
}
