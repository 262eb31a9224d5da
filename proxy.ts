// Optimistic redirects for the staff dashboards (Next 16's middleware). Not the security
// boundary: every page and route handler checks the session against the database itself.
import { NextResponse, type NextRequest } from "next/server";

import { routeRule } from "@/lib/auth/permissions";
import { decodeSessionToken, sessionCookieName } from "@/lib/server/auth/token";

export async function proxy(request: NextRequest) {
  const rule = routeRule(request.nextUrl.pathname);
  if (!rule) return NextResponse.next();

  const cookie = request.cookies.get(sessionCookieName())?.value;
  const claims = cookie ? await decodeSessionToken(cookie) : null;
  if (!claims) {
    const url = new URL("/login", request.url);
    url.searchParams.set("next", request.nextUrl.pathname);
    return NextResponse.redirect(url);
  }
  if (rule.roles !== "any" && !rule.roles.includes(claims.role)) {
    return NextResponse.redirect(new URL("/", request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/admin-dashboard/:path*",
    "/company-admin-dashboard/:path*",
    "/gov-admin-dashboard/:path*",
    "/employee-dashboard/:path*",
    "/dashboard/:path*",
  ],
};
