// POST /api/payments/create-order - Razorpay order for a saved application; the amount is the job's fee (any client amount is ignored)
import { json, limitByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { createOrderForApplication } from "@/lib/server/payments/orders";
import { createOrderSchema } from "@/lib/validation/gov-applications";

export const POST = withPublic(async ({ req, ip }) => {
  await limitByIp("payments-order", ip, 60, 600);
  const { applicationId } = createOrderSchema.parse(await readJson(req));
  return json(await createOrderForApplication(applicationId), { headers: { "Cache-Control": "no-store" } });
});
