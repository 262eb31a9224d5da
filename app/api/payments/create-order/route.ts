// POST /api/payments/create-order - Razorpay order for a saved application; the amount is the job's fee (any client amount is ignored)
import { json, limitByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { requestLocale } from "@/lib/server/i18n/locale";
import { createOrderForApplication } from "@/lib/server/payments/orders";
import { createOrderSchema } from "@/lib/validation/gov-applications";

export const POST = withPublic(async ({ req, ip }) => {
  await limitByIp("payments-order", ip, 60, 600);
  const { applicationId } = createOrderSchema.parse(await readJson(req));
  // Checkout shows the order's description in the language of the page that asked (Accept-Language).
  const order = await createOrderForApplication(applicationId, { locale: requestLocale(req) });
  return json(order, { headers: { "Cache-Control": "no-store" } });
});
