import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

// Razorpay's two signatures: Checkout's (HMAC-SHA256 of "order_id|payment_id" with the key secret)
// and the webhook's (HMAC-SHA256 of the raw request body with the webhook secret), both hex.
// Compared in constant time.

export function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

export function safeEqualHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given) || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given.toLowerCase(), "hex"));
}

export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}

export function isValidCheckoutSignature(secret: string, orderId: string, paymentId: string, signature: string) {
  return safeEqualHex(checkoutSignature(secret, orderId, paymentId), signature);
}

export function isValidWebhookSignature(secret: string, rawBody: string, signature: string | null): boolean {
  if (!signature) return false;
  return safeEqualHex(hmacHex(secret, rawBody), signature.trim());
}
