import { describe, expect, it } from "vitest";

import { GET as me } from "@/app/api/me/route";
import { SIGNED_IN } from "@/lib/auth/permissions";
import { json, withAuth } from "@/lib/server/http/api";
import { LOGIN_LIMITS, loginKeys } from "@/lib/server/auth/authenticate";
import { encodeSessionToken, sessionCookieName } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { rateLimitAddress } from "@/lib/server/http/client-address";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { call, createUser } from "@/lib/testing/fixtures";
import { makePasswordToken } from "@/lib/testing/password-reset";

import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";

import { POST as login } from "./route";

const INVALID = "Invalid credentials. Please try again.";

async function tokenFor(identifier: string, password: string, ip = "203.0.113.10") {
  const res = await call(login, { method: "POST", body: { identifier, password }, headers: { "x-forwarded-for": ip } });
  expect(res.status).toBe(200);
  return res.json.token as string;
}

describe("POST /api/auth/login", () => {
  it.each(["Admin", "CompanyAdmin", "GovAdmin", "Employee"] as const)(
    "signs in a %s and returns token, name, role",
    async (role) => {
      const user = await createUser({ role, name: `The ${role}` });
      const res = await call(login, { method: "POST", body: { identifier: user.email, password: user.password } });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ name: `The ${role}`, role });
      expect(typeof res.json.token).toBe("string");
    },
  );

  it("matches e-mails case-insensitively and accepts an employee Reference ID", async () => {
    const user = await createUser({ role: "Employee", email: "Mixed.Case@Test.local", referenceId: "EMP7001" });
    expect(
      (await call(login, { method: "POST", body: { identifier: "MIXED.case@test.LOCAL", password: user.password } }))
        .status,
    ).toBe(200);
    expect(
      (await call(login, { method: "POST", body: { identifier: "emp7001", password: user.password } })).status,
    ).toBe(200);
  });

  it("gives the same message for a wrong password and an unknown identifier", async () => {
    const user = await createUser({ role: "Admin" });
    const wrong = await call(login, { method: "POST", body: { identifier: user.email, password: "not-it" } });
    const unknown = await call(login, {
      method: "POST",
      body: { identifier: "nobody@test.local", password: "whatever" },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, message: INVALID });
    }
  });

  it("refuses missing fields with 400 and field errors", async () => {
    const res = await call(login, { method: "POST", body: { identifier: "  " } });
    expect(res.status).toBe(400);
    expect(res.json.errors).toMatchObject({ identifier: expect.any(String), password: expect.any(String) });
    const bad = await call(login, { method: "POST", body: "{not json" });
    expect(bad.status).toBe(400);
  });

  it("throttles an identifier after repeated failures, even with the right password, with Retry-After", async () => {
    const user = await createUser({ role: "GovAdmin" });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      const res = await call(login, {
        method: "POST",
        body: { identifier: user.email, password: "wrong" },
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(login, { method: "POST", body: { identifier: user.email, password: user.password } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(blocked.json.message).toMatch(/Too many failed sign-in attempts/);
  });

  it("someone else's wrong passwords do not lock the owner out where they signed in before; the lock holds elsewhere", async () => {
    const user = await createUser({ role: "GovAdmin" });
    const attempt = (password: string, ip: string) =>
      call(login, { method: "POST", body: { identifier: user.email, password }, headers: { "x-forwarded-for": ip } });
    const office = "203.0.113.77";
    expect((await attempt(user.password, office)).status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      expect((await attempt("wrong", `198.51.100.${150 + i}`)).status).toBe(401);
    }
    // A stranger, even with the right password, waits out the lock.
    expect((await attempt(user.password, "192.0.2.50")).status).toBe(429);
    // The office signs in, and its success gives the strangers no fresh budget.
    expect((await attempt(user.password, office)).status).toBe(200);
    expect((await attempt("wrong", "198.51.100.160")).status).toBe(429);
    // Wrong passwords from the office spend the office's own budget, then it waits too.
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      expect((await attempt("wrong", office)).status).toBe(401);
    }
    expect((await attempt(user.password, office)).status).toBe(429);
  });

  it("the owner's sign-ins at a known address spend nothing of the account's budget", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMPOFFICE1" });
    const attempt = (identifier: string, password: string, ip: string) =>
      call(login, { method: "POST", body: { identifier, password }, headers: { "x-forwarded-for": ip } });
    const office = "203.0.113.78";
    expect((await attempt(user.email, user.password, office)).status).toBe(200);
    // Locked through the Reference ID by someone else.
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      expect((await attempt("EMPOFFICE1", "wrong", `198.51.100.${180 + i}`)).status).toBe(401);
    }
    // The owner signs in by e-mail at the office, again and again.
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures + 2; i++) {
      expect((await attempt(user.email, user.password, office)).status).toBe(200);
    }
    // Their e-mail address has no failures of its own, and the account only the strangers' five.
    const counter = (key: string) => db.rateLimit.findUnique({ where: { key } }).then((row) => row?.count ?? 0);
    expect(await counter(loginKeys.name(user.email))).toBe(0);
    expect(await counter(loginKeys.account(user.id))).toBe(LOGIN_LIMITS.perIdentifier.failures);
  });

  it("an IPv6 address counts as known by its /64; a sign-in more than 30 days old does not make it known", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    const attempt = (password: string, ip: string) =>
      call(login, { method: "POST", body: { identifier: user.email, password }, headers: { "x-forwarded-for": ip } });
    expect((await attempt(user.password, "2001:db8:aa:bb::1")).status).toBe(200);
    expect((await attempt(user.password, "192.0.2.80")).status).toBe(200);
    await db.auditLog.updateMany({
      where: { actorId: user.id, action: "auth.login", ip: "192.0.2.80" },
      data: { createdAt: new Date(Date.now() - (LOGIN_LIMITS.knownAddressDays + 1) * 24 * 60 * 60 * 1000) },
    });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      expect((await attempt("wrong", `198.51.100.${170 + i}`)).status).toBe(401);
    }
    expect((await attempt(user.password, "2001:db8:aa:bb:1234:5678:9abc:def0")).status).toBe(200);
    expect((await attempt(user.password, "2001:db8:aa:cc::1")).status).toBe(429);
    expect((await attempt(user.password, "192.0.2.80")).status).toBe(429);
  });

  it("counts an employee's e-mail address and Reference ID against one budget", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMPTWO01" });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      const res = await call(login, {
        method: "POST",
        body: { identifier: i % 2 ? "EMPTWO01" : user.email, password: "wrong" },
        headers: { "x-forwarded-for": `198.51.100.${100 + i}` },
      });
      expect(res.status).toBe(401);
    }
    for (const identifier of ["EMPTWO01", user.email]) {
      const blocked = await call(login, { method: "POST", body: { identifier, password: user.password } });
      expect(blocked.status, identifier).toBe(429);
    }
  });

  it("counts Unicode case variants of a Reference ID against one budget, and refuses non-ASCII ones", async () => {
    // "ſ".toUpperCase() is "S" and "ı".toUpperCase() is "I": a variant must not buy a fresh budget.
    const user = await createUser({ role: "Employee", referenceId: "EMPSI701" });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      const res = await call(login, {
        method: "POST",
        body: { identifier: "empsi701", password: "wrong" },
        headers: { "x-forwarded-for": `198.51.100.${200 + i}` },
      });
      expect(res.status).toBe(401);
    }
    for (const variant of ["empſi701", "EMPSı701", "EMPSI701"]) {
      const res = await call(login, { method: "POST", body: { identifier: variant, password: user.password } });
      expect(res.status, variant).toBe(429);
    }
    // Under budget, a non-ASCII spelling names no account even with the right password.
    const other = await createUser({ role: "Employee", referenceId: "EMPSI702" });
    const res = await call(login, { method: "POST", body: { identifier: "empſı702", password: other.password } });
    expect(res.status).toBe(401);
    expect(
      (await call(login, { method: "POST", body: { identifier: "empsi702", password: other.password } })).status,
    ).toBe(200);
  });

  it("lets exactly the limit of concurrent wrong passwords be checked (count and decide in one statement)", async () => {
    const user = await createUser({ role: "Admin" });
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(login, {
          method: "POST",
          body: { identifier: user.email, password: `wrong-${i}` },
          headers: { "x-forwarded-for": `198.51.100.${100 + i}` },
        }),
      ),
    );
    const statuses = attempts.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perIdentifier.failures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOGIN_LIMITS.perIdentifier.failures);
  });

  it("does not count successful sign-ins against the address", async () => {
    const user = await createUser({ role: "Admin" });
    const ip = "192.0.2.90";
    for (let i = 0; i < LOGIN_LIMITS.perIp.failures + 2; i++) {
      const res = await call(login, {
        method: "POST",
        body: { identifier: user.email, password: user.password },
        headers: { "x-forwarded-for": ip },
      });
      expect(res.status).toBe(200);
    }
  });

  it("throttles one IP that tries many identifiers", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < LOGIN_LIMITS.perIp.failures; i++) {
      await call(login, {
        method: "POST",
        body: { identifier: `ghost${i}@test.local`, password: "x" },
        headers: { "x-forwarded-for": ip },
      });
    }
    const res = await call(login, {
      method: "POST",
      body: { identifier: "ghost-last@test.local", password: "x" },
      headers: { "x-forwarded-for": ip },
    });
    expect(res.status).toBe(429);
  });
});

describe("POST /api/auth/login: the day's budget of wrong passwords", () => {
  const { failures } = LOGIN_LIMITS.perIdentifier;
  const attempt = (identifier: string, password: string, ip: string) =>
    call(login, { method: "POST", body: { identifier, password }, headers: { "x-forwarded-for": ip } });
  const counter = (key: string) => db.rateLimit.findUnique({ where: { key } }).then((row) => row?.count ?? 0);

  /** A new quarter of an hour for a name, its account and an address: their 15-minute counters run out. */
  async function nextQuarterHour(identifier: string, userId: string | null, ip: string) {
    const keys = [loginKeys.name(identifier), `login:ip:${rateLimitAddress(ip)}`];
    for (const key of userId ? [...keys, loginKeys.account(userId)] : keys) await rateLimit.reset(key);
  }

  /**
   * One address's wrong passwords against a name, five a quarter-hour, until the day's are spent
   * (`beforeRound`: what happens at the start of each quarter-hour besides).
   */
  async function spendTheDay(identifier: string, userId: string | null, ip: string, beforeRound?: () => Promise<void>) {
    for (let round = 0; round < LOGIN_LIMITS.perDay.failures / failures; round++) {
      await nextQuarterHour(identifier, userId, ip);
      await beforeRound?.();
      for (let i = 0; i < failures; i++)
        expect((await attempt(identifier, `wrong-${round}-${i}`, ip)).status).toBe(401);
    }
    await nextQuarterHour(identifier, userId, ip);
  }

  it("once a day's wrong passwords are spent over many quarter-hours, a stranger waits with the right one; the owner's known address signs in", async () => {
    const user = await createUser({ role: "GovAdmin" });
    const [office, stranger] = ["203.0.113.91", "198.51.100.91"];
    expect((await attempt(user.email, user.password, office)).status).toBe(200);
    await spendTheDay(user.email, user.id, stranger);

    // A fresh quarter-hour, but not a fresh day: the same answer as the 15-minute lock, right password or not.
    for (const [password, ip] of [
      ["wrong-again", stranger],
      [user.password, stranger],
      [user.password, "192.0.2.91"],
    ]) {
      const blocked = await attempt(user.email, password, ip);
      expect(blocked.status, `${password} from ${ip}`).toBe(429);
      expect(blocked.json).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many failed sign-in attempts/),
      });
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(LOGIN_LIMITS.perIdentifier.windowSeconds);
    }
    // The office signs in, again and again, from a budget of its own.
    for (let i = 0; i < failures + 2; i++) expect((await attempt(user.email, user.password, office)).status).toBe(200);
    expect((await attempt(user.email, user.password, stranger)).status).toBe(429);
    // Wrong passwords from the office spend its own budget, then it waits too, for a quarter-hour (not the day).
    for (let i = 0; i < failures; i++) expect((await attempt(user.email, "wrong", office)).status).toBe(401);
    const office429 = await attempt(user.email, user.password, office);
    expect(office429.status).toBe(429);
    expect(Number(office429.headers.get("retry-after"))).toBeLessThanOrEqual(LOGIN_LIMITS.perIdentifier.windowSeconds);
  });

  it("the owner's sign-ins give the guesser no fresh day", async () => {
    const user = await createUser({ role: "Admin" });
    const [office, stranger] = ["203.0.113.92", "198.51.100.92"];
    // The owner signs in at the start of every quarter-hour, the account not locked.
    const ownerSignsIn = async () => expect((await attempt(user.email, user.password, office)).status).toBe(200);
    await spendTheDay(user.email, user.id, stranger, ownerSignsIn);
    await ownerSignsIn();
    expect(await counter(loginKeys.accountDay(user.id))).toBe(LOGIN_LIMITS.perDay.failures);
    expect((await attempt(user.email, "wrong-again", stranger)).status).toBe(429);
    expect((await attempt(user.email, user.password, "192.0.2.92")).status).toBe(429);
  });

  it("a known address that spent its own budget under the day's lock waits for its own budget, not the day", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMPDAY03" });
    const [office, stranger] = ["203.0.113.93", "198.51.100.95"];
    expect((await attempt(user.email, user.password, office)).status).toBe(200);
    await spendTheDay("EMPDAY03", user.id, stranger);
    for (let i = 0; i < failures; i++) expect((await attempt("EMPDAY03", "wrong", office)).status).toBe(401);
    // By the other name, so the name's 15-minute counter is not what refuses it.
    const blocked = await attempt(user.email, user.password, office);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(LOGIN_LIMITS.perIdentifier.windowSeconds);
  });

  it("a password reset (clearFailedSignIns) lifts the day's lock", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMPDAY01" });
    const stranger = "198.51.100.93";
    await spendTheDay(user.email, user.id, stranger);
    expect((await attempt("EMPDAY01", user.password, "192.0.2.93")).status).toBe(429);

    const token = await makePasswordToken(user.id);
    const newPassword = "Brand-New-Pass-7";
    const reset = await call(resetPassword, { method: "POST", body: { token, newPassword } });
    expect(reset.status, reset.text).toBe(200);
    for (const key of [loginKeys.accountDay(user.id), loginKeys.nameDay(user.email), loginKeys.nameDay("EMPDAY01")]) {
      expect(await counter(key), key).toBe(0);
    }
    expect((await attempt(user.email, newPassword, "192.0.2.94")).status).toBe(200);
  });

  it("an unknown name meets the day's lock as an account's name does", async () => {
    const ghost = "no-such-admin@test.local";
    const stranger = "198.51.100.94";
    await spendTheDay(ghost, null, stranger);
    const blocked = await attempt(ghost, "anything", "192.0.2.95");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(LOGIN_LIMITS.perIdentifier.windowSeconds);
  });

  it("knocking on a locked account spends nothing of its day: only passwords checked count", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMPDAY02" });
    for (let i = 0; i < failures; i++) {
      expect((await attempt("EMPDAY02", "wrong", `198.51.100.${120 + i}`)).status).toBe(401);
    }
    // The e-mail address's own counter lets these through; the account's refuses them.
    for (let i = 0; i < failures; i++) {
      expect((await attempt(user.email, "wrong", `198.51.100.${130 + i}`)).status).toBe(429);
    }
    expect(await counter(loginKeys.accountDay(user.id))).toBe(failures);
    expect(await counter(loginKeys.nameDay(user.email))).toBe(0);
  });
});

describe("sessions on API routes", () => {
  it("accepts the bearer token from /api/auth/login and refuses an altered one", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    const token = await tokenFor(user.email, user.password);
    const ok = await call(me, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id: user.id, role: "CompanyAdmin" });

    const i = token.length - 10;
    const altered = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
    const res = await call(me, { headers: { authorization: `Bearer ${altered}` } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("gains nothing from a forged x-middleware-subrequest header", async () => {
    const res = await call(me, {
      headers: {
        "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
        "x-middleware-prefetch": "1",
        purpose: "prefetch",
      },
    });
    expect(res.status).toBe(401);
  });

  it("ends a disabled user's existing session", async () => {
    const user = await createUser({ role: "Admin" });
    const token = await tokenFor(user.email, user.password);
    expect((await call(me, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    expect((await call(me, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const again = await call(login, { method: "POST", body: { identifier: user.email, password: user.password } });
    expect(again.status).toBe(401);
  });

  it("ends sessions issued before a password change (token version)", async () => {
    const user = await createUser({ role: "Employee" });
    const token = await tokenFor(user.email, user.password);
    await db.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    expect((await call(me, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("reads the session cookie and refuses cookie-authenticated writes from a foreign origin", async () => {
    const user = await createUser({ role: "Admin" });
    const token = await encodeSessionToken({ sub: user.id, name: user.name, role: user.role, tv: 0 });
    const cookie = `${sessionCookieName()}=${token}`;
    expect((await call(me, { headers: { cookie } })).status).toBe(200);

    const write = withAuth(SIGNED_IN, async () => json({ success: true }));
    const sameSite = await call(write, {
      method: "POST",
      body: {},
      headers: { cookie, origin: "http://127.0.0.1:3000" },
    });
    expect(sameSite.status).toBe(200);
    const foreign = await call(write, {
      method: "POST",
      body: {},
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await call(write, {
      method: "POST",
      body: {},
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    // Bearer clients are not browsers: no ambient credentials, so no Origin rule.
    const bearer = await call(write, {
      method: "POST",
      body: {},
      headers: { authorization: `Bearer ${token}`, origin: "https://evil.example" },
    });
    expect(bearer.status).toBe(200);
  });

  it("treats a session cookie that is not valid percent-encoding as signed out (401), not as a server error", async () => {
    const res = await call(me, { headers: { cookie: `${sessionCookieName()}=%E0%A4%A` } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ success: false });
  });

  it("refuses a role without the permission with 403", async () => {
    const user = await createUser({ role: "Employee" });
    const token = await tokenFor(user.email, user.password);
    const employeeAdminOnly = withAuth("employees.write", async () => json({ success: true }));
    expect((await call(employeeAdminOnly, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    expect((await call(employeeAdminOnly)).status).toBe(401);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the presented API token's session on the server; the account's other tokens stay", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    const [token, other] = [await tokenFor(user.email, user.password), await tokenFor(user.email, user.password)];
    const meWith = (t: string) => call(me, { headers: { authorization: `Bearer ${t}` } });
    expect((await meWith(token)).status).toBe(200);

    const out = await call(logout, { method: "POST", headers: { authorization: `Bearer ${token}` } });
    expect(out.status, out.text).toBe(200);
    expect((await meWith(token)).status).toBe(401);
    expect((await meWith(other)).status).toBe(200);
    expect((await call(logout, { method: "POST", headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
