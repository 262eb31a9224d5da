// POST /api/payments/webhook - Razorpay events (order.paid, payment.captured, payment.failed, refund.*), signed over the raw body
import { ApiError, json, withPublic } from "@/lib/server/http/api";
import { readBoundedText } from "@/lib/server/http/body";
import { log } from "@/lib/server/platform/log";
import { GatewayError } from "@/lib/server/payments/types";
import { handleWebhook, MAX_WEBHOOK_BYTES } from "@/lib/server/payments/webhook";

export const POST = withPublic(async ({ req }) => {
  const raw = await readBoundedText(req, MAX_WEBHOOK_BYTES);
  try {
    const { event, outcome } = await handleWebhook(raw, req.headers);
    return json({ success: true, event, outcome });
  } catch (error) {
    // The gateway could not be asked (a capture, a read), or another payment of the application is
    // being captured: not a fault of ours. Razorpay delivers the event again after a non-2xx answer.
    if (!(error instanceof GatewayError)) throw error;
    log.warn("payments.webhook_deferred", { error: error.message });
    throw new ApiError(
      "unavailable",
      "The payment gateway could not be reached. The event will be processed when it is delivered again.",
    );
  }
});
