// Runs before every page request (Next 16's middleware). Two jobs:
// 1. Security headers on every page (CSP with a per-request nonce on dynamic staff pages). API
//    routes are not matched: lib/server/http/api.ts sets their headers without a proxy hop per call.
// 2. Optimistic redirects for the staff dashboards. Not the security boundary: every page and
//    route handler checks the session against the database itself.
import { NextResponse, type NextRequest } from "next/server";

import { dashboardFor, mayOpen, routeRule } from "@/lib/auth/permissions";
import { contentSecurityPolicy, staticSecurityHeaders } from "@/lib/security-headers";
import { decodeSessionToken, secureCookiesEnabled, sessionCookieName } from "@/lib/server/auth/token";
import { env } from "@/lib/env";

function withHeaders(response: NextResponse, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(staticSecurityHeaders)) response.headers.set(name, value);
  return response;
}

export async function proxy(request: NextRequest) {
  const rule = routeRule(request.nextUrl.pathname);
  const razorpayLive = Boolean(env().RAZORPAY_KEY_ID);
  const dev = env().NODE_ENV === "development";

  if (!rule) return withHeaders(NextResponse.next(), contentSecurityPolicy({ razorpayLive, dev }));

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy({ nonce, razorpayLive, dev });
  const cookie = request.cookies.get(sessionCookieName())?.value;
  const claims = cookie ? await decodeSessionToken(cookie) : null;
  if (!claims) {
    const url = new URL("/login", request.url);
    url.searchParams.set("next", request.nextUrl.pathname);
    return withHeaders(NextResponse.redirect(url), csp);
  }
  if (!mayOpen(rule, claims.role) && rule.signOutOtherRoles) {
    const response = NextResponse.redirect(new URL("/login?reason=role", request.url));
    response.cookies.set(sessionCookieName(), "", {
      maxAge: 0,
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookiesEnabled(),
    });
    return withHeaders(response, csp);
  }
  if (!mayOpen(rule, claims.role)) {
    // An applicant's session never opens a staff page: it goes back to the applicant portal.
    const to = claims.role === "Applicant" ? dashboardFor(claims.role) : "/";
    return withHeaders(NextResponse.redirect(new URL(to, request.url)), csp);
  }
  // Next reads the nonce from the request's CSP header and puts it on the scripts it renders.
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Cache-Control", "private, no-store");
  return withHeaders(response, csp);
}

export const config = {
  matcher: [
    {
      source: "/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)",
      missing: [{ type: "header", key: "next-router-prefetch" }],
    },
  ],
};
