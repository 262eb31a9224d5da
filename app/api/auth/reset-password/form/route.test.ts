// The e-mailed link's form posted by a browser without script: every outcome is a redirect, and
// the passwords never come back in an address.
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as login } from "@/app/api/auth/login/route";
import { RESET_LIMITS } from "@/lib/server/auth/password-reset";
import { db } from "@/lib/server/db/client";
import { call, createUser } from "@/lib/testing/fixtures";
import { makePasswordToken } from "@/lib/testing/password-reset";

import { POST } from "./route";

const ORIGIN = "http://127.0.0.1:3000";
const NEW = "Brand-New-Pass-7";
let ipSeq = 0;

function post(fields: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }, ip?: string) {
  return call(POST, {
    method: "POST",
    path: "/api/auth/reset-password/form",
    body: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": ip ?? `203.0.113.${++ipSeq % 250}`,
      ...headers,
    },
  });
}

const signIn = (identifier: string, password: string) =>
  call(login, { method: "POST", body: { identifier, password }, headers: { "x-forwarded-for": "192.0.2.77" } });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/auth/reset-password/form", () => {
  it("sets the password once and sends the browser to sign-in, which says so", async () => {
    const user = await createUser({ role: "Employee" });
    const token = await makePasswordToken(user.id, { purpose: "invite" });
    const res = await post({ token, newPassword: NEW, confirmPassword: NEW });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/login?password=invite");
    expect((await signIn(user.email, NEW)).status).toBe(200);

    // The link is spent: the same post goes back to it, where the page says it has expired.
    const again = await post({ token, newPassword: "Another-Pass-8", confirmPassword: "Another-Pass-8" });
    expect(again.headers.get("location")).toBe(`/reset-password?token=${token}`);
    expect((await signIn(user.email, NEW)).status).toBe(200);
  });

  it.each([
    [{ newPassword: "", confirmPassword: "" }, "new-required"],
    [{ newPassword: "short", confirmPassword: "short" }, "too-short"],
    [{ newPassword: "x".repeat(129), confirmPassword: "x".repeat(129) }, "too-long"],
    [{ newPassword: NEW, confirmPassword: "" }, "confirm-required"],
    [{ newPassword: NEW, confirmPassword: "Brand-New-Pass-8" }, "mismatch"],
  ])("sends %j back to the link with the problem %s, never the passwords", async (fields, problem) => {
    const user = await createUser({ role: "CompanyAdmin" });
    const token = await makePasswordToken(user.id);
    const res = await post({ token, ...fields });
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toBe(`/reset-password?token=${token}&problem=${problem}`);
    expect(location).not.toContain("Brand-New");
    // Nothing was set: the link still works and the old password still signs in.
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect(await db.passwordResetToken.count({ where: { userId: user.id, usedAt: null } })).toBe(1);
  });

  it("says to wait when one address has tried too often", async () => {
    const user = await createUser({ role: "Admin" });
    const token = await makePasswordToken(user.id);
    const ip = "198.18.7.7";
    for (let i = 0; i < RESET_LIMITS.setPerIp.limit; i++) {
      await post({ token: `unknown-${i}`, newPassword: NEW, confirmPassword: NEW }, undefined, ip);
    }
    const res = await post({ token, newPassword: NEW, confirmPassword: NEW }, undefined, ip);
    expect(res.headers.get("location")).toBe(`/reset-password?token=${token}&problem=throttled`);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example" }],
    ["no Origin and a cross-site fetch", { "sec-fetch-site": "cross-site" }],
  ])("refuses a post from %s (403), and sets nothing", async (_, headers) => {
    const user = await createUser({ role: "Employee" });
    const token = await makePasswordToken(user.id);
    const res = await post({ token, newPassword: NEW, confirmPassword: NEW }, headers);
    expect(res.status).toBe(403);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });
});
