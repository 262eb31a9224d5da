"use client";

import { useCallback, useRef, useState } from "react";

import { ApiClientError, apiFetch } from "@/lib/api-client";
import {
  type ApplicationListQuery,
  listSearchParams,
  PAGE_SIZE_DEFAULT,
  reviewMessages,
} from "@/lib/validation/application-review";

import type { AdminApplication, ApplicationPage } from "./types";

// The Applications tab's server-side list: the query (search, filters, sort, page) and the page
// it returned. A newer request cancels an older one, so results never arrive out of order.

export const DEFAULT_QUERY: ApplicationListQuery = {
  q: undefined,
  jobId: undefined,
  status: undefined,
  from: undefined,
  to: undefined,
  sort: "appliedDate",
  order: "desc",
  page: 1,
  pageSize: PAGE_SIZE_DEFAULT,
};

export type ApplicationsState = ReturnType<typeof useApplications>;

export function useApplications() {
  const [query, setQuery] = useState<ApplicationListQuery>(DEFAULT_QUERY);
  const [page, setPage] = useState<ApplicationPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  /** Bumped when filters are set from outside the filter bar, so the bar shows them afresh. */
  const [resets, setResets] = useState(0);
  const inflight = useRef<AbortController | null>(null);
  const current = useRef(query);
  // Counts local edits (status changes): a page requested before an edit may predate it.
  const edits = useRef(0);

  /** Loads `q`; rejects with ApiClientError (the caller decides: sign out, toast, or inline error). */
  const load = useCallback(async (q: ApplicationListQuery): Promise<void> => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    current.current = q;
    setQuery(q);
    setLoading(true);
    setError("");
    try {
      let next: ApplicationPage;
      for (;;) {
        const editsBefore = edits.current;
        next = await apiFetch<ApplicationPage>(`/api/admin/applications?${listSearchParams(q)}`, {
          signal: controller.signal,
          fallback: reviewMessages.loadFailed,
        });
        if (controller.signal.aborted) return;
        if (edits.current === editsBefore) break; // else a status changed while in flight: ask again
      }
      setPage(next);
      setLoading(false);
    } catch (e) {
      if ((e as Error).name === "AbortError") return;
      setLoading(false);
      setError(e instanceof ApiClientError ? e.message : reviewMessages.loadFailed);
      throw e;
    }
  }, []);

  /** Changes filters or sort (back to page 1) or the page; errors show in the tab. */
  const update = useCallback(
    (patch: Partial<ApplicationListQuery>) => {
      const next = { ...current.current, page: 1, ...patch };
      load(next).catch(() => {});
    },
    [load],
  );

  /** Replaces the filters from elsewhere (a pipeline stage, a job's applicants). */
  const reset = useCallback(
    (patch: Partial<ApplicationListQuery>) => {
      setResets((n) => n + 1);
      update({ q: undefined, jobId: undefined, status: undefined, from: undefined, to: undefined, ...patch });
    },
    [update],
  );

  const reload = useCallback(() => load(current.current), [load]);

  /** Puts an updated application into the current page without a round trip. */
  const replace = useCallback((app: AdminApplication) => {
    edits.current += 1;
    setPage((p) => p && { ...p, applications: p.applications.map((a) => (a.id === app.id ? { ...a, ...app } : a)) });
  }, []);

  return { query, page, loading, error, resets, load, update, reset, reload, replace };
}
