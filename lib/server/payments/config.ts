import "server-only";

import { createHmac } from "node:crypto";

import { env } from "@/lib/env";
import type { PaymentMode } from "@/lib/generated/prisma/enums";
import { authSecret } from "@/lib/server/platform/secrets";

// Live mode when RAZORPAY_KEY_ID/SECRET are set; otherwise test mode: the built-in test checkout,
// orders and signatures made here with a local secret, and the very same verification code.

export function paymentMode(): PaymentMode {
  return env().RAZORPAY_KEY_ID ? "live" : "test";
}

/** Derived from AUTH_SECRET (or the generated one), so it survives restarts and is shared by instances. */
export function testModeSecret(): string {
  return createHmac("sha256", authSecret()).update("razorpay-test-mode-key-secret").digest("hex");
}

/** The secret Checkout signatures of an order in `mode` are made with. */
export function checkoutSecret(mode: PaymentMode): string {
  if (mode === "test") return testModeSecret();
  const secret = env().RAZORPAY_KEY_SECRET;
  if (!secret) throw new Error("RAZORPAY_KEY_SECRET is not set");
  return secret;
}

/** What the browser needs to open Checkout: the public key id in live mode, nothing secret. */
export function checkoutConfig(): { mode: PaymentMode; keyId: string | null } {
  return { mode: paymentMode(), keyId: env().RAZORPAY_KEY_ID ?? null };
}
