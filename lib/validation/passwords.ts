// Password changes (staff-area section 5): the caller's own (current password required) and an
// employee's by an admin (no current password). The API takes currentPassword/newPassword; the
// forms add a confirmation that never leaves the browser.
import { z } from "zod";

import "@/lib/validation/zod-config";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const NEW_REQUIRED = "New password is required";
const TOO_SHORT = "Password must be at least 8 characters";
const TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
const CONFIRM_REQUIRED = "Please confirm your password";
const MISMATCH = "Passwords do not match";

export const passwordRule = z.string().min(PASSWORD_MIN_LENGTH, TOO_SHORT).max(PASSWORD_MAX_LENGTH, TOO_LONG);

const newPassword = z.string({ error: NEW_REQUIRED }).min(1, NEW_REQUIRED).pipe(passwordRule);

const currentPassword = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(PASSWORD_MAX_LENGTH, "Current password is incorrect");

const confirmPassword = z.string({ error: CONFIRM_REQUIRED }).min(1, CONFIRM_REQUIRED);

/** PUT /api/auth/change-password */
export const ownPasswordChangeSchema = z.object({ currentPassword, newPassword });

/** PUT /api/employees/{id}/change-password */
export const employeePasswordChangeSchema = z.object({ newPassword });

const matches = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const mismatch = { message: MISMATCH, path: ["confirmPassword"] };

// The forms are the API's schemas plus the confirmation (and, for an admin, whose password it is).
export const ownPasswordFormSchema = ownPasswordChangeSchema.extend({ confirmPassword }).refine(matches, mismatch);

export const employeePasswordFormSchema = employeePasswordChangeSchema
  .extend({
    employeeId: z.string({ error: "Please select an employee first" }).min(1, "Please select an employee first"),
    confirmPassword,
  })
  .refine(matches, mismatch);

export type OwnPasswordForm = z.infer<typeof ownPasswordFormSchema>;
export type EmployeePasswordForm = z.infer<typeof employeePasswordFormSchema>;

// Forgot password: the request names the account (e-mail, or an employee's Reference ID, as on
// the sign-in form); the e-mailed link's token then sets a new password once.
export const RESET_LINK_INVALID = "This link has expired or was already used. Request a new one.";

/** POST /api/auth/forgot-password */
export const passwordResetRequestSchema = z.object({
  identifier: z
    .string({ error: "Email or Reference ID is required" })
    .trim()
    .min(1, "Email or Reference ID is required")
    .max(254, "Please enter a valid email or Reference ID"),
});

/** POST /api/auth/reset-password */
export const passwordResetSchema = z.object({
  token: z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
  newPassword,
});

export const passwordResetFormSchema = passwordResetSchema.extend({ confirmPassword }).refine(matches, mismatch);

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** What the link's form says once the password is saved, per purpose of the link. */
export const PASSWORD_SET_MESSAGES = {
  invite: "Your password is set. You can now sign in.",
  reset: "Your password has been reset. You can now sign in with your new password.",
} as const;

/**
 * The link's form posted without JavaScript (POST /api/auth/reset-password/form) sends the browser
 * back to the link with a code in its query for what went wrong; the page shows the message for a
 * known code only (never text from its URL, never what was typed). `field`: where the form shows it.
 */
export const PASSWORD_SET_PROBLEMS = {
  "new-required": { field: "newPassword", message: NEW_REQUIRED },
  "too-short": { field: "newPassword", message: TOO_SHORT },
  "too-long": { field: "newPassword", message: TOO_LONG },
  "confirm-required": { field: "confirmPassword", message: CONFIRM_REQUIRED },
  mismatch: { field: "confirmPassword", message: MISMATCH },
  throttled: { field: null, message: "Too many attempts. Please try again later." },
  unavailable: { field: null, message: "Your password could not be saved just now. Please try again later." },
} as const;

/** POST /api/auth/reset-password/form: a token and two passwords. */
export const PASSWORD_SET_FORM_MAX_BYTES = 4 * 1024;

export type PasswordSetProblem = keyof typeof PASSWORD_SET_PROBLEMS;

export function passwordSetProblem(code: unknown): PasswordSetProblem | null {
  return typeof code === "string" && Object.hasOwn(PASSWORD_SET_PROBLEMS, code) ? (code as PasswordSetProblem) : null;
}
