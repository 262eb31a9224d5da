import "server-only";

import { randomInt } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Razorpay-shaped ids ("order_…", "pay_…") for test mode. */
export function gatewayId(prefix: "order" | "pay"): string {
  let body = "";
  for (let i = 0; i < 14; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_test${body}`;
}
