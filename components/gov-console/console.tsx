"use client";

import { useCallback, useEffect, useState } from "react";

import { Tabs } from "@/components/ui/tabs";
import { onUnauthorized } from "@/lib/api-client";

import { ApplicationsTab } from "./applications-tab";
import { DashboardTab } from "./dashboard-tab";
import { JobsTab } from "./jobs-tab";

// The government-job console: tabs Dashboard, Jobs, Applications. `version` goes up after every
// change (job saved or deleted, decision recorded) so every tab reloads from the server.
const TABS = ["Dashboard", "Jobs", "Applications"] as const;
type Tab = (typeof TABS)[number];

// The session ended (signed out elsewhere, password changed): reloading lets the page guard send to /login.
const reload = () => window.location.reload();

export function GovAdminConsole() {
  const [tab, setTab] = useState<Tab>("Dashboard");
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => onUnauthorized(reload), []);

  return (
    <Tabs tabs={TABS} value={tab} onValueChange={setTab} label="Console sections">
      {tab === "Dashboard" && <DashboardTab version={version} />}
      {tab === "Jobs" && <JobsTab version={version} onChanged={changed} />}
      {tab === "Applications" && <ApplicationsTab version={version} onChanged={changed} />}
    </Tabs>
  );
}
