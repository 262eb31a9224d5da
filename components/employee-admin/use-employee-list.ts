"use client";

import { useQueryStates } from "nuqs";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

import { apiFetch, errorMessage } from "@/lib/api-client";
import type { EmployeePage } from "@/lib/server/employees/list";
import type { EmployeeListQuery } from "@/lib/validation/employees";

import { employeeListParams, toListQuery, toUrlPatch } from "./list-params";

/** What the server page loaded: the list for the URL's query, and the departments for the filter. */
export type EmployeeListInitial = { query: EmployeeListQuery; data: EmployeePage; departments: string[] };
type ListResponse = EmployeePage & { departments: string[] };

const SEARCH_DELAY_MS = 250;

export function listUrl(path: string, query: Partial<EmployeeListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The employee list: its query (search, filters, sort, page) lives in the URL, and its rows come
 * from GET /api/employees whenever that query changes (typing is debounced; a newer request
 * cancels an older one). Starts from the page the server rendered for the same URL.
 */
export function useEmployeeList(initial: EmployeeListInitial) {
  const [url, setUrl] = useQueryStates(employeeListParams, { history: "push" });
  const key = JSON.stringify(toListQuery(url));
  const query = useMemo(() => JSON.parse(key) as EmployeeListQuery, [key]);
  const [reloads, setReloads] = useState(0);
  /** Which request is wanted: the query, and how often Retry or a change asked for it again. */
  const wanted = `${reloads}:${key}`;
  const [shown, setShown] = useState({ id: `0:${JSON.stringify(initial.query)}`, ...initial });
  const [failed, setFailed] = useState<{ id: string; message: string } | null>(null);
  const lastSearch = useRef(query.q);
  const settled = shown.id === wanted || failed?.id === wanted;

  useEffect(() => {
    if (settled) return;
    const typing = query.q !== lastSearch.current;
    lastSearch.current = query.q;
    const controller = new AbortController();
    const timer = window.setTimeout(
      async () => {
        try {
          const { departments, ...data } = await apiFetch<ListResponse>(listUrl("/api/employees", query), {
            signal: controller.signal,
          });
          setShown({ id: wanted, query, data, departments });
        } catch (e) {
          if (!controller.signal.aborted) setFailed({ id: wanted, message: errorMessage(e) });
        }
      },
      typing ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [settled, wanted, query]);

  /**
   * Changes the search, filters or sort (back to page 1) or the page, in the URL. Each change is a
   * history entry, except typing in the search box, which replaces the entry.
   */
  const update = useCallback(
    (patch: Partial<EmployeeListQuery>) => {
      const history = Object.keys(patch).every((k) => k === "q") ? "replace" : "push";
      void setUrl({ page: null, ...toUrlPatch(patch) }, { history });
    },
    [setUrl],
  );
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  // The API answers an empty page past the end (its last row deleted, an old link): show the last
  // page instead, in this page's place in the history.
  const answered = shown.id === wanted ? shown.data : null;
  useEffect(() => {
    if (answered && answered.total > 0 && answered.page > answered.totalPages) {
      void setUrl({ page: answered.totalPages }, { history: "replace" });
    }
  }, [answered, setUrl]);

  return {
    query,
    /** The search box's text as typed (`query.q` is it trimmed). */
    search: url.q,
    update,
    data: shown.data,
    departments: shown.departments,
    loading: !settled,
    error: failed?.id === wanted ? failed.message : null,
    reload,
  };
}

export type EmployeeList = ReturnType<typeof useEmployeeList>;
