import "server-only";

import { istMonthStart } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import type { AuditAction } from "@/lib/server/platform/audit";

// Figures for the employee console's dashboard, all counted in the database. A month-on-month
// trend is the change since the start of this month in IST: today's count minus the count on
// the 1st, which is rows created before then plus those deleted since (from the audit log,
// since deleted rows are gone).

const DAY = 86_400_000;

export async function employeeStats(now = new Date()) {
  const monthStart = istMonthStart(now);
  const since30 = new Date(now.getTime() - 30 * DAY);
  const since60 = new Date(now.getTime() - 60 * DAY);
  const [byStatus, byDepartment, docs30, docsPrev30, employeesBefore, usersBefore, deletions, admins] =
    await Promise.all([
      db.employee.groupBy({ by: ["status"], _count: { _all: true } }),
      db.employee.groupBy({
        by: ["department"],
        _count: { _all: true },
        orderBy: { _count: { department: "desc" } },
      }),
      db.employeeDocument.count({ where: { createdAt: { gte: since30 } } }),
      db.employeeDocument.count({ where: { createdAt: { gte: since60, lt: since30 } } }),
      db.employee.count({ where: { createdAt: { lt: monthStart } } }),
      db.user.count({ where: { role: { in: ["Employee", "Admin"] }, createdAt: { lt: monthStart } } }),
      db.auditLog.findMany({
        where: { action: "employee.delete", createdAt: { gte: monthStart } },
        select: { data: true },
      }),
      db.user.count({ where: { role: "Admin" } }),
    ]);

  // Employees deleted this month who were already there when it began still count for that day.
  const deletedButPresentAtStart = deletions.filter((d) => {
    const createdAt = (d.data as { createdAt?: string } | null)?.createdAt;
    return !createdAt || new Date(createdAt) < monthStart;
  }).length;
  const status = { Active: 0, Inactive: 0, Pending: 0 };
  for (const g of byStatus) status[g.status] = g._count._all;
  const totalEmployees = status.Active + status.Inactive + status.Pending;
  const totalUsers = totalEmployees + admins;
  return {
    totalEmployees,
    employeesTrend: totalEmployees - (employeesBefore + deletedButPresentAtStart),
    byStatus: status,
    byDepartment: byDepartment.map((g) => ({ department: g.department, count: g._count._all })),
    documentsLast30Days: docs30,
    documentsPrevious30Days: docsPrev30,
    totalUsers,
    usersTrend: totalUsers - (usersBefore + deletedButPresentAtStart),
  };
}

export type EmployeeStats = Awaited<ReturnType<typeof employeeStats>>;

const ACTIVITY_ACTIONS: AuditAction[] = [
  "employee.create",
  "employee.update",
  "employee.delete",
  "employee.password_change",
  "employee.export",
  "document.upload",
  "document.delete",
];

/** The latest changes in the console, newest first, with who made them. */
export async function recentActivity(take = 8) {
  const rows = await db.auditLog.findMany({
    where: { action: { in: ACTIVITY_ACTIONS } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take,
    select: { id: true, action: true, data: true, createdAt: true, actor: { select: { name: true } } },
  });
  return rows.map((r) => {
    const data = (r.data ?? {}) as Record<string, unknown>;
    const who = typeof data.name === "string" ? `${data.name} (${String(data.referenceId ?? "")})` : "";
    const count = Array.isArray(data.documentIds) ? data.documentIds.length : 0;
    const text: Record<string, string> = {
      "employee.create": `added employee ${who}`,
      "employee.update": `updated employee ${who}`,
      "employee.delete": `deleted employee ${who}`,
      "employee.password_change": "changed an employee's password",
      "employee.export": `exported ${String(data.rows ?? 0)} employee(s) to CSV`,
      "document.upload": `uploaded ${count} document(s)`,
      "document.delete": `deleted document ${String(data.name ?? "")}`,
    };
    return {
      id: r.id,
      actor: r.actor?.name ?? "A deleted user",
      text: text[r.action] ?? r.action,
      at: r.createdAt.toISOString(),
    };
  });
}

export type ActivityItem = Awaited<ReturnType<typeof recentActivity>>[number];
