// POST /api/auth/forgot-password - e-mail a password reset link: { identifier } -> the same answer for every account
import { limitResetRequests, requestPasswordReset, RESET_REQUESTED } from "@/lib/server/auth/password-reset";
import { json, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { refuseForeignOrigin } from "@/lib/server/http/origin";
import { passwordResetRequestSchema } from "@/lib/validation/passwords";

export const POST = withPublic(async ({ req, ip }) => {
  refuseForeignOrigin(req);
  await limitResetRequests(ip);
  const { identifier } = passwordResetRequestSchema.parse(await readJson(req));
  await requestPasswordReset(identifier);
  return json({ success: true, message: RESET_REQUESTED });
});
