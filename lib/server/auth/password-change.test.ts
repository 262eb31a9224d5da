// An admin sets an employee's password: the employee signs in with it at once, even when wrong
// guesses (someone else's, or their own) had locked the account.
import { describe, expect, it } from "vitest";

import { authenticate, LOGIN_LIMITS } from "@/lib/server/auth/authenticate";
import { changeEmployeePassword, changeOwnPassword } from "@/lib/server/auth/password-change";
import { db } from "@/lib/server/db/client";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { createUser } from "@/lib/testing/fixtures";

describe("changeEmployeePassword", () => {
  it("lifts the sign-in lock on both of the employee's names", async () => {
    const user = await createUser({ role: "Employee", referenceId: "EMPLOCK1" });
    const admin = await createUser({ role: "Admin" });
    const employee = await db.employee.findUniqueOrThrow({ where: { userId: user.id } });
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      await authenticate(i % 2 ? user.email : "EMPLOCK1", "wrong-guess", `198.51.100.${i + 1}`);
    }
    expect(await authenticate("EMPLOCK1", user.password, "192.0.2.50")).toMatchObject({ reason: "throttled" });

    await changeEmployeePassword(
      { id: admin.id, name: admin.name, email: admin.email, role: "Admin", via: "cookie" },
      employee.id,
      "Brand-new-pass-1",
    );
    expect(await authenticate("emplock1", "Brand-new-pass-1", "192.0.2.51")).toMatchObject({ ok: true });
  });
});

describe("changeOwnPassword", () => {
  /** The employee's own session, as the change-password route passes it. */
  const sessionOf = ({ id, name, email }: { id: string; name: string; email: string }) => ({
    id,
    name,
    email,
    role: "Employee" as const,
    via: "bearer" as const,
  });

  it("spends the account's day of wrong passwords: past it, a session cannot guess the current one, not even right", async () => {
    const user = await createUser({ role: "Employee" });
    const session = sessionOf(user);
    const change = (currentPassword: string) =>
      changeOwnPassword(session, { currentPassword, newPassword: "Taken-over-pass-1" }).then(
        () => "changed",
        (error: { status?: number }) => error.status,
      );
    // The day's budget almost spent by sign-ins elsewhere; the last wrong guesses come through the form.
    for (let i = 0; i < LOGIN_LIMITS.perDay.failures - 2; i++) {
      await rateLimit.hit(`login:user-day:${user.id}`, LOGIN_LIMITS.perDay.failures, LOGIN_LIMITS.perDay.windowSeconds);
    }
    expect(await change("wrong-guess-1")).toBe(400);
    expect(await change("wrong-guess-2")).toBe(400);
    expect(await change(user.password)).toBe(429);
    // The sign-in form is locked for the day too, and the password stands.
    expect(await authenticate(user.email, user.password, "192.0.2.60")).toMatchObject({ reason: "throttled" });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.tokenVersion).toBe(0);
  });

  it("gives its day's slot back on success", async () => {
    const user = await createUser({ role: "Employee" });
    const session = sessionOf(user);
    await changeOwnPassword(session, { currentPassword: user.password, newPassword: "Brand-new-pass-2" });
    const counter = await db.rateLimit.findUnique({ where: { key: `login:user-day:${user.id}` } });
    expect(counter?.count ?? 0).toBe(0);
  });
});
