"use client";

import { useQueryState } from "nuqs";
import { useCallback, useEffect, type Dispatch, type SetStateAction } from "react";

import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiFetch, downloadFile, errorMessage } from "@/lib/api-client";
import { type ApplicationStatus, reviewMessages } from "@/lib/validation/application-review";
import { jobMessages } from "@/lib/validation/jobs";

import {
  type ConsoleApplication,
  type ConsoleApplicationDetail,
  type ConsoleJob,
  type DashboardStats,
  savedResumeName,
} from "./types";
import { applicationListParams, type View, viewParam } from "./list-params";
import type { ApplicationsState } from "./use-applications";

// What the dashboard's buttons do: every request, its toast and the local state it updates.

const RESUME_FAILED = "Could not download the resume. Please try again.";

/** The tabs' URL values (?tab=) and what each one shows. */
export const TABS = ["dashboard", "jobs", "applications"] as const;
export type TabName = (typeof TABS)[number];
export const TAB_NAMES: Record<TabName, string> = {
  dashboard: "Dashboard",
  jobs: "Jobs",
  applications: "Applications",
};

/** At most one modal at a time: opening one from another replaces it (no stacked focus traps). */
export type ModalState =
  | null
  | { kind: "job-form"; job: ConsoleJob | null }
  | { kind: "delete-job"; job: ConsoleJob }
  | { kind: "applicants"; job: ConsoleJob }
  | { kind: "application"; application: ConsoleApplication };

export type ConsoleActions = ReturnType<typeof useConsoleActions>;

/** An application as the screen shows it: its status is sent as `from`, so a change someone else made meanwhile is refused (409). */
export type ShownApplication = Pick<ConsoleApplication, "id" | "status">;
/** Selected applications, with the status shown where the page still shows them. */
export type BulkSelection = (Pick<ConsoleApplication, "id"> & Partial<ShownApplication>)[];

type BulkAnswer = { message: string; erased: string[]; withdrawn: string[]; conflicts: { id: string }[] };

export function useConsoleActions({
  list,
  jobs,
  setStats,
  setJobs,
  setModal,
  setTab,
}: {
  list: ApplicationsState;
  jobs: ConsoleJob[];
  setStats: Dispatch<SetStateAction<DashboardStats | null>>;
  setJobs: Dispatch<SetStateAction<ConsoleJob[]>>;
  setModal: Dispatch<SetStateAction<ModalState>>;
  setTab: (tab: TabName) => unknown;
}) {
  const toast = useToast();
  const { replace, reload, reset } = list;

  // The API answers an empty page past the end (a status change emptied the last page of a filtered
  // list, or an old link): show the last page instead, in this page's place in the history.
  const [, setPage] = useQueryState("page", applicationListParams.page);
  const loaded = list.page;
  useEffect(() => {
    if (loaded && loaded.total > 0 && loaded.page > loaded.totalPages) {
      void setPage(loaded.totalPages, { history: "replace" });
    }
  }, [loaded, setPage]);

  const refreshStats = useCallback(async () => {
    try {
      setStats(await apiFetch<DashboardStats>("/api/admin/dashboard-stats"));
    } catch (error) {
      console.error("Failed to refresh the stats", error);
    }
  }, [setStats]);

  /** Sets one application's status; throws on failure (the decision dialogs show it inline). */
  const sendStatus = useCallback(
    async (shown: ShownApplication, status: ApplicationStatus, reason?: string): Promise<ConsoleApplicationDetail> => {
      try {
        const res = await apiFetch<{ application: ConsoleApplicationDetail }>(`/api/applications/${shown.id}/status`, {
          method: "PUT",
          body: { status, from: shown.status, ...(reason ? { reason } : {}) },
          fallback: reviewMessages.statusFailed,
        });
        replace(res.application);
        toast.success(reviewMessages.statusUpdated);
        void refreshStats();
        return res.application;
      } catch (error) {
        // Changed by someone else (or anonymised) meanwhile: the list shows what it is now.
        if (error instanceof ApiClientError && error.status === 409) void reload().catch(() => {});
        throw error;
      }
    },
    [reload, replace, refreshStats, toast],
  );

  /** As sendStatus, with a failure toasted: resolves null instead. */
  const changeStatus = useCallback(
    async (shown: ShownApplication, status: ApplicationStatus): Promise<ConsoleApplicationDetail | null> => {
      try {
        return await sendStatus(shown, status);
      } catch (error) {
        toast.error(errorMessage(error, reviewMessages.statusFailed));
        return null;
      }
    },
    [sendStatus, toast],
  );

  /** One status on many applications; throws on failure (the decision dialogs show it inline). */
  const sendBulk = useCallback(
    async (shown: BulkSelection, status: ApplicationStatus, reason?: string): Promise<void> => {
      const res = await apiFetch<BulkAnswer>("/api/applications/bulk-status", {
        method: "POST",
        body: {
          ids: shown.map((a) => a.id),
          from: Object.fromEntries(shown.flatMap((a) => (a.status ? [[a.id, a.status]] : []))),
          status,
          ...(reason ? { reason } : {}),
        },
        fallback: reviewMessages.statusFailed,
      });
      // Some were left as they were (changed by someone else, or anonymised): the reload shows them.
      if (res.erased.length + res.withdrawn.length + res.conflicts.length > 0) toast.error(res.message);
      else toast.success(reviewMessages.statusUpdated);
      void reload().catch(() => {});
      void refreshStats();
    },
    [reload, refreshStats, toast],
  );

  /** As sendBulk, with a failure toasted: resolves false instead. */
  const bulkStatus = useCallback(
    async (shown: BulkSelection, status: ApplicationStatus): Promise<boolean> => {
      try {
        await sendBulk(shown, status);
        return true;
      } catch (error) {
        toast.error(errorMessage(error, reviewMessages.statusFailed));
        return false;
      }
    },
    [sendBulk, toast],
  );

  const download = useCallback(
    async (application: ConsoleApplication) => {
      try {
        await downloadFile(application.resumeUrl, {
          fileName: savedResumeName(application.resume),
          fallback: RESUME_FAILED,
        });
      } catch (error) {
        console.error("Resume download failed", error);
        toast.error(errorMessage(error, RESUME_FAILED));
      }
    },
    [toast],
  );

  const jobSaved = useCallback(
    (job: ConsoleJob, message: string) => {
      setJobs((all) =>
        all.some((j) => j.id === job.id) ? all.map((j) => (j.id === job.id ? job : j)) : [job, ...all],
      );
      setModal(null);
      toast.success(message);
      void refreshStats();
    },
    [refreshStats, setJobs, setModal, toast],
  );

  /** The jobs as they are now (someone else saved one: a 412 from its form), archived ones too. */
  const reloadJobs = useCallback(async () => {
    try {
      setJobs((await apiFetch<{ jobs: ConsoleJob[] }>("/api/admin/jobs?include=archived")).jobs);
    } catch (error) {
      console.error("Failed to reload the jobs", error);
    }
  }, [setJobs]);

  const deleteJob = useCallback(
    async (job: ConsoleJob) => {
      try {
        const res = await apiFetch<{ archived: boolean }>(`/api/jobs/${job.id}`, {
          method: "DELETE",
          fallback: jobMessages.deleteFailed,
        });
        // An archived job leaves the Jobs tab but stays in the Applications tab's job filter.
        setJobs((all) =>
          res.archived
            ? all.map((j) => (j.id === job.id ? { ...j, archived: true, isActive: false } : j))
            : all.filter((j) => j.id !== job.id),
        );
        setModal(null);
        toast.success(jobMessages.deleted);
        void refreshStats();
      } catch (error) {
        toast.error(errorMessage(error, jobMessages.deleteFailed));
      }
    },
    [refreshStats, setJobs, setModal, toast],
  );

  const [, setView] = useQueryState("view", viewParam);
  /** The Applications tab with these filters, as a list (or one job's board). */
  const showApplications = useCallback(
    (filter: { status?: ApplicationStatus; jobId?: string }, view: View = "list") => {
      setModal(null);
      reset(filter);
      void setView(view === "list" ? null : view);
      setTab("applications");
    },
    [reset, setModal, setTab, setView],
  );

  const openJobApplicants = useCallback(
    (jobId: string) => {
      const job = jobs.find((j) => j.id === jobId);
      if (!job) {
        toast.error(jobMessages.notFound);
        return;
      }
      setModal({ kind: "applicants", job });
    },
    [jobs, setModal, toast],
  );

  // Each action is a stable callback; the object itself is rebuilt per render (nothing depends on it).
  return {
    refreshStats,
    sendStatus,
    changeStatus,
    sendBulk,
    bulkStatus,
    download,
    jobSaved,
    reloadJobs,
    deleteJob,
    showApplications,
    openJobApplicants,
    open: setModal,
    close: () => setModal(null),
  };
}
