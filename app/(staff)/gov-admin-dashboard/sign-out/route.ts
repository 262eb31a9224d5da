// GET /gov-admin-dashboard/sign-out - ends the session of a signed-in user who is not a GovAdmin, then /login
import { can } from "@/lib/auth/permissions";
import { currentUser } from "@/lib/server/auth/page";
import { clearedSessionCookie } from "@/lib/server/auth/token";

// Spec: the gov console removes the stored session of any other role. proxy.ts does this first;
// this handler covers a request that reached the page without it. A GovAdmin is never signed out
// here, so a link to this URL cannot end an administrator's session.
export async function GET(req: Request) {
  const user = await currentUser();
  const signOut = !can(user, "gov.dashboard");
  const headers = new Headers({
    Location: new URL(signOut ? "/login?reason=role" : "/gov-admin-dashboard", req.url).toString(),
    "Cache-Control": "private, no-store",
  });
  if (signOut) {
    headers.append("Set-Cookie", clearedSessionCookie());
  }
  return new Response(null, { status: 303, headers });
}
