import { describe, expect, it } from "vitest";

import { istToday } from "@/lib/dates";
import { verifyPassword } from "@/lib/server/auth/password";
import { decryptField } from "@/lib/server/platform/crypto";
import { db } from "@/lib/server/db/client";

import { DEMO_PASSWORD } from "@/lib/server/db/seed/data";
import { demoSeedAllowed, seedDatabase } from "@/lib/server/db/seed";

describe("seed", () => {
  it("creates the demo data once and is idempotent", async () => {
    const first = await seedDatabase(db);
    expect(first.createdUsers).toBe(13);
    const second = await seedDatabase(db);
    expect(second).toEqual({ createdUsers: 0, createdCompanyJobs: 0, createdGovJobs: 0 });

    expect(await db.companyJob.count({ where: { isActive: true } })).toBeGreaterThanOrEqual(8);
    const gov = await db.govJob.findMany({ where: { status: "active" } });
    expect(gov.length).toBeGreaterThanOrEqual(6);
    expect(gov.some((j) => j.deadline < istToday())).toBe(true);
    expect(gov.every((j) => j.feePaise > 0 && j.feePaise % 100 === 0)).toBe(true);
    expect(await db.employee.count()).toBe(10);
    expect(await db.employeeDocument.count()).toBe(20);
  });

  it("gives every demo role the documented credentials", async () => {
    await seedDatabase(db);
    const expected = {
      "admin@demo.local": "Admin",
      "companyadmin@demo.local": "CompanyAdmin",
      "govadmin@demo.local": "GovAdmin",
      "employee@demo.local": "Employee",
    };
    for (const [email, role] of Object.entries(expected)) {
      const user = await db.user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } });
      expect(user.role).toBe(role);
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    const emp = await db.employee.findUniqueOrThrow({
      where: { referenceId: "EMP0001" },
      include: { user: true },
      omit: { accountNumberEncrypted: false },
    });
    expect(emp.user.email).toBe("employee@demo.local");
    expect(decryptField(emp.accountNumberEncrypted)).toMatch(/\d{4}$/);
    expect(decryptField(emp.accountNumberEncrypted).endsWith(emp.accountLast4)).toBe(true);
  });

  it("refuses demo data on a production database unless explicitly asked", () => {
    const prod = { NODE_ENV: "production" as const, DATABASE_URL: "postgresql://db/app", SEED_DEMO_ACCOUNTS: false };
    expect(demoSeedAllowed(prod, [])).toBe(false);
    expect(demoSeedAllowed(prod, ["--demo"])).toBe(true);
    expect(demoSeedAllowed({ ...prod, SEED_DEMO_ACCOUNTS: true }, [])).toBe(true);
    expect(demoSeedAllowed({ ...prod, DATABASE_URL: undefined }, [])).toBe(true);
    expect(demoSeedAllowed({ ...prod, NODE_ENV: "development" }, [])).toBe(true);
  });
});
