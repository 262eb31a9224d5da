// POST /api/applications/lookup - a company application's status and history by reference + e-mail
import { COMPANY_LOOKUP_LIMITS, lookupCompanyApplication } from "@/lib/server/careers/status";
import { ApiError, json, limitLookupByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { applicantMessages, companyLookupSchema } from "@/lib/validation/applicant";

export const POST = withPublic(async ({ req, ip }) => {
  const limit = await limitLookupByIp("company-status", ip, COMPANY_LOOKUP_LIMITS.perIp);
  const { reference, email } = companyLookupSchema.parse(await readJson(req));
  const application = await lookupCompanyApplication(reference, email);
  if (!application) throw new ApiError("not_found", applicantMessages.lookupMissing);
  await limit.found();
  return json({ success: true, application }, { headers: { "Cache-Control": "no-store" } });
});
