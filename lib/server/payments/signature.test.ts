import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { isValidCheckoutSignature, isValidWebhookSignature } from "@/lib/server/payments/signature";

describe("Razorpay signatures", () => {
  it("checks Checkout's HMAC of order_id|payment_id", () => {
    const sig = createHmac("sha256", "key-secret").update("order_A|pay_B").digest("hex");
    expect(isValidCheckoutSignature("key-secret", "order_A", "pay_B", sig)).toBe(true);
    expect(isValidCheckoutSignature("key-secret", "order_A", "pay_B", sig.toUpperCase())).toBe(true);
    expect(isValidCheckoutSignature("other", "order_A", "pay_B", sig)).toBe(false);
    expect(isValidCheckoutSignature("key-secret", "order_B", "pay_A", sig)).toBe(false);
    expect(isValidCheckoutSignature("key-secret", "order_A", "pay_B", sig.slice(2))).toBe(false);
    expect(isValidCheckoutSignature("key-secret", "order_A", "pay_B", "zz" + sig.slice(2))).toBe(false);
  });

  it("checks the webhook's HMAC over the exact raw body", () => {
    const body = '{"event":"payment.captured"}';
    const sig = createHmac("sha256", "hook").update(body).digest("hex");
    expect(isValidWebhookSignature("hook", body, sig)).toBe(true);
    expect(isValidWebhookSignature("hook", body + " ", sig)).toBe(false);
    expect(isValidWebhookSignature("hook", body, null)).toBe(false);
  });
});
