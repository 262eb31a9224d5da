import { z } from "zod";

import "@/lib/validation/zod-config";

// The `reason` of a staff decision (both boards): trimmed, at most 500 characters, shown to the
// applicant. Required for a rejection (and a government cancellation); optional otherwise.

export const REASON_MAX = 500;

export const reasonMessages = {
  required: "Please give a reason for this decision.",
  tooLong: `Reason must be at most ${REASON_MAX} characters`,
  withdrawn: "Only the applicant can withdraw an application.",
  /** "Other" on its own tells the applicant nothing: the mail would read "Reason: Other". */
  otherNeedsNote: 'Please add a note saying why: "Other" on its own tells the applicant nothing.',
} as const;

export const reasonSchema = z
  .string()
  .trim()
  .max(REASON_MAX, reasonMessages.tooLong)
  .optional()
  .transform((v) => v || undefined);

/** Adds the "reason required" field error when `status` is one of `needing` (a bare "Other" is none). */
export function requireReasonFor(needing: readonly string[]) {
  return (value: { status: string; reason?: string }, ctx: z.RefinementCtx) => {
    if (needing.includes(value.status) && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: reasonMessages.required });
    } else if (needing.includes(value.status) && /^other:?$/i.test(value.reason ?? "")) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: reasonMessages.otherNeedsNote });
    }
  };
}
