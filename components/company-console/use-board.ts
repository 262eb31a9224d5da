"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { ApiClientError, apiFetch } from "@/lib/api-client";
import { type ApplicationListQuery, listSearchParams, reviewMessages } from "@/lib/validation/application-review";

import type { ApplicationPage, ConsoleApplication } from "./types";

// The board's applications: one job's newest, with the list's search and dates (the columns are the
// statuses, so the status filter does not apply). Reloaded whenever `refresh` changes (a status
// changed elsewhere in the console, e.g. in the detail dialog).

/** The list API's largest page: the board shows at most this many cards. */
export const BOARD_LIMIT = 100;

export type BoardFilter = Pick<ApplicationListQuery, "jobId" | "q" | "from" | "to">;

export function useBoard(filter: BoardFilter, refresh: unknown) {
  const [page, setPage] = useState<ApplicationPage | null>(null);
  const [error, setError] = useState("");
  const [loading, setLoading] = useState(true);
  const inflight = useRef<AbortController | null>(null);
  const query = listSearchParams({ ...filter, sort: "appliedDate", order: "desc", pageSize: BOARD_LIMIT }).toString();

  const load = useCallback(async () => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    setLoading(true);
    try {
      const next = await apiFetch<ApplicationPage>(`/api/admin/applications?${query}`, {
        signal: controller.signal,
        fallback: reviewMessages.loadFailed,
      });
      setPage(next);
      setError("");
    } catch (e) {
      if ((e as Error).name === "AbortError") return;
      setError(e instanceof ApiClientError ? e.message : reviewMessages.loadFailed);
    }
    if (!controller.signal.aborted) setLoading(false);
  }, [query]);

  useEffect(() => {
    // Fetch when shown and on every refresh; the state updates happen after the response.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    return () => inflight.current?.abort();
  }, [load, refresh]);

  /** Puts a changed application on its new column at once (the reload confirms it). */
  const put = useCallback((app: ConsoleApplication) => {
    setPage((p) => p && { ...p, applications: p.applications.map((a) => (a.id === app.id ? { ...a, ...app } : a)) });
  }, []);

  return { applications: page?.applications ?? null, total: page?.total ?? 0, error, loading, reload: load, put };
}
