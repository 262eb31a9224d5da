// PUT /api/gov/applications/{applicationNumber}/correction - the applicant corrects their application in the job's correction window
// Body: the correctable fields and the date of birth (who asks); { success, message, correction, application }.
import { ApiError, json, limitLookupByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { correctApplication } from "@/lib/server/gov/correction";
import { STATUS_LOOKUP_LIMITS } from "@/lib/server/gov/status";
import { govCorrectionSchema } from "@/lib/validation/gov-applications";

export const PUT = withPublic(async ({ req, params, ip }) => {
  // The status page's limits: a correction names the application by its number and date of birth too.
  const limit = await limitLookupByIp("gov-status", ip, STATUS_LOOKUP_LIMITS.perIp);
  const input = govCorrectionSchema.parse(await readJson(req));
  // Only a wrong number or date of birth is a miss: a refusal after them (the window is closed,
  // nothing changed) gives the slot back, as a correction made does.
  const result = await correctApplication(params.id.trim().toUpperCase(), input).catch(async (error: unknown) => {
    if (!(error instanceof ApiError && error.code === "not_found")) await limit.found();
    throw error;
  });
  await limit.found();
  return json(result, { headers: { "Cache-Control": "no-store" } });
});
