// Newsletter sign-up: the footer form and POST /api/newsletter share this schema.
import * as z from "zod/mini";

import { consentField, emailField } from "./form";

export const newsletterSchema = z.object({
  email: emailField({ required: "Please enter your email address", invalid: "Please enter a valid email address" }),
  /** The privacy notice's checkbox (content/privacy-notices.ts): must be true. */
  consent: consentField(),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

/** The footer's box as a browser posts it (POST /api/newsletter/form): an address, the box and the page. */
export const NEWSLETTER_FORM_MAX_BYTES = 4096;

export const UNSUBSCRIBE_MESSAGES = {
  invalid: "This unsubscribe link is not valid.",
  done: "You have been unsubscribed from the newsletter.",
} as const;

/** The unsubscribe link's query: the signed token from the mail (lib/server/platform/newsletter.ts). */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string(UNSUBSCRIBE_MESSAGES.invalid)
    .check(z.minLength(1, UNSUBSCRIBE_MESSAGES.invalid), z.maxLength(200, UNSUBSCRIBE_MESSAGES.invalid)),
});
