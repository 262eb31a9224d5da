// PUT /api/auth/change-password - the caller's own password (current password required); other sessions end
import { SIGNED_IN } from "@/lib/auth/permissions";
import { json, withAuth } from "@/lib/server/http/api";
import { SESSION_MAX_AGE, secureCookiesEnabled, sessionCookieName } from "@/lib/server/auth/token";
import { changeOwnPassword } from "@/lib/server/auth/password-change";
import { ownPasswordChangeSchema } from "@/lib/validation/passwords";
import { readJson } from "@/lib/server/http/body";

export const PUT = withAuth(SIGNED_IN, async ({ req, user, ip }) => {
  const input = ownPasswordChangeSchema.parse(await readJson(req));
  const { token } = await changeOwnPassword(user, input, ip);
  const message = "Password changed successfully";
  if (user.via === "bearer") return json({ success: true, message, token });
  // The browser that made the change keeps working: its session cookie is re-issued with the new version.
  const cookie = [
    `${sessionCookieName()}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${SESSION_MAX_AGE}`,
    ...(secureCookiesEnabled() ? ["Secure"] : []),
  ].join("; ");
  return json({ success: true, message }, { headers: { "Set-Cookie": cookie } });
});
