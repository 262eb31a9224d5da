// POST /api/payments/webhook - Razorpay events (order.paid, payment.captured, payment.failed, refund.*), signed over the raw body
import { json, withPublic } from "@/lib/server/http/api";
import { readBoundedText } from "@/lib/server/http/body";
import { handleWebhook, MAX_WEBHOOK_BYTES } from "@/lib/server/payments/webhook";

export const POST = withPublic(async ({ req }) => {
  const raw = await readBoundedText(req, MAX_WEBHOOK_BYTES);
  const { event, outcome } = await handleWebhook(raw, req.headers);
  return json({ success: true, event, outcome });
});
