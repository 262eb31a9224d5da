import { afterEach, describe, expect, it, vi } from "vitest";

import { GET as me } from "@/app/api/me/route";
import { LOGIN_LIMITS } from "@/lib/server/auth/authenticate";
import { sessionCookieName } from "@/lib/server/auth/token";
import type { Db } from "@/lib/server/db/client";
import { call, createUser, prismaClient } from "@/lib/testing/fixtures";

import { POST } from "./route";

const ORIGIN = "http://127.0.0.1:3000";
const FORM = "application/x-www-form-urlencoded";

function post(fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) {
  return call(POST, {
    method: "POST",
    path: "/api/auth/login/form",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": FORM, ...headers },
  });
}

const sessionCookie = (res: { headers: Headers }) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/auth/login/form", () => {
  it("signs in: a session cookie like next-auth's and a 303 to the role's dashboard", async () => {
    const user = await createUser({ role: "GovAdmin" });
    const res = await post({ identifier: user.email.toUpperCase(), password: user.password });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/gov-admin-dashboard");
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);
    // The cookie is a working session.
    const session = await call(me, { headers: { cookie: cookie!.split(";")[0] } });
    expect(session.json).toMatchObject({ id: user.id, role: "GovAdmin" });
  });

  it.each([
    ["/dashboard", "/dashboard"],
    ["/admin-dashboard", "/company-admin-dashboard"],
    ["//evil.example/dashboard", "/company-admin-dashboard"],
  ])("honours next=%s only where the role may go (-> %s)", async (next, location) => {
    const user = await createUser({ role: "CompanyAdmin" });
    const res = await post({ identifier: user.email, password: user.password, next });
    expect(res.headers.get("location")).toBe(location);
  });

  it("sends a wrong password back to /login with a code, never what was typed, keeping next", async () => {
    const user = await createUser({ role: "Admin" });
    const res = await post({ identifier: user.email, password: "not-it", next: "/dashboard" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?error=invalid&next=%2Fdashboard");
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("names the empty fields, and treats an impossible value as wrong credentials", async () => {
    expect((await post({ identifier: "  ", password: "" })).headers.get("location")).toBe(
      "/login?error=missing&missing=identifier&missing=password",
    );
    expect((await post({ identifier: "a@test.local" })).headers.get("location")).toBe(
      "/login?error=missing&missing=password",
    );
    expect((await post({ identifier: "x".repeat(300), password: "p" })).headers.get("location")).toBe(
      "/login?error=invalid",
    );
  });

  it("says when the account is throttled, and for how long", async () => {
    const user = await createUser({ role: "Employee" });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      await post(
        { identifier: user.email, password: "wrong" },
        { origin: ORIGIN, "x-forwarded-for": `198.51.100.${i}` },
      );
    }
    const res = await post({ identifier: user.email, password: user.password });
    expect(res.headers.get("location")).toMatch(/^\/login\?error=throttled&retry=\d+$/);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("sends the browser back to /login saying the service is unavailable when the database is down, not a JSON error", async () => {
    const user = await createUser({ role: "Admin" });
    const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    vi.spyOn(prismaClient() as unknown as Db, "$queryRaw").mockRejectedValue(outage);
    const res = await post({ identifier: user.email, password: user.password, next: "/dashboard" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?error=unavailable&next=%2Fdashboard");
    expect(res.headers.get("content-type")).toBeNull();
    expect(sessionCookie(res)).toBeUndefined();
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["a cross-site post without Origin", { "sec-fetch-site": "cross-site" }],
    ["a post that says nothing of where it came from", {}],
  ])("refuses %s (CSRF) before checking anything", async (_, headers) => {
    const user = await createUser({ role: "Admin" });
    const res = await post({ identifier: user.email, password: user.password }, headers);
    expect(res.status).toBe(403);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("accepts a same-origin post that has only Sec-Fetch-Site", async () => {
    const user = await createUser({ role: "Admin" });
    const res = await post({ identifier: user.email, password: user.password }, { "sec-fetch-site": "same-origin" });
    expect(res.headers.get("location")).toBe("/admin-dashboard");
  });

  it("takes only a small urlencoded form", async () => {
    const json = await call(POST, {
      method: "POST",
      body: { identifier: "a", password: "b" },
      headers: { origin: ORIGIN },
    });
    expect(json.status).toBe(415);
    expect((await post({ identifier: "a", password: "b".repeat(5000) })).status).toBe(413);
  });
});
