"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";

import { ModalLayer } from "@/components/company-console/modal-layer";
import { TabPanels } from "@/components/company-console/tab-panels";
import type { ConsoleJob, ApplicationPage, DashboardStats } from "@/components/company-console/types";
import { type ModalState, TABS, useConsoleActions } from "@/components/company-console/use-console-actions";
import { useApplications } from "@/components/company-console/use-applications";
import { useStaffTab } from "@/components/staff/use-staff-tab";
import { SessionEnded, signInAgainUrl } from "@/components/staff/session-ended";

// The company admin dashboard after the server has checked the role and loaded the stats, the jobs
// and the Applications list the URL asks for: hosts the three tabs (?tab=) and their modals.

// Spec: when the session is gone (401) the user is signed out and goes to /login (<SessionEnded>
// keeps an open form's typed work first), and comes back here after signing in.
const signOutToLogin = () => void signOut({ callbackUrl: signInAgainUrl() });

export function CompanyConsole(initial: {
  stats: DashboardStats;
  jobs: ConsoleJob[];
  applications: ApplicationPage | null;
}) {
  const list = useApplications(initial.applications);
  const [tab, setTab] = useStaffTab(TABS);
  const [stats, setStats] = useState<DashboardStats | null>(initial.stats);
  const [jobs, setJobs] = useState<ConsoleJob[]>(initial.jobs);
  const [modal, setModal] = useState<ModalState>(null);

  const actions = useConsoleActions({ list, setStats, setJobs, setModal, setTab, jobs });

  return (
    <>
      <TabPanels
        tab={tab}
        onTab={(t) => void setTab(t)}
        stats={stats ?? initial.stats}
        jobs={jobs}
        list={list}
        actions={actions}
      />
      <ModalLayer modal={modal} actions={actions} />
      <SessionEnded leave={signOutToLogin} />
    </>
  );
}
