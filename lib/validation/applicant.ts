import { z } from "zod";

import "@/lib/validation/zod-config";
import { SIMPLE_EMAIL_PATTERN, withoutInvisibles } from "@/lib/validation/email";
import { asciiDigits, typedReference } from "@/lib/validation/ids";

// The applicant portal: signing in with a one-time code sent by e-mail, and the company
// application lookup (reference + e-mail) for applicants who do not sign in.

export const applicantMessages = {
  email: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  code: "Please enter the 6-digit code from the e-mail",
  reference: "Please enter your application reference",
  codeSent:
    "If this e-mail address has applications with us, a 6-digit sign-in code is on its way. It is valid for 10 minutes and replaces any code sent before.",
  codeRefused: "This code is wrong or has expired. Please check it, or ask for a new code.",
  lookupMissing: "No application matches this reference and e-mail address.",
  notFound: "Application not found.",
  notWithdrawable: "This application can no longer be withdrawn.",
  paymentArriving:
    "A payment for this application is being confirmed with the payment gateway. Please try again in a few minutes.",
  eraseConfirm: "Please type DELETE to confirm.",
  erased: "Your data has been erased.",
  /** What erasure keeps, said the same way in the answer and in the portal. */
  erasureKeeps: "Paid fees are kept as accounting records without your name or contact details.",
} as const;

const email = z
  .string({ error: applicantMessages.email })
  .overwrite(withoutInvisibles)
  .trim()
  // The government form stores its address in NFC (requiredText): "क़" typed as one character or
  // as "क" and a nukta, "é" as one or as "e" and an accent, is one address to the portal too.
  .normalize("NFC")
  .min(1, applicantMessages.email)
  .max(254, applicantMessages.emailInvalid)
  // Not z.email(): the government form took any simple address, and its applicants sign in too.
  .regex(SIMPLE_EMAIL_PATTERN, applicantMessages.emailInvalid)
  .transform((v) => v.toLowerCase());

export const codeRequestSchema = z.object({ email });

export const codeSignInSchema = z.object({
  email,
  // Digits as typed on a Hindi keyboard (१२३४५६) are the same code, and so is "884 630" or the
  // code copied from the e-mail with the full stop after it: only its digits count.
  code: z
    .string({ error: applicantMessages.code })
    .overwrite((v) => asciiDigits(v).replace(/\D/g, ""))
    .regex(/^\d{6}$/, applicantMessages.code),
});

export const companyLookupSchema = z.object({
  reference: z
    .string({ error: applicantMessages.reference })
    .overwrite(typedReference)
    .min(1, applicantMessages.reference)
    .max(40, applicantMessages.lookupMissing),
  email,
});

/** "Delete my data": the applicant types DELETE. */
export const eraseSchema = z.object({
  confirm: z.literal("DELETE", { error: applicantMessages.eraseConfirm }),
});

export type CodeRequest = z.infer<typeof codeRequestSchema>;
export type CodeSignIn = z.infer<typeof codeSignInSchema>;
export type CompanyLookup = z.infer<typeof companyLookupSchema>;
