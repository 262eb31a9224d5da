import "server-only";

import { randomString } from "@/lib/server/platform/random";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay-shaped ids ("order_…", "pay_…", "rfnd_…") for test mode. */
export function gatewayId(prefix: "order" | "pay" | "rfnd"): string {
  return `${prefix}_test${randomString(14, ALPHABET)}`;
}
