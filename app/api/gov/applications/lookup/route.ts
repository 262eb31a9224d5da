// POST /api/gov/applications/lookup - an applicant's status by application number + date of birth
import { ApiError, json, limitByIp, withPublic } from "@/lib/server/http/api";
import { lookupApplicationStatus, STATUS_LOOKUP_LIMITS } from "@/lib/server/gov/status";
import { readJson } from "@/lib/server/http/body";
import { statusLookupSchema } from "@/lib/validation/gov-applications";

export const POST = withPublic(async ({ req, ip }) => {
  await limitByIp("gov-status", ip, STATUS_LOOKUP_LIMITS.perIp.attempts, STATUS_LOOKUP_LIMITS.perIp.windowSeconds);
  const { applicationNumber, dob } = statusLookupSchema.parse(await readJson(req));
  const application = await lookupApplicationStatus(applicationNumber, dob);
  if (!application) {
    throw new ApiError("not_found", "No application matches this application number and date of birth.");
  }
  return json({ success: true, application }, { headers: { "Cache-Control": "no-store" } });
});
