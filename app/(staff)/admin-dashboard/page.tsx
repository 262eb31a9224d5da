import type { Metadata } from "next";
import { createLoader, type SearchParams } from "nuqs/server";

import { employeeListParams, toListQuery } from "@/components/employee-admin/list-params";
import { requirePageUser } from "@/lib/server/auth/page";
import { employeeStats, recentActivity } from "@/lib/server/employees/dashboard";
import { listDepartments, listEmployees } from "@/lib/server/employees/list";
import { mailOverview } from "@/lib/server/platform/mail-admin";
import { systemInfo } from "@/lib/server/platform/system-info";
import { privacyLog } from "@/lib/server/privacy/log";

import { EmployeeAdminConsole } from "./page-client";

export const metadata: Metadata = { title: "Employee Administration", robots: { index: false } };

const loadListParams = createLoader(employeeListParams);

export default async function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageUser(["Admin"], "/admin-dashboard", await searchParams);
  // The first paint shows the employee list the URL asks for (filters, sort, page), read with the
  // same parsers the console uses, so it does not fetch it again.
  const query = toListQuery(await loadListParams(searchParams));
  const [stats, activity, system, mail, privacy, data, departments] = await Promise.all([
    employeeStats(),
    recentActivity(),
    systemInfo(),
    mailOverview(),
    privacyLog(),
    listEmployees(query),
    listDepartments(),
  ]);
  return (
    <EmployeeAdminConsole
      user={{ name: user.name, role: user.role }}
      stats={stats}
      activity={activity}
      system={system}
      mail={mail}
      privacy={privacy}
      employees={{ query, data, departments }}
    />
  );
}
