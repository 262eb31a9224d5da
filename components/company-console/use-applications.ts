"use client";

import { useQueryStates } from "nuqs";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { ApiClientError, apiFetch } from "@/lib/api-client";
import { type ApplicationListQuery, listSearchParams, reviewMessages } from "@/lib/validation/application-review";

import { applicationListParams, toListQuery, toUrlPatch } from "./list-params";
import type { ConsoleApplication, ApplicationPage } from "./types";

// The Applications tab's server-side list: the query (search, filters, sort, page) lives in the URL
// (list-params.ts) and the page it returned here. A newer request cancels an older one, so results
// never arrive out of order.

export type ApplicationsState = ReturnType<typeof useApplications>;

export function useApplications(initial: ApplicationPage | null) {
  const [url, setUrl] = useQueryStates(applicationListParams, { history: "push" });
  const key = listSearchParams(toListQuery(url)).toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the URL's values
  const query = useMemo(() => toListQuery(url), [key]);
  const [page, setPage] = useState<ApplicationPage | null>(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState("");
  /** Bumped when filters are set from outside the filter bar, so the bar shows them afresh. */
  const [resets, setResets] = useState(0);
  const inflight = useRef<AbortController | null>(null);
  const current = useRef(query);
  /** The query `page` answers (the server page loaded the first one). */
  const loadedKey = useRef<string | null>(initial ? key : null);
  // Counts local edits (status changes): a page requested before an edit may predate it.
  const edits = useRef(0);

  /** Loads `q`; rejects with ApiClientError (the caller decides: sign out, toast, or inline error). */
  const load = useCallback(async (q: ApplicationListQuery): Promise<void> => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    current.current = q;
    loadedKey.current = listSearchParams(q).toString();
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

  // The URL changed (a filter, the page, Back or Forward): load that list. Errors show in the tab.
  useEffect(() => {
    current.current = query;
    if (loadedKey.current === key) return;
    load(query).catch(() => {});
  }, [key, query, load]);

  /**
   * Changes filters or sort (back to page 1) or the page, in the URL. Each change is a history
   * entry; typing in the search box replaces the entry instead.
   */
  const update = useCallback(
    (patch: Partial<ApplicationListQuery>) => {
      const history = Object.keys(patch).length === 1 && "q" in patch ? "replace" : "push";
      void setUrl({ page: null, ...toUrlPatch(patch) }, { history });
    },
    [setUrl],
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
  const replace = useCallback((app: ConsoleApplication) => {
    edits.current += 1;
    setPage((p) => p && { ...p, applications: p.applications.map((a) => (a.id === app.id ? { ...a, ...app } : a)) });
  }, []);

  return { query, page, loading, error, resets, load, update, reset, reload, replace };
}
