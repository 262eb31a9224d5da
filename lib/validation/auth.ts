import { z } from "zod";

import "@/lib/validation/zod-config";

export const loginSchema = z.object({
  identifier: z
    .string({ error: "Email or Reference ID is required" })
    .trim()
    .min(1, "Email or Reference ID is required")
    .max(254),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** The sign-in form posted without JavaScript (POST /api/auth/login/form): its fields are short. */
export const LOGIN_FORM_MAX_BYTES = 4 * 1024;
