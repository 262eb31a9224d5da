// GET /gov-admin-dashboard/sign-out - ends the session of a signed-in user who is not a GovAdmin, then /login
import { can } from "@/lib/auth/permissions";
import { revokeSession } from "@/lib/server/auth/revocation";
import { sessionClaimsOf, userForClaims } from "@/lib/server/auth/session";
import { clearedSessionCookie } from "@/lib/server/auth/token";
import { isForeignOrigin } from "@/lib/server/http/request";

// Spec: the gov console removes the stored session of any other role. proxy.ts sends such a visit
// here, and so does the page for one that reached it without the proxy. The session is recorded as
// revoked, as a Logout does: clearing the cookie alone left any copy of it (another tab, a stolen
// one) signed in until it expired. A GovAdmin is never signed out here, so a link to this URL
// cannot end an administrator's session.
export async function GET(req: Request) {
  // Another site's link (or image) to the console must not sign anyone out: such a visit goes to
  // the home page instead, its session untouched. Links from this site, a bookmark or a typed
  // address sign out as the spec says.
  if (isForeignOrigin(req)) {
    return new Response(null, {
      status: 303,
      headers: { Location: "/", "Cache-Control": "private, no-store" },
    });
  }
  const presented = await sessionClaimsOf(req);
  const user = presented ? await userForClaims(presented.claims, presented.via) : null;
  const signOut = !can(user, "gov.dashboard");
  const headers = new Headers({
    // Relative, as every other redirect of ours: req.url is the address the server listens on
    // (http://localhost:3000 behind nginx), not the one the browser used.
    Location: signOut ? "/login?reason=role" : "/gov-admin-dashboard",
    "Cache-Control": "private, no-store",
  });
  if (signOut) {
    await revokeSession(presented?.claims);
    headers.append("Set-Cookie", clearedSessionCookie());
  }
  return new Response(null, { status: 303, headers });
}
