// POST /api/auth/logout - signs out the presented session on the server: an API client's bearer
// token (or the session cookie, which is also cleared) is refused from then on, everywhere.
import { SIGNED_IN } from "@/lib/auth/permissions";
import { revokeSession } from "@/lib/server/auth/revocation";
import { sessionClaimsOf } from "@/lib/server/auth/session";
import { clearedSessionCookie } from "@/lib/server/auth/token";
import { json, withAuth } from "@/lib/server/http/api";

export const POST = withAuth(SIGNED_IN, async ({ req, user }) => {
  await revokeSession((await sessionClaimsOf(req))?.claims);
  const response = json({ success: true, message: "Signed out" }, { headers: { "Cache-Control": "no-store" } });
  if (user.via === "cookie") response.headers.append("Set-Cookie", clearedSessionCookie());
  return response;
});
