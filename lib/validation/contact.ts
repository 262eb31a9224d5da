// Contact form: the /contact page and POST /api/contact share this schema. Name, e-mail and
// message are required and phone is optional (spec section 5); the length bounds keep abuse out.
import * as z from "zod/mini";

import { emailField } from "./form";

export const CONTACT_LIMITS = { name: 100, phone: 20, message: 5000 } as const;

const optionalText = (max: number, pattern: RegExp, message: string) =>
  z
    .pipe(
      z.optional(z.string()),
      z.transform((v) => v?.trim() || undefined),
    )
    .check(z.refine((v) => v === undefined || (v.length <= max && pattern.test(v)), message));

export const contactSchema = z.object({
  name: z
    .string("Please enter your name")
    .check(
      z.trim(),
      z.minLength(1, "Please enter your name"),
      z.maxLength(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
    ),
  email: emailField({ required: "Please enter your email address", invalid: "Please enter a valid email address" }),
  phone: optionalText(CONTACT_LIMITS.phone, /^\+?[\d\s()-]{7,}$/, "Please enter a valid phone number"),
  message: z
    .string("Please enter your message")
    .check(
      z.trim(),
      z.minLength(1, "Please enter your message"),
      z.maxLength(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
    ),
  /** Honeypot: hidden from people, filled in by bots. Any value means the message is dropped. */
  website: z.optional(z.string()),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessageData = z.output<typeof contactSchema>;
