// proxy.ts's redirects for sessions that may not open a staff page (the pages check again themselves).
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";

import type { Role } from "@/lib/generated/prisma/enums";
import { encodeSessionToken } from "@/lib/server/auth/token";

import { proxy } from "./proxy";

const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ["Admin", "Applicant"] as const) {
    cookies[role] = `hr.session=${await encodeSessionToken({ sub: `${role}-id`, name: role, role, tv: 0 })}`;
  }
});

const visit = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers: cookie ? { cookie } : {} }));

describe("proxy", () => {
  it.each(["/dashboard", "/admin-dashboard", "/employee-dashboard/documents", "/company-admin-dashboard"])(
    "sends an applicant from %s to the applicant portal",
    async (path) => {
      const res = await visit(path, cookies.Applicant);
      expect(res.status).toBe(307);
      expect(new URL(res.headers.get("location")!).pathname).toBe("/applicant");
    },
  );

  it("sends an applicant, as any other role, from the gov console to its sign-out route", async () => {
    const res = await visit("/gov-admin-dashboard?tab=jobs", cookies.Applicant);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/gov-admin-dashboard/sign-out");
    // The route ends the session (on the server) and clears the cookie: the proxy lets it through.
    expect((await visit("/gov-admin-dashboard/sign-out", cookies.Admin)).headers.get("location")).toBeNull();
  });

  it("sends a sign-in older than 12 hours to /login, however fresh its token", async () => {
    const auth = Math.floor(Date.now() / 1000) - 12 * 3600 - 60;
    const old = await encodeSessionToken({ sub: "Admin-id", name: "Admin", role: "Admin", tv: 0, sid: "s-old", auth });
    const res = await visit("/admin-dashboard", `hr.session=${old}`);
    expect(res.status).toBe(307);
    const to = new URL(res.headers.get("location")!);
    expect([to.pathname, to.searchParams.get("next")]).toEqual(["/login", "/admin-dashboard"]);
  });

  it("keeps a console address's query for after sign-in (its tab, filters and page)", async () => {
    const res = await visit("/gov-admin-dashboard?tab=applications&status=Pending&page=2");
    const to = new URL(res.headers.get("location")!);
    expect([to.pathname, to.searchParams.get("next")]).toEqual([
      "/login",
      "/gov-admin-dashboard?tab=applications&status=Pending&page=2",
    ]);
  });

  it("lets staff through to /dashboard and anyone to /applicant", async () => {
    expect((await visit("/dashboard", cookies.Admin)).headers.get("location")).toBeNull();
    expect((await visit("/applicant", cookies.Applicant)).headers.get("location")).toBeNull();
    expect((await visit("/applicant")).headers.get("location")).toBeNull();
  });
});

describe("proxy: the public site's language", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers }));

  it("passes an English page on as it is (next.config's rewrite serves it from app/[locale])", async () => {
    const res = await get("/about", { "accept-language": "en-IN,en;q=0.9" });
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });

  it("opens the Hindi page for someone who chose Hindi, and remembers a choice made by visiting it", async () => {
    const remembered = await get("/about", { cookie: "NEXT_LOCALE=hi" });
    expect(remembered.status).toBe(307);
    expect(new URL(remembered.headers.get("location")!).pathname).toBe("/hi/about");

    const chosen = await get("/hi/gov-career", { "accept-language": "en" });
    expect(chosen.headers.get("location")).toBeNull();
    expect(chosen.headers.get("set-cookie")).toMatch(/NEXT_LOCALE=hi;.*Max-Age=31536000/i);
  });

  it("sends /en/... to the unprefixed English address", async () => {
    const res = await get("/en/contact");
    expect(res.status).toBe(307);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/contact");
  });

  it("leaves sign-in and files alone, whatever the remembered language", async () => {
    for (const path of ["/login", "/forgot-password", "/og/og-default.png"]) {
      const res = await get(path, { cookie: "NEXT_LOCALE=hi" });
      expect(res.headers.get("location"), path).toBeNull();
    }
  });
});

describe("proxy: no hreflang Link header", () => {
  it("leaves hreflang to the page's <head> and the sitemap, which name the public origin", async () => {
    const res = await proxy(new NextRequest("http://127.0.0.1:3000/hi/about"));
    expect(res.headers.get("link")).toBeNull();
  });
});

describe("proxy: a nonce on the pages that show personal data", () => {
  const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

  it.each([
    "/applicant",
    "/hi/applicant",
    "/gov-career/receipt/GOV-2026-000123",
    "/hi/gov-career/receipt/GOV-2026-000123",
  ])("%s: the CSP names a nonce and the page is rendered with it", async (path) => {
    const res = await proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers: { cookie: "NEXT_LOCALE=en" } }));
    expect(res.headers.get("location")).toBeNull();
    const csp = res.headers.get("content-security-policy");
    const nonce = nonceOf(csp);
    expect(nonce).toBeTruthy();
    expect(csp).not.toContain("'unsafe-inline' ");
    expect(csp).toMatch(/script-src [^;]*'strict-dynamic'/);
    // The page sees the same policy (Next takes the nonce from it) and the nonce itself.
    expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    // A receipt's address carries its token: it goes in no Referer.
    expect(res.headers.get("referrer-policy")).toBe(
      path.includes("/receipt/") ? "no-referrer" : "strict-origin-when-cross-origin",
    );
  });

  it("gives each request its own nonce, and a static public page none", async () => {
    const [a, b] = await Promise.all([1, 2].map(() => proxy(new NextRequest("http://127.0.0.1:3000/applicant"))));
    expect(nonceOf(a.headers.get("content-security-policy"))).not.toBe(
      nonceOf(b.headers.get("content-security-policy")),
    );
    const about = await proxy(new NextRequest("http://127.0.0.1:3000/about"));
    expect(nonceOf(about.headers.get("content-security-policy"))).toBeUndefined();
    expect(about.headers.get("content-security-policy")).toMatch(/script-src 'self' 'unsafe-inline'/);
  });
});
