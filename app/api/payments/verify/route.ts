// POST /api/payments/verify - Checkout's success (order id, payment id, signature) checked against our order, then marked paid
import { json, limitByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { verifyCheckout } from "@/lib/server/payments/verify";
import { verifyPaymentSchema } from "@/lib/validation/gov-applications";

export const POST = withPublic(async ({ req, ip }) => {
  await limitByIp("payments-verify", ip, 60, 600);
  const input = verifyPaymentSchema.parse(await readJson(req));
  return json(await verifyCheckout(input), { headers: { "Cache-Control": "no-store" } });
});
