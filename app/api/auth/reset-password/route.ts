// POST /api/auth/reset-password - set a new password with an e-mailed link's token (once); every session of the account ends
import { resetPassword } from "@/lib/server/auth/password-reset";
import { json, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { refuseForeignOrigin } from "@/lib/server/http/origin";
import { PASSWORD_SET_MESSAGES, passwordResetSchema } from "@/lib/validation/passwords";

export const POST = withPublic(async ({ req, ip }) => {
  refuseForeignOrigin(req);
  const input = passwordResetSchema.parse(await readJson(req));
  const { purpose } = await resetPassword(input, ip);
  return json({ success: true, message: PASSWORD_SET_MESSAGES[purpose] });
});
