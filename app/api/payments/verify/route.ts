// POST /api/payments/verify - Checkout's success (order id, payment id, signature) checked against our order, then marked paid
import { enforceLimit, json, limitRefusalsByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { VERIFY_LIMITS, VERIFY_PER_ORDER, verifyCheckout } from "@/lib/server/payments/verify";
import { verifyPaymentSchema } from "@/lib/validation/gov-applications";

// Refused answers are what is limited per address (VERIFY_LIMITS), counted once found refused: a
// genuine one is not held back by them (only by the 1,000 a window of all answers).
export const POST = withPublic(async ({ req, ip }) => {
  const { refused } = await limitRefusalsByIp("payments-verify", ip, VERIFY_LIMITS);
  const input = verifyPaymentSchema.parse(await readJson(req));
  const answer = await verifyCheckout(input, {
    refused,
    genuine: (orderId) => enforceLimit(`payments-verify:order:${orderId}`, VERIFY_PER_ORDER, 600),
  });
  return json(answer, { headers: { "Cache-Control": "no-store" } });
});
