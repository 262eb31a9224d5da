import type { Metadata } from "next";

import { employeeStats, recentActivity } from "@/lib/server/employees/dashboard";
import { requirePageUser } from "@/lib/server/auth/page";
import { listDepartments, listEmployees } from "@/lib/server/employees/list";
import { systemInfo } from "@/lib/server/platform/system-info";
import { employeeListQuerySchema } from "@/lib/validation/employees";

import { EmployeeAdminConsole } from "./page-client";

export const metadata: Metadata = { title: "Employee Administration", robots: { index: false } };

export default async function Page() {
  const user = await requirePageUser(["Admin"], "/admin-dashboard");
  const [stats, activity, system, employees, departments] = await Promise.all([
    employeeStats(),
    recentActivity(),
    systemInfo(),
    listEmployees(employeeListQuerySchema.parse({})),
    listDepartments(),
  ]);
  return (
    <EmployeeAdminConsole
      admin={{ name: user.name, email: user.email }}
      stats={stats}
      activity={activity}
      system={system}
      employees={employees}
      departments={departments}
    />
  );
}
