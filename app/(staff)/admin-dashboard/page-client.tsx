"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

import { DashboardPanel } from "@/components/employee-admin/dashboard-panel";
import { EmployeesPanel } from "@/components/employee-admin/employees-panel";
import { MailPanel } from "@/components/employee-admin/mail-panel";
import { PrivacyPanel } from "@/components/employee-admin/privacy-panel";
import { SettingsPanel } from "@/components/employee-admin/settings-panel";
import { EMPLOYEE_ADMIN_TAB_IDS, EMPLOYEE_ADMIN_TABS } from "@/components/employee-admin/tabs";
import { useConsoleData } from "@/components/employee-admin/use-console-data";
import { type EmployeeListInitial, useEmployeeList } from "@/components/employee-admin/use-employee-list";
import { OwnPasswordForm } from "@/components/staff/own-password-form";
import { SessionEnded, signInAgainUrl } from "@/components/staff/session-ended";
import { StaffShell } from "@/components/staff/staff-shell";
import { useStaffTab } from "@/components/staff/use-staff-tab";
import type { ActivityItem, EmployeeStats } from "@/lib/server/employees/dashboard";
import type { SessionUser } from "@/lib/server/auth/session";
import type { MailOverview } from "@/lib/server/platform/mail-admin";
import type { SystemInfo } from "@/lib/server/platform/system-info";
import type { PrivacyLogEntry } from "@/lib/server/privacy/log";

export type EmployeeAdminData = {
  user: Pick<SessionUser, "name" | "role">;
  stats: EmployeeStats;
  activity: ActivityItem[];
  system: SystemInfo;
  mail: MailOverview;
  privacy: PrivacyLogEntry[];
  employees: EmployeeListInitial;
};

const readDashboard = (answer: Record<string, unknown>) => ({
  stats: answer.stats as EmployeeStats,
  activity: answer.activity as ActivityItem[],
});
const readSystem = (answer: Record<string, unknown>) => answer.system as SystemInfo;
const readMail = (answer: Record<string, unknown>) => answer.mail as MailOverview;

/**
 * The employee administration console in the staff shell: sidebar sections (?tab=), the header
 * search (?q=, which opens Employee Management) and Logout after confirmation. The employee list's
 * filters, sort and page are in the URL too (useEmployeeList).
 */
export function EmployeeAdminConsole(data: EmployeeAdminData) {
  const router = useRouter();
  const [tab, setTab] = useStaffTab(EMPLOYEE_ADMIN_TAB_IDS);
  const list = useEmployeeList(data.employees);
  // A session that ended elsewhere (password changed, account removed) goes back to sign-in, and
  // back here after (<SessionEnded> below keeps an open form's typed work first).
  const signInAgain = useCallback(() => router.replace(signInAgainUrl()), [router]);
  // Figures the page rendered, read again from the API after a change (not router.refresh()).
  const dashboard = useConsoleData(
    "/api/employees/dashboard",
    { stats: data.stats, activity: data.activity },
    tab === "dashboard",
    readDashboard,
  );
  const system = useConsoleData("/api/admin/system", data.system, tab === "settings", readSystem);
  const mail = useConsoleData("/api/admin/mail", data.mail, tab === "settings", readMail);

  return (
    <StaffShell
      user={data.user}
      title="Employee Administration"
      confirmLogout
      nav={{ label: "Admin sections", sections: EMPLOYEE_ADMIN_TABS, value: tab, onSelect: (t) => void setTab(t) }}
      search={{
        label: "Search employees",
        placeholder: "Search employees...",
        value: list.search,
        onChange: (q) => {
          list.update({ q });
          if (tab !== "employees") void setTab("employees");
        },
      }}
    >
      <SessionEnded leave={signInAgain} />
      {tab === "dashboard" && <DashboardPanel {...dashboard.data} refreshing={dashboard} />}
      {tab === "employees" && <EmployeesPanel list={list} onChanged={dashboard.changed} />}
      {tab === "settings" && (
        <div className="space-y-6">
          <SettingsPanel
            system={system.data}
            onRefresh={system.changed}
            refreshing={system}
            ownPasswordForm={<OwnPasswordForm />}
          />
          <MailPanel mail={mail.data} onChanged={mail.changed} refreshing={mail} />
          <PrivacyPanel entries={data.privacy} />
        </div>
      )}
    </StaffShell>
  );
}
