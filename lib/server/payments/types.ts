import "server-only";

import type { PaymentMode } from "@/lib/generated/prisma/enums";

// What the payment code needs from a gateway. Razorpay in live mode; in test mode a local
// stand-in that keeps its payments in PaymentEvent rows.

export type GatewayOrder = { id: string; amount: number; currency: string };

export type GatewayPaymentStatus = "created" | "authorized" | "captured" | "refunded" | "failed";

export type GatewayPayment = {
  id: string;
  orderId: string | null;
  amount: number;
  currency: string;
  status: GatewayPaymentStatus;
  createdAt: Date;
  errorDescription: string | null;
  /** Razorpay's machine-readable reason for a failed payment ("payment_cancelled"...). */
  errorReason: string | null;
  raw: Record<string, unknown>;
};

export interface PaymentGateway {
  readonly mode: PaymentMode;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  orderPayments(orderId: string): Promise<GatewayPayment[]>;
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  capture(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
  /**
   * Refunds (part of) a captured payment. `idempotencyKey` makes a retry with the same key and
   * body return the refund already made instead of a second one (Razorpay's X-Refund-Idempotency).
   */
  refund(input: RefundInput): Promise<GatewayRefund>;
  fetchRefund(refundId: string): Promise<GatewayRefund | null>;
}

export type RefundInput = {
  paymentId: string;
  amountPaise: number;
  idempotencyKey: string;
  receipt: string;
  notes: Record<string, string>;
};

/** Razorpay's refund statuses: pending until the bank settles it, then processed or failed. */
export type GatewayRefundStatus = "pending" | "processed" | "failed";

export type GatewayRefund = {
  id: string;
  paymentId: string;
  amount: number;
  status: GatewayRefundStatus;
  receipt: string | null;
  notes: Record<string, string>;
  raw: Record<string, unknown>;
};

/** A gateway call failed (network, timeout, 5xx, bad answer); the caller decides what the user sees. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** Razorpay's own words (error.description), when it answered with them. */
    readonly description?: string,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** Razorpay's payment entity (API answers, webhook payloads) in our shape. */
export function toGatewayPayment(entity: Record<string, unknown>): GatewayPayment {
  const createdAt = typeof entity.created_at === "number" ? new Date(entity.created_at * 1000) : new Date();
  return {
    id: String(entity.id ?? ""),
    orderId: typeof entity.order_id === "string" ? entity.order_id : null,
    amount: Number(entity.amount),
    currency: String(entity.currency ?? ""),
    status: String(entity.status ?? "") as GatewayPaymentStatus,
    createdAt,
    errorDescription: typeof entity.error_description === "string" ? entity.error_description : null,
    errorReason: typeof entity.error_reason === "string" ? entity.error_reason : null,
    raw: entity,
  };
}

/** Razorpay's refund entity (API answers, webhook payloads) in our shape. */
export function toGatewayRefund(entity: Record<string, unknown>): GatewayRefund {
  const notes = entity.notes && typeof entity.notes === "object" && !Array.isArray(entity.notes) ? entity.notes : {};
  return {
    id: String(entity.id ?? ""),
    paymentId: String(entity.payment_id ?? ""),
    amount: Number(entity.amount),
    status: String(entity.status ?? "") as GatewayRefundStatus,
    receipt: typeof entity.receipt === "string" ? entity.receipt : null,
    notes: Object.fromEntries(Object.entries(notes).map(([k, v]) => [k, String(v)])),
    raw: entity,
  };
}
