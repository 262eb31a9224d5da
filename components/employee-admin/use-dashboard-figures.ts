"use client";

import { useCallback, useEffect, useState } from "react";

import { apiFetch, errorMessage } from "@/lib/api-client";
import type { ActivityItem, EmployeeStats } from "@/lib/server/employees/dashboard";

export type DashboardFigures = { stats: EmployeeStats; activity: ActivityItem[] };

/**
 * The dashboard's figures: first those the server page rendered, then, after a record changed,
 * re-read from GET /api/employees/dashboard when the Dashboard is next shown. Not through
 * router.refresh(): a re-read of the server page still in flight while the search or a tab writes
 * the address makes Next's router reload the whole page (and close any open dialog).
 */
export function useDashboardFigures(initial: DashboardFigures, shown: boolean) {
  const [figures, setFigures] = useState(initial);
  const [stale, setStale] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!shown || !stale) return;
    const controller = new AbortController();
    apiFetch<DashboardFigures>("/api/employees/dashboard", { signal: controller.signal })
      .then(({ stats, activity }) => {
        setFigures({ stats, activity });
        setStale(false);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(e));
      });
    return () => controller.abort();
  }, [shown, stale, attempt]);

  return {
    ...figures,
    /** True while changed figures are being read again. */
    updating: stale && !error,
    error,
    /** A record was created, edited or deleted: the figures are read again when next shown. */
    changed: useCallback(() => setStale(true), []),
    retry: useCallback(() => {
      setError(null);
      setAttempt((n) => n + 1);
    }, []),
  };
}
