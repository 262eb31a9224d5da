import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

import { authenticate, LOGIN_LIMITS } from "@/lib/server/auth/authenticate";
import { verifyPassword } from "@/lib/server/auth/password";
import { passwordTokenPurpose, requestPasswordReset } from "@/lib/server/auth/password-reset";
import { userForClaims } from "@/lib/server/auth/session";
import { newSession } from "@/lib/server/auth/token";
import { db, type Db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { aMoment } from "@/lib/testing/concurrency";
import { createUser } from "@/lib/testing/fixtures";
import { makePasswordToken } from "@/lib/testing/password-reset";

import { createStaffAccount, setStaffAccountActive, StaffAccountError } from "@/lib/server/auth/staff-accounts";

const PASSWORD = "Long-enough-1";

describe("createStaffAccount", () => {
  it("creates a staff account that can sign in with its role, and audits it", async () => {
    const made = await createStaffAccount(db, {
      email: "  First.Admin@Example.IN ",
      name: "First Admin",
      role: "Admin",
      password: PASSWORD,
    });
    expect(made).toMatchObject({ action: "created", email: "first.admin@example.in", role: "Admin" });
    const signIn = await authenticate("FIRST.ADMIN@example.in", PASSWORD, "198.51.100.7");
    expect(signIn).toMatchObject({ ok: true, user: { id: made.id, name: "First Admin", role: "Admin" } });
    const entry = await db.auditLog.findFirstOrThrow({ where: { entityId: made.id, action: "staff.create" } });
    expect(entry).toMatchObject({ actorId: null, entityType: "User" });
    expect(JSON.stringify(entry.data)).not.toContain(PASSWORD);
  });

  it.each([
    [{ email: "not-an-email", name: "X", role: "Admin", password: PASSWORD }, "Please enter a valid email address"],
    [{ email: "a@example.in", name: "X", role: "Admin", password: "short" }, "Password must be at least 8 characters"],
    [{ email: "a@example.in", name: "X", role: "Employee", password: PASSWORD }, "Role must be one of"],
    [{ email: "a@example.in", name: " ", role: "GovAdmin", password: PASSWORD }, "Name is required"],
    [{ email: "a@example.in", role: "GovAdmin", password: PASSWORD }, "Name is required"],
  ])("refuses %j with a reason and writes nothing", async (input, reason) => {
    const users = await db.user.count();
    await expect(createStaffAccount(db, input as never)).rejects.toThrow(reason);
    await expect(createStaffAccount(db, input as never)).rejects.toBeInstanceOf(StaffAccountError);
    expect(await db.user.count()).toBe(users);
  });

  it("refuses an e-mail that exists; --reset-password gives it a new password and ends its sessions", async () => {
    const gov = { email: "gov@example.in", name: "Gov", role: "GovAdmin" as const, password: PASSWORD };
    const made = await createStaffAccount(db, gov);
    const before = await db.user.findUniqueOrThrow({ where: { id: made.id }, omit: { passwordHash: false } });
    const session = { sub: made.id, tv: before.tokenVersion, ...newSession() } as Parameters<typeof userForClaims>[0];
    expect(await userForClaims(session, "bearer")).toMatchObject({ id: made.id, role: "GovAdmin" });

    await expect(
      createStaffAccount(db, { email: "GOV@example.in", name: "Other", role: "GovAdmin", password: "Another-pass-2" }),
    ).rejects.toThrow("already exists");
    const resetPassword = (email: string, role: "Admin" | "GovAdmin") =>
      createStaffAccount(db, { email, role, password: "Another-pass-2" }, { resetPassword: true });
    await expect(resetPassword("gov@example.in", "Admin")).rejects.toThrow("is a GovAdmin account, not Admin");
    await expect(resetPassword("nobody@example.in", "Admin")).rejects.toThrow("There is no account");
    const unchanged = await db.user.findUniqueOrThrow({ where: { id: made.id }, omit: { passwordHash: false } });
    expect(unchanged.passwordHash).toBe(before.passwordHash);

    const reset = await resetPassword("gov@example.in", "GovAdmin");
    expect(reset).toMatchObject({ action: "password_reset", id: made.id });
    const after = await db.user.findUniqueOrThrow({ where: { id: made.id }, omit: { passwordHash: false } });
    expect(after.name).toBe("Gov");
    expect(await verifyPassword(after.passwordHash, "Another-pass-2")).toBe(true);
    expect(await verifyPassword(after.passwordHash, PASSWORD)).toBe(false);
    expect(await userForClaims(session, "bearer")).toBeNull();
    expect(await db.auditLog.count({ where: { entityId: made.id, action: "staff.password_reset" } })).toBe(1);
  });
});

describe("createStaffAccount --reset-password and the sign-in lock", () => {
  it("lets the staff member sign in with the new password at once, though wrong guesses had locked the account", async () => {
    const gov = { email: "locked.gov@example.in", name: "Gov", role: "GovAdmin" as const, password: PASSWORD };
    await createStaffAccount(db, gov);
    for (let i = 0; i < LOGIN_LIMITS.perIdentifier.failures; i++) {
      await authenticate(gov.email, "wrong-guess", `198.51.100.${i + 1}`);
    }
    expect(await authenticate(gov.email, PASSWORD, "192.0.2.50")).toMatchObject({ ok: false, reason: "throttled" });

    await createStaffAccount(db, { ...gov, password: "New-password-1" }, { resetPassword: true });
    expect(await authenticate(gov.email, "New-password-1", "192.0.2.50")).toMatchObject({ ok: true });
  });
});

describe("setStaffAccountActive (--disable, --enable)", () => {
  const sessionOf = async (id: string) => {
    const { tokenVersion } = await db.user.findUniqueOrThrow({ where: { id } });
    return { sub: id, tv: tokenVersion, ...newSession() } as Parameters<typeof userForClaims>[0];
  };

  it("a disabled staff member cannot sign in or get a reset link, is signed out, and their open link is dead; enabling lets them back in with their password", async () => {
    const gov = { email: "departed.gov@personal.example", name: "Departed", role: "GovAdmin" as const };
    const made = await createStaffAccount(db, { ...gov, password: PASSWORD });
    const session = await sessionOf(made.id);
    expect(await userForClaims(session, "cookie")).toMatchObject({ id: made.id });
    const link = await makePasswordToken(made.id);

    const disabled = await setStaffAccountActive(
      db,
      { email: "Departed.Gov@personal.example", role: "GovAdmin" },
      false,
    );
    expect(disabled).toMatchObject({ action: "disabled", id: made.id, role: "GovAdmin" });
    expect(await authenticate(gov.email, PASSWORD, "198.51.100.60")).toEqual({ ok: false, reason: "invalid" });
    expect(await userForClaims(session, "cookie")).toBeNull();
    expect(await passwordTokenPurpose(link)).toBeNull();
    await requestPasswordReset(gov.email);
    await backgroundSettled();
    expect(await db.mailOutbox.count({ where: { to: gov.email } })).toBe(0);
    expect(await db.passwordResetToken.count({ where: { userId: made.id, usedAt: null } })).toBe(0);

    const enabled = await setStaffAccountActive(db, { email: gov.email, role: "GovAdmin" }, true);
    expect(enabled).toMatchObject({ action: "enabled", id: made.id });
    expect(await authenticate(gov.email, PASSWORD, "198.51.100.61")).toMatchObject({ ok: true });
    // The sessions and the link of before stay ended: the operator let the person in, not them.
    expect(await userForClaims(session, "cookie")).toBeNull();
    expect(await passwordTokenPurpose(link)).toBeNull();

    const entries = await db.auditLog.findMany({
      where: { entityId: made.id, action: { in: ["staff.disable", "staff.enable"] } },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ["staff.disable", null],
      ["staff.enable", null],
    ]);
    expect(entries[0].data).toMatchObject({ via: "command line" });
  });

  it.each([
    ["an unknown e-mail", { email: "nobody@example.in", role: "GovAdmin" }, "There is no account with the e-mail"],
    [
      "the wrong role",
      { email: "company.lead@example.in", role: "GovAdmin" },
      "is a CompanyAdmin account, not GovAdmin",
    ],
    ["a role that is not staff", { email: "company.lead@example.in", role: "Employee" }, "Role must be one of"],
  ])("refuses %s and changes nothing", async (_, input, reason) => {
    await db.user.deleteMany({ where: { email: "company.lead@example.in" } });
    const lead = await createStaffAccount(db, {
      email: "company.lead@example.in",
      name: "Lead",
      role: "CompanyAdmin",
      password: PASSWORD,
    });
    await expect(setStaffAccountActive(db, input, false)).rejects.toThrow(reason);
    await expect(setStaffAccountActive(db, input, false)).rejects.toBeInstanceOf(StaffAccountError);
    expect(await authenticate(lead.email, PASSWORD, "198.51.100.70")).toMatchObject({ ok: true });
  });

  it("refuses an employee's account: that is the Admin dashboard's Inactive status", async () => {
    const employee = await createUser({ role: "Employee", referenceId: "EMPSTAFF1" });
    await expect(setStaffAccountActive(db, { email: employee.email, role: "Admin" }, false)).rejects.toThrow(
      "is an Employee account: set the employee's status to Inactive in the Admin dashboard",
    );
    expect(await authenticate("EMPSTAFF1", employee.password, "198.51.100.71")).toMatchObject({ ok: true });
  });

  it("never disables the last active Admin, so somebody can still open the Admin console", async () => {
    await db.user.updateMany({ where: { role: "Admin" }, data: { isActive: false } });
    const admin = await createStaffAccount(db, {
      email: "only.admin@example.in",
      name: "Only",
      role: "Admin",
      password: PASSWORD,
    });
    await expect(setStaffAccountActive(db, { email: admin.email, role: "Admin" }, false)).rejects.toThrow(
      "only.admin@example.in is the last active Admin: disabling it would leave nobody able to sign in to the Admin console",
    );
    expect(await authenticate(admin.email, PASSWORD, "198.51.100.72")).toMatchObject({ ok: true });

    // With a second Admin the first may go.
    const second = await createStaffAccount(db, {
      email: "second.admin@example.in",
      name: "Second",
      role: "Admin",
      password: PASSWORD,
    });
    await setStaffAccountActive(db, { email: admin.email, role: "Admin" }, false);
    await expect(setStaffAccountActive(db, { email: second.email, role: "Admin" }, false)).rejects.toThrow(
      "last active Admin",
    );
  });

  it("two operators disabling the last two Admins at the same moment: one is refused", async () => {
    await db.user.updateMany({ where: { role: "Admin" }, data: { isActive: false } });
    const a = await createStaffAccount(db, {
      email: "race.a@example.in",
      name: "A",
      role: "Admin",
      password: PASSWORD,
    });
    const b = await createStaffAccount(db, {
      email: "race.b@example.in",
      name: "B",
      role: "Admin",
      password: PASSWORD,
    });
    // The first disable's transaction stays open until the second has started and reached it.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    const holding = {
      $transaction: (work: (tx: unknown) => Promise<unknown>) =>
        db.$transaction(
          async (tx) => {
            const result = await work(tx);
            started();
            await held;
            return result;
          },
          { timeout: 20_000 },
        ),
    } as unknown as Db;
    const first = setStaffAccountActive(holding, { email: a.email, role: "Admin" }, false);
    await ready;
    const second = setStaffAccountActive(db, { email: b.email, role: "Admin" }, false);
    await aMoment();
    commit();
    const outcomes = await Promise.allSettled([first, second]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected"]);
    expect(await db.user.count({ where: { role: "Admin", isActive: true } })).toBe(1);
  });
});

describe("npm run staff:create", () => {
  // The script on its own database: the test's PostgreSQL database, or a PGlite directory (the
  // test's in-memory PGlite cannot be shared with another process).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "staff-create-"));
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
  const childEnv = {
    ...process.env,
    ...(onPostgres
      ? { DATABASE_URL: process.env.DATABASE_URL }
      : { DATABASE_URL: "", EMBEDDED_DB_DIR: path.join(dir, "pglite"), DATA_DIR: dir }),
    STAFF_PASSWORD: "",
  };

  const run = (args: string[], stdin: string) =>
    new Promise<{ code: number; out: string; err: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "scripts/staff-create.ts", ...args],
        { env: childEnv, timeout: 60_000 },
        (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
      );
      child.stdin!.end(stdin);
    });

  async function stored(email: string): Promise<{ passwordHash: string; isActive: boolean } | undefined> {
    if (onPostgres) {
      return (await db.user.findUnique({ where: { email }, omit: { passwordHash: false } })) ?? undefined;
    }
    const pglite = new PGlite(path.join(dir, "pglite"));
    try {
      const { rows } = await pglite.query<{ passwordHash: string; isActive: boolean }>(
        `SELECT "passwordHash", "isActive" FROM "User" WHERE "email" = $1`,
        [email],
      );
      return rows[0];
    } finally {
      await pglite.close();
    }
  }
  const storedHash = async (email: string) => (await stored(email))?.passwordHash;

  it(
    "reads the password from standard input, never from the arguments, and says what it did",
    { timeout: 120_000 },
    async () => {
      const created = await run(
        ["--email", "Ops@Example.in", "--name", "Ops Lead", "--role", "CompanyAdmin"],
        `${PASSWORD}\n`,
      );
      expect(created.err).toBe("");
      expect(created.out).toContain("Created CompanyAdmin account ops@example.in");
      expect(created.code).toBe(0);
      expect(await verifyPassword((await storedHash("ops@example.in"))!, PASSWORD)).toBe(true);

      const again = await run(
        ["--email", "ops@example.in", "--name", "Ops Lead", "--role", "CompanyAdmin"],
        `${PASSWORD}\n`,
      );
      expect(again.code).toBe(1);
      expect(again.err).toContain("already exists");

      const weak = await run(["--email", "new@example.in", "--name", "New", "--role", "Admin"], "short\n");
      expect(weak.code).toBe(1);
      expect(weak.err).toContain("Password must be at least 8 characters");

      const missing = await run(["--email", "new@example.in", "--role", "Admin"], `${PASSWORD}\n`);
      expect(missing.code).toBe(2);
      expect(missing.err).toContain("Usage: npm run staff:create");

      const reset = await run(
        ["--email", "ops@example.in", "--role", "CompanyAdmin", "--reset-password"],
        "New-password-9\n",
      );
      expect(reset.out).toContain("New password set for ops@example.in");
      expect(reset.code).toBe(0);
      expect(await verifyPassword((await storedHash("ops@example.in"))!, "New-password-9")).toBe(true);

      // Disabling and enabling ask for no password (nothing on standard input).
      const both = await run(["--email", "ops@example.in", "--role", "CompanyAdmin", "--disable", "--enable"], "");
      expect(both.code).toBe(2);
      expect(both.err).toContain("--disable | --enable");
      const disabled = await run(["--email", "ops@example.in", "--role", "CompanyAdmin", "--disable"], "");
      expect(disabled.err).toBe("");
      expect(disabled.out).toContain("Disabled CompanyAdmin account ops@example.in");
      expect(disabled.code).toBe(0);
      expect(await stored("ops@example.in")).toMatchObject({ isActive: false });
      const enabled = await run(["--email", "ops@example.in", "--role", "CompanyAdmin", "--enable"], "");
      expect(enabled.out).toContain("Enabled CompanyAdmin account ops@example.in");
      expect(enabled.code).toBe(0);
      expect(await stored("ops@example.in")).toMatchObject({ isActive: true });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
});
