// POST /api/contact/form - the contact form posted before its script has run: stored as POST /api/contact stores it, then 303 back to the form with the outcome
import { localizedPath } from "@/i18n/paths";
import { isLocale, routing, type Locale } from "@/i18n/routing";
import { CONTACT_OUTCOMES, type ContactOutcome } from "@/lib/contact-outcome";
import { withinIpLimit, withPublic } from "@/lib/server/http/api";
import { readBoundedText } from "@/lib/server/http/body";
import { refuseForeignFormPost, seeOther } from "@/lib/server/http/origin";
import { CONTACT_RATE_LIMIT, saveContactMessage } from "@/lib/server/platform/contact";
import { log } from "@/lib/server/platform/log";
import { CONTACT_FORM_MAX_BYTES, contactSchema } from "@/lib/validation/contact";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";

// On a slow phone the page shows its form well before its script has run, and someone may type a
// long message and send it in that time. The form's action is this route, so the message is stored
// rather than lost: same checks, same limit, same store as POST /api/contact. The answer is a
// redirect to the form's own page, with the outcome as the fragment (#contact-sent, ...), which the
// page shows by CSS alone (:target): the page stays static, the fields never travel in a URL, and
// a browser without JavaScript shows it too. Once the script runs, the form sends itself as JSON.

export const POST = withPublic(async ({ req, ip }) => {
  refuseForeignFormPost(req);
  const back = (outcome: ContactOutcome, locale: Locale) =>
    seeOther(`${localizedPath("/contact", locale)}#${CONTACT_OUTCOMES[outcome]}`);
  // Longer than the form can send (its fields carry their limits as maxlength): 413.
  const form = new URLSearchParams(await readBoundedText(req, CONTACT_FORM_MAX_BYTES));
  const requested = form.get("locale");
  const locale = isLocale(requested) ? requested : routing.defaultLocale;

  if (!(await withinIpLimit("contact", ip, CONTACT_RATE_LIMIT.limit, CONTACT_RATE_LIMIT.windowSeconds)))
    return back("failed", locale);
  const parsed = contactSchema.safeParse({
    name: form.get("name") ?? "",
    email: form.get("email") ?? "",
    phone: form.get("phone") ?? undefined,
    // A browser sends a textarea's line breaks as CR LF, two characters where maxlength counted one:
    // read back as typed, a message within the limit in the form is within it here.
    message: (form.get("message") ?? "").replace(/\r\n?/g, "\n"),
    [HONEYPOT_FIELD]: form.get(HONEYPOT_FIELD) ?? undefined,
    consent: form.get("consent") !== null,
  });
  if (!parsed.success) return back("incomplete", locale);
  if (parsed.data[HONEYPOT_FIELD]) {
    log.info("contact.honeypot"); // no address: the log keeps no personal data
    return back("sent", locale);
  }
  try {
    await saveContactMessage(parsed.data, ip);
  } catch (error) {
    // A JSON error would be all the browser shows: back to the form, which says to try again.
    log.error("contact.form_failed", {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return back("failed", locale);
  }
  return back("sent", locale);
});
