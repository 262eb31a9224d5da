"use client";

import { useRouter } from "next/navigation";
import { parseAsString, useQueryState } from "nuqs";
import { useCallback, useEffect, useState } from "react";

import { EmployeeAdminNav } from "@/components/employee-admin/nav";
import { EMPLOYEE_ADMIN_TAB_IDS, EMPLOYEE_ADMIN_TABS, type EmployeeAdminTab } from "@/components/employee-admin/tabs";
import { EmployeeAdminHeader } from "@/components/employee-admin/header";
import { DashboardPanel } from "@/components/employee-admin/dashboard-panel";
import { EmployeesPanel } from "@/components/employee-admin/employees-panel";
import { SettingsPanel } from "@/components/employee-admin/settings-panel";
import { ConfirmLogoutDialog } from "@/components/staff/confirm-logout-dialog";
import { OwnPasswordForm } from "@/components/staff/own-password-form";
import { useStaffTab } from "@/components/staff/use-staff-tab";
import { onUnauthorized } from "@/lib/api-client";
import type { ActivityItem, EmployeeStats } from "@/lib/server/employees/dashboard";
import type { EmployeePage } from "@/lib/server/employees/list";
import type { SystemInfo } from "@/lib/server/platform/system-info";

export type EmployeeAdminData = {
  admin: { name: string; email: string };
  stats: EmployeeStats;
  activity: ActivityItem[];
  system: SystemInfo;
  employees: EmployeePage;
  departments: string[];
};

/** The employee administration console: sidebar sections, header search, the admin, Logout. */
export function EmployeeAdminConsole(data: EmployeeAdminData) {
  const router = useRouter();
  // ?tab= (a history entry per section) and ?q= (the header search, replaced while typing).
  const [tab, setTab] = useStaffTab(EMPLOYEE_ADMIN_TAB_IDS);
  const [search, setSearch] = useQueryState("q", parseAsString.withDefault("").withOptions({ history: "replace" }));
  const [navOpen, setNavOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const closeNav = useCallback(() => setNavOpen(false), []);

  const select = (next: EmployeeAdminTab) => {
    void setTab(next);
    setNavOpen(false);
  };
  // A session that ended elsewhere (password changed, account removed) goes back to sign-in.
  useEffect(() => onUnauthorized(() => router.replace("/login?next=/admin-dashboard")), [router]);
  const title = EMPLOYEE_ADMIN_TABS.find((t) => t.id === tab)?.label ?? "Dashboard";

  return (
    <>
      <div className="min-h-screen bg-slate-50 lg:flex">
        <EmployeeAdminNav tab={tab} onSelect={select} open={navOpen} onClose={closeNav} />
        <div className="min-w-0 flex-1">
          <EmployeeAdminHeader
            admin={data.admin}
            title={title}
            navOpen={navOpen}
            onToggleNav={() => setNavOpen((o) => !o)}
            search={search}
            onSearch={(value) => {
              void setSearch(value);
              if (tab !== "employees") select("employees");
            }}
            onLogout={() => setLogoutOpen(true)}
          />
          <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
            {tab === "dashboard" && <DashboardPanel stats={data.stats} activity={data.activity} />}
            {tab === "employees" && (
              <EmployeesPanel search={search} initial={{ data: data.employees, departments: data.departments }} />
            )}
            {tab === "settings" && (
              <SettingsPanel
                system={data.system}
                onRefresh={() => router.refresh()}
                ownPasswordForm={<OwnPasswordForm />}
              />
            )}
          </main>
        </div>
      </div>
      <ConfirmLogoutDialog open={logoutOpen} onCancel={() => setLogoutOpen(false)} />
    </>
  );
}
