// Small helpers for the public site's forms. They use zod/mini, which keeps a schema small
// enough to ship on every public page (the full zod build adds ~90 kB gzipped to a client bundle).
import * as z from "zod/mini";

import { CONSENT_REQUIRED } from "@/content/privacy-notices";
import { withoutInvisibles } from "@/lib/validation/email";

// No eval probe in the browser (our CSP forbids eval; see lib/validation/zod-config.ts).
if (typeof window !== "undefined") z.config({ jitless: true });

export const EMAIL_MAX = 254;

/** Trimmed, lower-cased, required e-mail address, without invisible format characters (withoutInvisibles). */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string(messages.required)
    .check(
      z.overwrite(withoutInvisibles),
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, messages.required),
      z.maxLength(EMAIL_MAX, messages.invalid),
      z.regex(z.regexes.email, messages.invalid),
    );
}

/** A required consent checkbox: a boolean that must be true (a missing or false one names the field). */
export function consentField() {
  return z.boolean(CONSENT_REQUIRED).check(z.refine((v) => v === true, CONSENT_REQUIRED));
}

/** The first message per field, e.g. { email: "Please enter a valid email address" }. */
export function fieldErrors(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return errors;
}
