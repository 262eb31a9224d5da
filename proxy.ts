// Runs before every page request (Next 16's middleware). Three jobs:
// 1. The public site's language (next-intl): "/about" is served by app/[locale] as English,
//    "/hi/about" as Hindi; "/" opens in Hindi for someone whose remembered choice (NEXT_LOCALE) or
//    browser asks for it. Staff pages, sign-in and files are not localised.
// 2. Security headers on every page: a CSP with a per-request nonce on the dynamic pages that show
//    personal data (staff pages, the applicant's own page, a fee receipt), else one allowing the
//    inline scripts of statically rendered pages. API routes are not matched: lib/server/http/api.ts
//    sets their headers without a proxy hop per call.
// 3. Optimistic redirects for the staff dashboards. Not the security boundary: every page and
//    route handler checks the session against the database itself.
import { NextRequest, NextResponse } from "next/server";
import createIntlMiddleware from "next-intl/middleware";

import { routing } from "@/i18n/routing";

import { dashboardFor, mayOpen, routeRule } from "@/lib/auth/permissions";
import { contentSecurityPolicy, staticSecurityHeaders } from "@/lib/security-headers";
import { decodeSessionToken, sessionCookieName, sessionOutlived } from "@/lib/server/auth/token";
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
 * Public pages rendered per request that show someone's personal data: the applicant's
 * applications and a fee receipt (in English and in Hindi). Their scripts carry a nonce, so an
 * injected inline script cannot run there, as on the staff pages.
 */
const PERSONAL_PAGE = /^(\/hi)?\/(applicant|gov-career\/receipt\/[^/]+)\/?$/;
const RECEIPT_PAGE = /^(\/hi)?\/gov-career\/receipt\//;

/**
 * next-intl's answer, except that an English page ("/about") is passed on as it is, where next-intl
 * would rewrite it to "/en/about": next.config.ts's rewrites do that inside the router. A rewrite
 * from here is an absolute URL, and Next turns 127.0.0.1 in it into "localhost", which a server
 * bound to 127.0.0.1 then takes for another host and proxies to, in a loop of redirects.
 */
function localised(request: NextRequest, requestHeaders?: Headers): NextResponse {
  // next-intl passes the request's headers on to the page, these included.
  const response = intl(requestHeaders ? new NextRequest(request, { headers: requestHeaders }) : request);
  if (!response.headers.has("x-middleware-rewrite")) return response;
  const passed = requestHeaders ? NextResponse.next({ request: { headers: requestHeaders } }) : NextResponse.next();
  for (const cookie of response.headers.getSetCookie()) passed.headers.append("Set-Cookie", cookie);
  return passed;
}

/** The request's headers for a page with a nonce: Next reads it from the CSP and puts it on the scripts it renders. */
function nonceHeaders(request: NextRequest, nonce: string, csp: string): Headers {
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  return headers;
}

export async function proxy(request: NextRequest) {
  const rule = routeRule(request.nextUrl.pathname);
  const razorpayLive = Boolean(env().RAZORPAY_KEY_ID);
  const dev = env().NODE_ENV === "development";

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy({ nonce, razorpayLive, dev });
  if (!rule) {
    const { pathname } = request.nextUrl;
    if (PERSONAL_PAGE.test(pathname)) {
      const response = withHeaders(localised(request, nonceHeaders(request, nonce, csp)), csp);
      // A receipt's address carries its token: no Referer hands it to the page's own requests (its
      // styles and scripts, asked for before a <meta name="referrer"> is read) or anywhere else.
      if (RECEIPT_PAGE.test(pathname)) response.headers.set("Referrer-Policy", "no-referrer");
      return response;
    }
    const response = NOT_LOCALISED.test(pathname) ? NextResponse.next() : localised(request);
    return withHeaders(response, contentSecurityPolicy({ razorpayLive, dev }));
  }

  const cookie = request.cookies.get(sessionCookieName())?.value;
  const decoded = cookie ? await decodeSessionToken(cookie) : null;
  // A sign-in past its 12 hours goes back to /login here, as the page itself would send it.
  const claims = decoded && !sessionOutlived(decoded) ? decoded : null;
  if (!claims) {
    const url = new URL("/login", request.url);
    // With its query: the console's tab, filters and page open again after signing in.
    url.searchParams.set("next", request.nextUrl.pathname + request.nextUrl.search);
    return withHeaders(NextResponse.redirect(url), csp);
  }
  if (!mayOpen(rule, claims.role) && rule.signOutOtherRoles) {
    // The console's sign-out route ends the session on the server (it records the session as
    // revoked, which needs the database), clears the cookie and sends the user on to /login.
    const signOut = `${rule.prefix}/sign-out`;
    if (request.nextUrl.pathname === signOut) return withHeaders(NextResponse.next(), csp);
    return withHeaders(NextResponse.redirect(new URL(signOut, request.url)), csp);
  }
  if (!mayOpen(rule, claims.role)) {
    // An applicant's session never opens a staff page: it goes back to the applicant portal.
    const to = claims.role === "Applicant" ? dashboardFor(claims.role) : "/";
    return withHeaders(NextResponse.redirect(new URL(to, request.url)), csp);
  }
  const response = NextResponse.next({ request: { headers: nonceHeaders(request, nonce, csp) } });
  response.headers.set("Cache-Control", "private, no-store");
  return withHeaders(response, csp);
}

export const config = {
  // Prefetches too: the router's request for "/about" must reach app/[locale] like the page's.
  matcher: ["/((?!api/|_next/static|_next/image|favicon.ico|robots.txt|sitemap.xml).*)"],
};
