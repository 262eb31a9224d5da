// POST /api/gov/applications/lookup - an applicant's status by application number + date of birth
import { ApiError, json, limitLookupByIp, withPublic } from "@/lib/server/http/api";
import { lookupApplicationStatus, STATUS_LOOKUP_LIMITS } from "@/lib/server/gov/status";
import { readJson } from "@/lib/server/http/body";
import { statusLookupSchema } from "@/lib/validation/gov-applications";

export const POST = withPublic(async ({ req, ip }) => {
  const limit = await limitLookupByIp("gov-status", ip, STATUS_LOOKUP_LIMITS.perIp);
  const { applicationNumber, dob } = statusLookupSchema.parse(await readJson(req));
  const application = await lookupApplicationStatus(applicationNumber, dob);
  if (!application) {
    throw new ApiError("not_found", "No application matches this application number and date of birth.");
  }
  await limit.found();
  return json({ success: true, application }, { headers: { "Cache-Control": "no-store" } });
});
