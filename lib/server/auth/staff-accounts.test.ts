import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

import { authenticate } from "@/lib/server/auth/authenticate";
import { verifyPassword } from "@/lib/server/auth/password";
import { userForClaims } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db/client";

import { createStaffAccount, StaffAccountError } from "@/lib/server/auth/staff-accounts";

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
    const session = { sub: made.id, tv: before.tokenVersion } as Parameters<typeof userForClaims>[0];
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

  async function storedHash(email: string): Promise<string | undefined> {
    if (onPostgres) {
      return (await db.user.findUnique({ where: { email }, omit: { passwordHash: false } }))?.passwordHash;
    }
    const pglite = new PGlite(path.join(dir, "pglite"));
    try {
      const { rows } = await pglite.query<{ passwordHash: string }>(
        `SELECT "passwordHash" FROM "User" WHERE "email" = $1`,
        [email],
      );
      return rows[0]?.passwordHash;
    } finally {
      await pglite.close();
    }
  }

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
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
});
