import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

// What a Razorpay payload keeps: ids, amounts, currency, status, method, timestamps, error codes and
// our own notes (application number, job id). Everything else (email, contact, VPA, card, bank
// account, customer and address details, free-text description) is dropped. An allow-list, so
// that a field Razorpay adds later is dropped too.
const KEPT_KEYS = new Set([
  "entity",
  "event",
  "account_id",
  "contains",
  "payload",
  "payment",
  "order",
  "refund",
  "id",
  "order_id",
  "payment_id",
  "invoice_id",
  "batch_id",
  "receipt",
  "amount",
  "amount_paid",
  "amount_due",
  "amount_refunded",
  "amount_transferred",
  "fee",
  "tax",
  "currency",
  "status",
  "method",
  "captured",
  "international",
  "refund_status",
  "attempts",
  "speed_processed",
  "speed_requested",
  "created_at",
  "error_code",
  "error_description",
  "error_reason",
  "error_source",
  "error_step",
  "acquirer_data",
  "rrn",
  "upi_transaction_id",
  "bank_transaction_id",
  "auth_code",
  "arn",
  "razorpay_order_id",
  "razorpay_payment_id",
  "notes",
  "applicationNumber",
  "jobId",
]);

/** A payment payload without personal fields (idempotent: redacting twice changes nothing). */
export function redactPaymentPayload(value: Prisma.JsonValue): Prisma.JsonValue {
  if (Array.isArray(value)) return value.map(redactPaymentPayload);
  if (value === null || typeof value !== "object") return value;
  const kept: Record<string, Prisma.JsonValue> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (KEPT_KEYS.has(key) && inner !== undefined) kept[key] = redactPaymentPayload(inner);
  }
  return kept;
}
