"use client";

import { useCallback, useState } from "react";

import { useStaffTab } from "@/components/staff/use-staff-tab";
import { Tabs } from "@/components/ui/tabs";
import { SessionEnded, signInAgainUrl } from "@/components/staff/session-ended";

import { ApplicationsTab } from "@/components/gov-console/applications-tab";
import { DashboardTab } from "@/components/gov-console/dashboard-tab";
import { JobsTab } from "@/components/gov-console/jobs-tab";
import type { GovDashboardStats } from "@/components/gov-console/types";

// The government-job console: tabs Dashboard, Jobs, Applications (?tab=). `version` goes up after
// every change (job saved or deleted, decision recorded) so every tab reloads from the server.
export const GOV_TABS = ["dashboard", "jobs", "applications"] as const;
const names = { dashboard: "Dashboard", jobs: "Jobs", applications: "Applications" } as const;

// The session ended (signed out elsewhere, password changed): to /login, and back here after.
const signInAgain = () => window.location.assign(signInAgainUrl());

export function GovConsoleClient({ initialStats }: { initialStats: GovDashboardStats | null }) {
  const [tab, setTab] = useStaffTab(GOV_TABS);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  return (
    <>
      <SessionEnded leave={signInAgain} />
      <Tabs tabs={GOV_TABS} names={names} value={tab} onValueChange={(t) => void setTab(t)} label="Console sections">
        {tab === "dashboard" && <DashboardTab version={version} initial={version === 0 ? initialStats : null} />}
        {tab === "jobs" && <JobsTab version={version} onChanged={changed} />}
        {tab === "applications" && <ApplicationsTab version={version} onChanged={changed} />}
      </Tabs>
    </>
  );
}
