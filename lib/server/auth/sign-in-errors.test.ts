// What the web sign-in form (next-auth's Credentials provider) shows when the input is out of
// bounds or the database cannot be reached: the form's own words, never a database error's text.
import { randomBytes } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { authenticate, INVALID_CREDENTIALS, LOGIN_LIMITS, SIGN_IN_UNAVAILABLE } from "@/lib/server/auth/authenticate";
import { authOptions } from "@/lib/server/auth/next-auth";
import { call, createUser, prismaClient } from "@/lib/testing/fixtures";
import type { Db } from "@/lib/server/db/client";

type Authorize = (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown>;

function authorize(identifier: string, password: string, ip = "203.0.113.77") {
  const provider = authOptions().providers[0] as unknown as { options: { authorize: Authorize } };
  return provider.options.authorize({ identifier, password }, { headers: { "x-forwarded-for": ip } });
}

/** What the form shows: the message next-auth passes on from authorize's throw. */
async function shown(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("sign-in unexpectedly succeeded");
}

// Random base64 is incompressible: PostgreSQL cannot fit it in the counters' index.
const tooLong = () => randomBytes(3000).toString("base64");
const outage = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("web sign-in (next-auth authorize)", () => {
  it("treats an over-long identifier or password as wrong credentials", async () => {
    expect(await shown(authorize(tooLong(), "whatever"))).toBe(INVALID_CREDENTIALS);
    const user = await createUser({ role: "GovAdmin" });
    expect(await shown(authorize(user.email, "p".repeat(201)))).toBe(INVALID_CREDENTIALS);
  });

  it("names an empty field in the form's words", async () => {
    expect(await shown(authorize("  ", "secret"))).toBe("Email or Reference ID is required");
    expect(await shown(authorize("someone@test.local", ""))).toBe("Password is required");
  });

  it("says the service is unavailable, not the driver's text, when the database cannot be reached", async () => {
    const user = await createUser({ role: "Admin" });
    vi.spyOn(prismaClient() as unknown as Db, "$queryRaw").mockRejectedValue(outage());
    const message = await shown(authorize(user.email, user.password));
    expect(message).toBe(SIGN_IN_UNAVAILABLE);
    expect(message).not.toMatch(/ECONNREFUSED|5432/);
  });

  it("still signs in and still says when the account is throttled", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    expect(await authorize(user.email.toUpperCase(), user.password)).toMatchObject({ id: user.id });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      await shown(authorize(user.email, "wrong", `198.51.100.${i + 1}`));
    }
    // From an address the account has not signed in from (where it has, it keeps a budget of its own).
    expect(await shown(authorize(user.email, user.password, "192.0.2.9"))).toMatch(/^Too many failed sign-in attempts/);
  });
});

describe("authenticate() bounds its input whoever calls it", () => {
  it("answers an over-long identifier as invalid instead of failing in the database", async () => {
    expect(await authenticate(tooLong(), "whatever", "203.0.113.78")).toEqual({ ok: false, reason: "invalid" });
  });

  it("POST /api/auth/login refuses it as a bad request", async () => {
    const res = await call(login, {
      method: "POST",
      body: { identifier: tooLong(), password: "whatever" },
      headers: { "x-forwarded-for": "203.0.113.79" },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).not.toMatch(/prisma|RateLimit/i);
  });
});
