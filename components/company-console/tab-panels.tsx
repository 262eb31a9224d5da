"use client";

import type { AdminJob, DashboardStats } from "./types";
import { ApplicationsTab } from "./applications-tab";
import { DashboardTab } from "./dashboard-tab";
import { JobsTab } from "./jobs-tab";
import { panelId, type TabName, tabId } from "./tabs";
import type { AdminActions } from "./use-admin-actions";
import type { ApplicationsState } from "./use-applications";

export function TabPanels({
  tab,
  stats,
  jobs,
  list,
  actions,
}: {
  tab: TabName;
  stats: DashboardStats;
  jobs: AdminJob[];
  list: ApplicationsState;
  actions: AdminActions;
}) {
  const open = jobs.filter((j) => !j.archived);
  return (
    <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0} className="focus:outline-none">
      {tab === "Dashboard" ? (
        <DashboardTab stats={stats} onStatus={(status) => actions.showApplications({ status })} />
      ) : tab === "Jobs" ? (
        <JobsTab
          jobs={open}
          onCreate={() => actions.open({ kind: "job-form", job: null })}
          onEdit={(job) => actions.open({ kind: "job-form", job })}
          onDelete={(job) => actions.open({ kind: "delete-job", job })}
          onApplicants={(job) => actions.open({ kind: "applicants", job })}
        />
      ) : (
        <ApplicationsTab
          // Filters set from elsewhere start the tab afresh: filter bar and selection included.
          key={list.resets}
          list={list}
          jobs={jobs}
          onView={(application) => actions.open({ kind: "application", application })}
          onStatus={(application, status) => actions.changeStatus(application.id, status)}
          onDownload={(application) => void actions.download(application)}
          onBulk={actions.bulkStatus}
        />
      )}
    </div>
  );
}
