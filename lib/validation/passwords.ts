// Password changes (staff-area section 5): the caller's own (current password required) and an
// employee's by an admin (no current password). The API takes currentPassword/newPassword; the
// forms add a confirmation that never leaves the browser.
import { z } from "zod";

import "@/lib/validation/zod-config";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, "Password must be at least 8 characters")
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const newPassword = z
  .string({ error: "New password is required" })
  .min(1, "New password is required")
  .pipe(passwordRule);

const currentPassword = z
  .string({ error: "Current password is required" })
  .min(1, "Current password is required")
  .max(PASSWORD_MAX_LENGTH, "Current password is incorrect");

const confirmPassword = z.string({ error: "Please confirm your password" }).min(1, "Please confirm your password");

/** PUT /api/auth/change-password */
export const ownPasswordChangeSchema = z.object({ currentPassword, newPassword });

/** PUT /api/employees/{id}/change-password */
export const employeePasswordChangeSchema = z.object({ newPassword });

const matches = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const mismatch = { message: "Passwords do not match", path: ["confirmPassword"] };

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
