// PUT /api/gov/applications/{applicationNumber}/correction - the applicant corrects their application in the job's correction window
// Body: the correctable fields and the date of birth (who asks); { success, message, correction, application }.
import { json, limitByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { correctApplication } from "@/lib/server/gov/correction";
import { STATUS_LOOKUP_LIMITS } from "@/lib/server/gov/status";
import { govCorrectionSchema } from "@/lib/validation/gov-applications";

export const PUT = withPublic(async ({ req, params, ip }) => {
  await limitByIp("gov-status", ip, STATUS_LOOKUP_LIMITS.perIp.attempts, STATUS_LOOKUP_LIMITS.perIp.windowSeconds);
  const input = govCorrectionSchema.parse(await readJson(req));
  const result = await correctApplication(params.id.trim().toUpperCase(), input);
  return json(result, { headers: { "Cache-Control": "no-store" } });
});
