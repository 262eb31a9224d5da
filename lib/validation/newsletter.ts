// Newsletter sign-up: the footer form and POST /api/newsletter share this schema.
import * as z from "zod/mini";

import { emailField } from "./form";

export const newsletterSchema = z.object({
  email: emailField({ required: "Please enter your email address", invalid: "Please enter a valid email address" }),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
