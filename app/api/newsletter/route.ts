// POST /api/newsletter - subscribe an e-mail address to the newsletter: { email }
import { ApiError, json, limitByIp, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { requestLocale } from "@/lib/server/i18n/locale";
import { NEWSLETTER_RATE_LIMIT, subscribeToNewsletter } from "@/lib/server/platform/newsletter";
import { fieldErrors } from "@/lib/validation/form";
import { newsletterSchema } from "@/lib/validation/newsletter";

export const POST = withPublic(async ({ req, ip }) => {
  // Read first: another site's page (403) or a body that is not JSON does not spend this address's tries.
  const body = await readJson(req, { form: true, maxBytes: 16_384 });
  await limitByIp("newsletter", ip, NEWSLETTER_RATE_LIMIT.limit, NEWSLETTER_RATE_LIMIT.windowSeconds);
  const parsed = newsletterSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new ApiError("bad_request", Object.values(errors)[0] ?? "Invalid request", errors);
  }
  await subscribeToNewsletter(parsed.data.email, requestLocale(req)); // the mail in the page's language
  return json({ success: true, message: "Successfully subscribed!" });
});
