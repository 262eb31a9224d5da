"use client";

import { signOut } from "next-auth/react";
import { useCallback, useEffect, useState } from "react";

import { ModalLayer } from "@/components/company-console/modal-layer";
import { TabPanels } from "@/components/company-console/tab-panels";
import type { AdminJob, DashboardStats } from "@/components/company-console/types";
import { type ModalState, type TabName, useAdminActions } from "@/components/company-console/use-admin-actions";
import { DEFAULT_QUERY, useApplications } from "@/components/company-console/use-applications";
import { buttonClass } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiFetch, onUnauthorized } from "@/lib/api-client";
import { reviewMessages } from "@/lib/validation/application-review";

// The company admin dashboard after the server has checked the role: loads stats, jobs and the
// first page of applications in parallel (spec), then hosts the three tabs and their modals.

// Spec: when the session is gone (401) the user is signed out and goes to /login.
const signOutToLogin = () => void signOut({ callbackUrl: "/login" });

export function CompanyAdminClient() {
  const toast = useToast();
  const list = useApplications();
  const [tab, setTab] = useState<TabName>("Dashboard");
  const [phase, setPhase] = useState<"loading" | "ready" | "error">("loading");
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [jobs, setJobs] = useState<AdminJob[]>([]);
  const [modal, setModal] = useState<ModalState>(null);
  const { load } = list;

  const loadAll = useCallback(async () => {
    setPhase("loading");
    try {
      const [s, j] = await Promise.all([
        apiFetch<DashboardStats>("/api/admin/dashboard-stats"),
        apiFetch<{ jobs: AdminJob[] }>("/api/admin/jobs?include=archived"),
        load(DEFAULT_QUERY),
      ]);
      setStats(s);
      setJobs(j.jobs);
      setPhase("ready");
    } catch (error) {
      if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) {
        // Spec: on 401/403 while loading, the session is cleared and the user goes to /login
        // (a 401 already did that through onUnauthorized).
        if (error.status === 403) signOutToLogin();
        return;
      }
      console.error("Failed to load the dashboard", error);
      toast.error(reviewMessages.loadFailed);
      setPhase("error");
    }
  }, [load, toast]);

  useEffect(() => onUnauthorized(signOutToLogin), []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void loadAll();
  }, [loadAll]);

  const actions = useAdminActions({ list, setStats, setJobs, setModal, setTab, jobs });

  if (phase === "loading" && !stats) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading dashboard...
      </p>
    );
  }
  if (phase === "error" || !stats) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-red-800">{reviewMessages.loadFailed}</p>
        <button type="button" onClick={() => void loadAll()} className={buttonClass("primary", "md", "mt-3")}>
          Try again
        </button>
      </div>
    );
  }

  return (
    <>
      <TabPanels tab={tab} onTab={setTab} stats={stats} jobs={jobs} list={list} actions={actions} />
      <ModalLayer modal={modal} actions={actions} />
    </>
  );
}
