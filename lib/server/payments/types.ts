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
}

/** A gateway call failed (network, timeout, 5xx, bad answer); the caller decides what the user sees. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
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
    raw: entity,
  };
}
