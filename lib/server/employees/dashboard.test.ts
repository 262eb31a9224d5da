import { beforeAll, describe, expect, it } from "vitest";

import { GET as systemRoute } from "@/app/api/admin/system/route";
import { db } from "@/lib/server/db/client";
import { bearer, makeEmployee } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";

import { employeeStats, recentActivity } from "@/lib/server/employees/dashboard";
import { deleteEmployee } from "@/lib/server/employees/records";
import { systemInfo } from "@/lib/server/platform/system-info";

describe("employeeStats", () => {
  let admin: Awaited<ReturnType<typeof createUser>>;
  let a: Awaited<ReturnType<typeof makeEmployee>>;

  beforeAll(async () => {
    admin = await createUser({ role: "Admin" });
    await createUser({ role: "GovAdmin" }); // not an employee-console user
    a = await makeEmployee({ department: "Finance" });
    await makeEmployee({ department: "Finance", status: "Pending" });
    await makeEmployee({ department: "IT", status: "Inactive" });
    // One employee joined last month (created before this month's start).
    const old = await makeEmployee({ department: "IT" });
    await db.employee.update({
      where: { id: old.employee.id },
      data: { createdAt: new Date(Date.now() - 62 * 86_400_000) },
    });
    await db.user.update({ where: { id: old.user.id }, data: { createdAt: new Date(Date.now() - 62 * 86_400_000) } });
    const gone = await makeEmployee({ department: "IT" });
    await deleteEmployee(admin, gone.employee.id);
    // Documents: two recent, one 45 days old.
    for (const days of [1, 2, 45]) {
      const file = await db.storedFile.create({
        data: {
          kind: "EmployeeDocument",
          fileName: "d.pdf",
          contentType: "application/pdf",
          size: 1,
          sha256: "x",
          data: new Uint8Array([1]),
        },
      });
      await db.employeeDocument.create({
        data: {
          employeeId: a.employee.id,
          fileId: file.id,
          name: "d.pdf",
          documentType: "Other",
          createdAt: new Date(Date.now() - days * 86_400_000),
        },
      });
    }
  });

  it("counts by status and department, documents in 30 days, users, and month-on-month changes", async () => {
    const stats = await employeeStats();
    expect(stats.totalEmployees).toBe(4);
    expect(stats.byStatus).toEqual({ Active: 2, Inactive: 1, Pending: 1 });
    expect(stats.byDepartment).toEqual([
      { department: "Finance", count: 2 },
      { department: "IT", count: 2 },
    ]);
    expect(stats.documentsLast30Days).toBe(2);
    expect(stats.documentsPrevious30Days).toBe(1);
    // Admins: the test admin + the fixture admin that makeEmployee uses; GovAdmin not counted.
    const admins = await db.user.count({ where: { role: "Admin" } });
    expect(stats.totalUsers).toBe(4 + admins);
    // On the 1st there was only the old one (the deleted one came and went this month): 4 - 1 = +3.
    expect(stats.employeesTrend).toBe(3);
    expect(stats.usersTrend).toBe(3 + admins);
  });

  it("lists recent console activity with who did it", async () => {
    const items = await recentActivity();
    expect(items[0]).toMatchObject({ text: expect.stringMatching(/^deleted employee Employee \d+/) });
    expect(items[0].actor).toMatch(/Test User/);
  });
});

describe("systemInfo", () => {
  it("reports version, database, last migration, uptime and sign-ins in the last 24 hours", async () => {
    const user = await createUser({ role: "Admin" });
    await db.auditLog.create({
      data: { actorId: user.id, action: "auth.login", entityType: "User", entityId: user.id },
    });
    await db.auditLog.create({
      data: {
        actorId: user.id,
        action: "auth.login",
        entityType: "User",
        createdAt: new Date(Date.now() - 2 * 86_400_000),
      },
    });
    const info = await systemInfo();
    const pkg = (await import("@/package.json")).default;
    expect(info.version).toBe(pkg.version);
    expect(info.databaseKind).toBe(process.env.DATABASE_URL ? "postgresql" : "pglite");
    expect(info.databaseSizeBytes).toBeGreaterThan(0);
    expect(info.lastMigration?.name).toMatch(/^\d{14}_/);
    expect(info.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(info.sessionsLast24h).toBe(1);
    expect(info.usersLast24h).toBe(1);
  });

  it("is what GET /api/admin/system answers the admin, read at the time of the request", async () => {
    const headers = await bearer(await createUser({ role: "Admin" }));
    const before = Date.now();
    const res = await call(systemRoute, { path: "/api/admin/system", headers });
    expect(res.status).toBe(200);
    const info = res.json.system as Awaited<ReturnType<typeof systemInfo>>;
    expect(info.version).toBe((await import("@/package.json")).default.version);
    expect(info.databaseKind).toBe(process.env.DATABASE_URL ? "postgresql" : "pglite");
    expect(new Date(info.checkedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
