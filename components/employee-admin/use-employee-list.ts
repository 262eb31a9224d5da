"use client";

import { useCallback, useEffect, useRef, useState } from "react";

import { apiFetch, errorMessage } from "@/lib/api-client";
import type { EmployeePage } from "@/lib/server/employees/list";
import type { EmployeeListQuery } from "@/lib/validation/employees";

export type ListState = { data: EmployeePage; departments: string[]; loading: boolean; error: string | null };
type ListResponse = EmployeePage & { departments: string[] };

export function listUrl(path: string, query: Partial<EmployeeListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The query the server page rendered its first page with (see employeeListQuerySchema defaults). */
function isServerDefault(q: EmployeeListQuery): boolean {
  return (
    !q.q &&
    !q.status &&
    !q.department &&
    q.sort === "createdAt" &&
    q.order === "desc" &&
    q.page === 1 &&
    q.pageSize === 10
  );
}

/**
 * The employee table's data: fetched from GET /api/employees whenever the query changes (search
 * debounced), stale responses dropped. Starts from the page the server rendered.
 */
export function useEmployeeList(query: EmployeeListQuery, initial: { data: EmployeePage; departments: string[] }) {
  const [state, setState] = useState<ListState>({ ...initial, loading: !isServerDefault(query), error: null });
  const [reloadKey, setReloadKey] = useState(0);
  const first = useRef(true);
  const key = JSON.stringify(query);

  useEffect(() => {
    // The server already rendered the default page; any other first query (e.g. a search typed
    // in the header before this tab opened) is fetched at once.
    const skip = first.current && isServerDefault(JSON.parse(key));
    first.current = false;
    if (skip) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState((s) => ({ ...s, loading: true, error: null }));
      try {
        const res = await apiFetch<ListResponse>(listUrl("/api/employees", JSON.parse(key)), {
          signal: controller.signal,
        });
        const { departments, ...data } = res;
        setState({ data, departments, loading: false, error: null });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, loading: false, error: errorMessage(error) }));
      }
    }, 250);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [key, reloadKey]);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  return { ...state, reload };
}
