// Runs before every page request (Next 16's middleware). Three jobs:
// 1. The public site's language (next-intl): "/about" is served by app/[locale] as English,
//    "/hi/about" as Hindi; "/" opens in Hindi for someone whose remembered choice (NEXT_LOCALE) or
//    browser asks for it. Staff pages, sign-in and files are not localised.
// 2. Security headers on every page (CSP with a per-request nonce on dynamic staff pages). API
//    routes are not matched: lib/server/http/api.ts sets their headers without a proxy hop per call.
// 3. Optimistic redirects for the staff dashboards. Not the security boundary: every page and
//    route handler checks the session against the database itself.
import { NextResponse, type NextRequest } from "next/server";
import createIntlMiddleware from "next-intl/middleware";

import { routing } from "@/i18n/routing";

import { dashboardFor, mayOpen, routeRule } from "@/lib/auth/permissions";
import { contentSecurityPolicy, staticSecurityHeaders } from "@/lib/security-headers";
import { decodeSessionToken, secureCookiesEnabled, sessionCookieName } from "@/lib/server/auth/token";
import { env } from "@/lib/env";

function withHeaders(response: NextResponse, csp: string): NextResponse {
  response.headers.set("Content-Security-Policy", csp);
  for (const [name, value] of Object.entries(staticSecurityHeaders)) response.headers.set(name, value);
  return response;
}

const intl = createIntlMiddleware(routing);

/** Pages outside app/[locale] (sign-in, always English) and files (a dot in the last segment). */
const NOT_LOCALISED = /^\/(login|forgot-password|reset-password)(\/|$)|\.[^/]*$/;

/**
 * next-intl's answer, except that an English page ("/about") is passed on as it is, where next-intl
 * would rewrite it to "/en/about": next.config.ts's rewrites do that inside the router. A rewrite
 * from here is an absolute URL, and Next turns 127.0.0.1 in it into "localhost", which a server
 * bound to 127.0.0.1 then takes for another host and proxies to, in a loop of redirects.
 */
function localised(request: NextRequest): NextResponse {
  const response = intl(request);
  if (!response.headers.has("x-middleware-rewrite")) return response;
  const passed = NextResponse.next();
  for (const cookie of response.headers.getSetCookie()) passed.headers.append("Set-Cookie", cookie);
  return passed;
}

export async function proxy(request: NextRequest) {
  const rule = routeRule(request.nextUrl.pathname);
  const razorpayLive = Boolean(env().RAZORPAY_KEY_ID);
  const dev = env().NODE_ENV === "development";

  if (!rule) {
    const response = NOT_LOCALISED.test(request.nextUrl.pathname) ? NextResponse.next() : localised(request);
    return withHeaders(response, contentSecurityPolicy({ razorpayLive, dev }));
  }

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
  // Prefetches too: the router's request for "/about" must reach app/[locale] like the page's.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)"],
};
