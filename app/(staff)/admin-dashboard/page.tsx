import type { Metadata } from "next";

import { tabFrom } from "@/components/employee-admin/admin-tabs";
import { employeeStats, recentActivity } from "@/lib/server/employees/dashboard";
import { requirePageUser } from "@/lib/server/auth/page";
import { listDepartments, listEmployees } from "@/lib/server/employees/list";
import { systemInfo } from "@/lib/server/platform/system-info";
import { employeeListQuerySchema } from "@/lib/validation/employees";

import { AdminDashboardClient } from "./page-client";

export const metadata: Metadata = { title: "Employee Administration", robots: { index: false } };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requirePageUser(["Admin"], "/admin-dashboard");
  const { tab } = await searchParams;
  const [stats, activity, system, employees, departments] = await Promise.all([
    employeeStats(),
    recentActivity(),
    systemInfo(),
    listEmployees(employeeListQuerySchema.parse({})),
    listDepartments(),
  ]);
  return (
    <AdminDashboardClient
      admin={{ name: user.name, email: user.email }}
      initialTab={tabFrom(tab)}
      stats={stats}
      activity={activity}
      system={system}
      employees={employees}
      departments={departments}
    />
  );
}
