// Contact form: the /contact page and POST /api/contact share this schema. Name, e-mail and
// message are required and phone is optional (spec section 5); the length bounds keep abuse out.
import * as z from "zod/mini";

import { asciiDigits } from "./ids";
import { consentField, emailField } from "./form";
import { HONEYPOT_FIELD } from "./honeypot";
import { hasVisibleText, withoutControls } from "./visible";

import { CONTACT_LIMITS, PHONE_INPUT_PATTERN } from "./contact-limits";

export { CONTACT_LIMITS };

/** The form field's own pattern, anchored as the browser anchors it ("u": the v flag is newer than some phones). */
const PHONE_RULE = new RegExp(`^(?:${PHONE_INPUT_PATTERN})$`, "u");

/**
 * The form as a browser posts it (POST /api/contact/form): the fields at their longest,
 * percent-encoded (a Devanagari character is 9 bytes, "%E0%A4%95"), with room to spare, so the
 * longest Hindi message the form takes is never refused for its size.
 */
export const CONTACT_FORM_MAX_BYTES = 64 * 1024;

/** Optional, trimmed; a phone typed in Devanagari digits (or pasted with invisible marks) in ASCII digits. */
const optionalPhone = (max: number, pattern: RegExp, message: string) =>
  z
    .pipe(
      z.optional(z.string()),
      z.transform((v) => (v === undefined ? undefined : asciiDigits(v).trim() || undefined)),
    )
    .check(z.refine((v) => v === undefined || (v.length <= max && pattern.test(v)), message));

/**
 * Required, trimmed, without control characters (line breaks kept where `lines`): "Please enter
 * your <what>", "<Label> must be at most <max> characters".
 */
const requiredText = (what: string, label: string, max: number, lines = false) =>
  z.string(`Please enter your ${what}`).check(
    z.overwrite(withoutControls(lines)),
    z.trim(),
    z.minLength(1, `Please enter your ${what}`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    // Nothing but invisible characters (a zero-width space, a byte-order mark) is blank.
    z.refine(hasVisibleText, `Please enter your ${what}`),
  );

export const contactSchema = z.object({
  name: requiredText("name", "Name", CONTACT_LIMITS.name),
  email: emailField({ required: "Please enter your email address", invalid: "Please enter a valid email address" }),
  phone: optionalPhone(CONTACT_LIMITS.phone, PHONE_RULE, "Please enter a valid phone number"),
  message: requiredText("message", "Message", CONTACT_LIMITS.message, true),
  /** The honeypot (HONEYPOT_FIELD): any value means the message is dropped. */
  [HONEYPOT_FIELD]: z.optional(z.string()),
  /** The privacy notice's checkbox (content/privacy-notices.ts): must be true. */
  consent: consentField(),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageData = z.output<typeof contactSchema>;
