// Forgot password end to end through the route handlers: the request (no enumeration, limits), the
// e-mailed link (single use, 30 minutes) and what setting the password does to the account.
import { beforeAll, describe, expect, it } from "vitest";

import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as reset } from "@/app/api/auth/reset-password/route";
import { GET as me } from "@/app/api/me/route";
import { LOGIN_LIMITS } from "@/lib/server/auth/authenticate";
import { passwordTokenPurpose, RESET_LIMITS, RESET_REQUESTED } from "@/lib/server/auth/password-reset";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { bearer } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";
import { makePasswordToken, tokenFromMail } from "@/lib/testing/password-reset";
import { RESET_LINK_INVALID } from "@/lib/validation/passwords";

const NEW = "Brand-New-Pass-7";
let ipSeq = 0;
/** A client address of its own per call, unless a test is about one address's limit. */
const from = (ip = `198.51.100.${++ipSeq}`) => ({ "x-forwarded-for": ip });

async function ask(identifier: string, ip?: string) {
  const res = await call(forgot, { method: "POST", body: { identifier }, headers: from(ip) });
  await backgroundSettled();
  return res;
}

const mailsTo = (to: string) => db.mailOutbox.findMany({ where: { to }, orderBy: { createdAt: "asc" } });

async function signIn(identifier: string, password: string) {
  return call(login, { method: "POST", body: { identifier, password }, headers: from() });
}

beforeAll(async () => {
  await db.$queryRaw`SELECT 1`;
});

describe("POST /api/auth/forgot-password", () => {
  it("e-mails a link to an existing account; only the token's hash is stored, valid 30 minutes", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    const res = await ask(user.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: RESET_REQUESTED });

    const [mail] = await mailsTo(user.email);
    expect(mail.subject).toMatch(/Reset your .* password/);
    expect(mail.text).toContain("expires in 30 minutes");
    expect(mail.html).toContain("/reset-password?token=");
    const token = tokenFromMail(mail.text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(row.tokenHash).not.toContain(token);
    expect(row.purpose).toBe("reset");
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
    expect(await passwordTokenPurpose(token)).toBe("reset");
  });

  it("sends at most 3 links an hour to one account, whichever of its names asks", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMP8809" });
    for (const name of [user.email, "EMP8809", user.email, "emp8809", user.email]) {
      expect((await ask(name)).status).toBe(200);
    }
    expect(await mailsTo(user.email)).toHaveLength(RESET_LIMITS.perIdentifier.limit);
  });

  it("accepts an employee's Reference ID and writes to the address on file", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMP8801" });
    expect((await ask("emp8801")).status).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it("answers an unknown address exactly as a known one and sends nothing", async () => {
    const before = await db.mailOutbox.count();
    const res = await ask("nobody-here@test.local");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, message: RESET_REQUESTED });
    expect(await db.mailOutbox.count()).toBe(before);
    expect(await db.passwordResetToken.count({ where: { user: { email: "nobody-here@test.local" } } })).toBe(0);
  });

  it("sends nothing for a disabled account or an Inactive employee, with the same answer", async () => {
    const disabled = await createUser({ role: "GovAdmin" });
    await db.user.update({ where: { id: disabled.id }, data: { isActive: false } });
    const inactive = await createUser({ role: "Employee", referenceId: "EMP8802" });
    await db.employee.update({ where: { userId: inactive.id }, data: { status: "Inactive" } });
    for (const identifier of [disabled.email, inactive.email, "EMP8802"]) {
      const res = await ask(identifier);
      expect(res.json).toEqual({ success: true, message: RESET_REQUESTED });
    }
    expect(await mailsTo(disabled.email)).toHaveLength(0);
    expect(await mailsTo(inactive.email)).toHaveLength(0);
  });

  it("limits links per account name, known or not, with 429 and Retry-After", async () => {
    const user = await createUser({ role: "Admin" });
    for (const identifier of [user.email, "ghost@test.local"]) {
      for (let i = 0; i < RESET_LIMITS.perIdentifier.limit; i++) expect((await ask(identifier)).status).toBe(200);
      const res = await ask(identifier);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(await mailsTo(user.email)).toHaveLength(RESET_LIMITS.perIdentifier.limit);
  });

  it("counts Unicode case variants of a Reference ID as one name, and sends nothing for a non-ASCII one", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMPSI801" });
    for (let i = 0; i < RESET_LIMITS.perIdentifier.limit; i++) expect((await ask("empsi801")).status).toBe(200);
    expect((await ask("empſı801")).status).toBe(429); // upper-cases to EMPSI801: the same budget
    expect(await mailsTo(user.email)).toHaveLength(RESET_LIMITS.perIdentifier.limit);
    const other = await createUser({ role: "Employee", referenceId: "EMPSI802" });
    expect((await ask("EMPſI802")).status).toBe(200);
    expect(await mailsTo(other.email)).toHaveLength(0);
  });

  it("limits requests per client address", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < RESET_LIMITS.perIp.limit; i++)
      expect((await ask(`someone${i}@test.local`, ip)).status).toBe(200);
    const res = await ask("someone-else@test.local", ip);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("refuses an empty name and a foreign Origin", async () => {
    const empty = await call(forgot, { method: "POST", body: { identifier: "  " }, headers: from() });
    expect(empty.status).toBe(400);
    expect(empty.json.errors).toMatchObject({ identifier: "Email or Reference ID is required" });
    const foreign = await call(forgot, {
      method: "POST",
      body: { identifier: "a@test.local" },
      headers: { ...from(), origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password once, ends every session and retires the account's other links", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMP8803" });
    const session = await bearer(user);
    expect((await call(me, { headers: session })).status).toBe(200);
    await ask(user.email);
    await ask(user.email);
    const [first, second] = (await mailsTo(user.email)).map((m) => tokenFromMail(m.text));
    // Only the newest link works: asking again retired the first.
    expect(await passwordTokenPurpose(first)).toBeNull();

    const res = await call(reset, { method: "POST", body: { token: second, newPassword: NEW }, headers: from() });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Your password has been reset. You can now sign in with your new password.");

    expect((await call(me, { headers: session })).status).toBe(401);
    expect((await signIn("EMP8803", user.password)).status).toBe(401);
    expect((await signIn(user.email, NEW)).status).toBe(200);

    for (const token of [first, second]) {
      const again = await call(reset, {
        method: "POST",
        body: { token, newPassword: "Another-Pass-8" },
        headers: from(),
      });
      expect(again.status).toBe(410);
      expect(again.json).toMatchObject({ message: RESET_LINK_INVALID, errors: { token: RESET_LINK_INVALID } });
      expect(await passwordTokenPurpose(token)).toBeNull();
    }
    expect((await signIn(user.email, NEW)).status).toBe(200);
    const entry = await db.auditLog.findFirst({ where: { action: "auth.password_reset", entityId: user.id } });
    expect(entry?.data).toEqual({ purpose: "reset" });
  });

  it("a reset lifts the sign-in lock someone else's wrong passwords put on the account", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMP8815" });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      await signIn(i % 2 ? user.email : "EMP8815", "wrong-password");
    }
    expect((await signIn(user.email, user.password)).status).toBe(429);
    await ask(user.email);
    const [link] = (await mailsTo(user.email)).map((m) => tokenFromMail(m.text));
    expect(
      (await call(reset, { method: "POST", body: { token: link, newPassword: NEW }, headers: from() })).status,
    ).toBe(200);
    expect((await signIn("EMP8815", NEW)).status).toBe(200);
  });

  it("refuses an expired link and an unknown one with the same message, changing nothing", async () => {
    const user = await createUser({ role: "Admin" });
    const expired = await makePasswordToken(user.id, { expiresAt: new Date(Date.now() - 1000) });
    const { tokenVersion } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    for (const token of [expired, "x".repeat(43)]) {
      const res = await call(reset, { method: "POST", body: { token, newPassword: NEW }, headers: from() });
      expect(res.status).toBe(410);
      expect(res.json.message).toBe(RESET_LINK_INVALID);
    }
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).tokenVersion).toBe(tokenVersion);
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it("keeps the link when the new password breaks the rules", async () => {
    const user = await createUser({ role: "Admin" });
    const token = await makePasswordToken(user.id);
    const short = await call(reset, { method: "POST", body: { token, newPassword: "short" }, headers: from() });
    expect(short.status).toBe(400);
    expect(short.json.errors).toMatchObject({ newPassword: "Password must be at least 8 characters" });
    const ok = await call(reset, { method: "POST", body: { token, newPassword: NEW }, headers: from() });
    expect(ok.status).toBe(200);
  });

  it("refuses a link of an account disabled since it was sent", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMP8804" });
    const token = await makePasswordToken(user.id);
    await db.employee.update({ where: { userId: user.id }, data: { status: "Inactive" } });
    expect(await passwordTokenPurpose(token)).toBeNull();
    const res = await call(reset, { method: "POST", body: { token, newPassword: NEW }, headers: from() });
    expect(res.status).toBe(410);
    expect((await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } })).usedAt).toBeNull();
  });

  it("takes a link once even when two requests race", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    const token = await makePasswordToken(user.id);
    const results = await Promise.all(
      ["Racer-One-Pass-1", "Racer-Two-Pass-2"].map((newPassword) =>
        call(reset, { method: "POST", body: { token, newPassword }, headers: from() }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
  });

  it("limits tries per client address with 429", async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < RESET_LIMITS.setPerIp.limit; i++) {
      const res = await call(reset, {
        method: "POST",
        body: { token: `guess${i}`, newPassword: NEW },
        headers: from(ip),
      });
      expect(res.status).toBe(410);
    }
    const res = await call(reset, { method: "POST", body: { token: "guess", newPassword: NEW }, headers: from(ip) });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});
