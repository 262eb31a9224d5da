// POST /api/gov/payments/{paymentRowId}/refund - refund a flagged payment or a cancelled application's fee (GovAdmin)
import { json, withAuth } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { requestRefund } from "@/lib/server/payments/refunds";
import { refundRequestSchema } from "@/lib/validation/gov-console";

export const POST = withAuth("gov.applications.update", async ({ req, params, user, ip }) => {
  const { reason } = refundRequestSchema.parse(await readJson(req));
  return json(await requestRefund(params.paymentRowId, reason, user, ip));
});
