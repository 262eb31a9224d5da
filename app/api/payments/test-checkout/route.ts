// POST /api/payments/test-checkout - test mode only: the built-in checkout's Pay / Fail, answered like Razorpay Checkout
import { z } from "zod";

import { ApiError, json, limitByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { paymentMode } from "@/lib/server/payments/config";
import { simulateCheckout } from "@/lib/server/payments/test-gateway";

const schema = z.object({
  orderId: z.string().trim().min(1).max(100),
  outcome: z.enum(["pay", "fail"]),
});

export const POST = withPublic(async ({ req, ip }) => {
  if (paymentMode() !== "test") throw new ApiError("not_found", "Not found.");
  await limitByIp("payments-test-checkout", ip, 60, 600);
  const { orderId, outcome } = schema.parse(await readJson(req));
  return json(await simulateCheckout(orderId, outcome), { headers: { "Cache-Control": "no-store" } });
});
