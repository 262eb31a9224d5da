// POST /api/contact - store a contact-form message and forward it to the company inbox
import { ApiError, json, limitByIp, withPublic } from "@/lib/server/http/api";
import { CONTACT_RATE_LIMIT, saveContactMessage } from "@/lib/server/platform/contact";
import { readJson } from "@/lib/server/http/body";
import { log } from "@/lib/server/platform/log";
import { contactSchema } from "@/lib/validation/contact";
import { fieldErrors } from "@/lib/validation/form";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";

const SENT = { success: true, message: "Message sent successfully!" } as const;

export const POST = withPublic(async ({ req, ip }) => {
  // Read first: another site's page (403) or a body that is not JSON does not spend this address's sends.
  const body = await readJson(req, { form: true, maxBytes: 16_384 });
  await limitByIp("contact", ip, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowSeconds);
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    throw new ApiError("bad_request", Object.values(errors)[0] ?? "Invalid request", errors);
  }
  if (parsed.data[HONEYPOT_FIELD]) {
    // A bot filled the hidden field: answer as usual so it learns nothing, but keep nothing.
    log.info("contact.honeypot"); // no address: the log keeps no personal data
    return json(SENT);
  }
  await saveContactMessage(parsed.data, ip);
  return json(SENT);
});
