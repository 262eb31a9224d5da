"use client";

import { Tabs } from "@/components/ui/tabs";

import { ApplicationsTab } from "./applications-tab";
import { DashboardTab } from "./dashboard-tab";
import { JobsTab } from "./jobs-tab";
import type { ConsoleJob, DashboardStats } from "./types";
import { type ConsoleActions, TAB_NAMES, TABS, type TabName } from "./use-console-actions";
import type { ApplicationsState } from "./use-applications";

/** The three tabs and the selected one's panel. */
export function TabPanels({
  tab,
  onTab,
  stats,
  jobs,
  list,
  actions,
}: {
  tab: TabName;
  onTab: (tab: TabName) => void;
  stats: DashboardStats;
  jobs: ConsoleJob[];
  list: ApplicationsState;
  actions: ConsoleActions;
}) {
  const open = jobs.filter((j) => !j.archived);
  return (
    <Tabs tabs={TABS} names={TAB_NAMES} value={tab} onValueChange={onTab} label="Company admin sections">
      {tab === "dashboard" ? (
        <DashboardTab stats={stats} onStatus={(status) => actions.showApplications({ status })} />
      ) : tab === "jobs" ? (
        <JobsTab
          jobs={open}
          onCreate={() => actions.open({ kind: "job-form", job: null })}
          onEdit={(job) => actions.open({ kind: "job-form", job })}
          onDelete={(job) => actions.open({ kind: "delete-job", job })}
          onApplicants={(job) => actions.open({ kind: "applicants", job })}
          onBoard={(job) => actions.showApplications({ jobId: job.id }, "board")}
        />
      ) : (
        <ApplicationsTab
          // Filters set from elsewhere start the tab afresh: filter bar and selection included.
          key={list.resets}
          list={list}
          jobs={jobs}
          onView={(application) => actions.open({ kind: "application", application })}
          onStatus={(application, status) => actions.changeStatus(application, status)}
          onSend={(application, status, reason) => actions.sendStatus(application, status, reason)}
          onDownload={(application) => void actions.download(application)}
          onBulk={actions.bulkStatus}
          onBulkSend={actions.sendBulk}
        />
      )}
    </Tabs>
  );
}
