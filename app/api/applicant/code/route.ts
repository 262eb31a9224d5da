// POST /api/applicant/code - e-mail a one-time sign-in code to an applicant: { email } -> the same answer for every address
import { requestCode, OTP_LIMITS } from "@/lib/server/applicant/otp";
import { json, limitByIp, withPublic } from "@/lib/server/http/api";
import { requestLocale } from "@/lib/server/i18n/locale";
import { readJson } from "@/lib/server/http/body";
import { refuseForeignOrigin } from "@/lib/server/http/origin";
import { applicantMessages, codeRequestSchema } from "@/lib/validation/applicant";

export const POST = withPublic(async ({ req, ip }) => {
  refuseForeignOrigin(req);
  const { limit, windowSeconds } = OTP_LIMITS.requestsPerIp;
  await limitByIp("applicant-code", ip, limit, windowSeconds);
  const { email } = codeRequestSchema.parse(await readJson(req));
  await requestCode(email, requestLocale(req)); // the mail in the page's language
  return json({ success: true, message: applicantMessages.codeSent });
});
