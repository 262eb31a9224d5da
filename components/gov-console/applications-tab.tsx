"use client";

import { useEffect, useMemo, useState } from "react";

import { api, type AdminGovJob, type ApplicationPage } from "./api";
import { ApplicationDetail } from "./application-detail";
import { ApplicationFilters, emptyFilters, filterQuery, type Filters } from "./application-filters";
import { ApplicationsTable, type Sort } from "./applications-table";
import { ExportButton } from "./export-button";
import { LoadError, useLoad } from "./use-load";

type Notify = (kind: "success" | "error", text: string) => void;
const PAGE_SIZE = 20;

export function ApplicationsTab({
  version,
  onChanged,
  notify,
}: {
  version: number;
  onChanged: () => void;
  notify: Notify;
}) {
  const [filters, setFilters] = useState<Filters>(emptyFilters);
  const [debounced, setDebounced] = useState<Filters>(emptyFilters);
  const [sort, setSort] = useState<Sort>({ sort: "createdAt", order: "desc" });
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);

  // Typing in the search box waits 300 ms before asking the server.
  useEffect(() => {
    const t = setTimeout(() => setDebounced(filters), 300);
    return () => clearTimeout(t);
  }, [filters]);

  const query = useMemo(() => filterQuery(debounced), [debounced]);
  const listQuery = `${query}&page=${page}&pageSize=${PAGE_SIZE}&sort=${sort.sort}&order=${sort.order}`;
  const jobs = useLoad(() => api<{ jobs: AdminGovJob[] }>("/api/gov/jobs?all=1").then((r) => r.jobs), [version]);
  const list = useLoad(() => api<ApplicationPage>(`/api/gov/applications?${listQuery}`), [listQuery, version]);
  const data = list.data;

  return (
    <section aria-labelledby="applications-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="applications-heading" className="text-lg font-bold text-slate-900">
          Applications
        </h2>
        <ExportButton query={query} onError={(m) => notify("error", m)} />
      </div>
      <ApplicationFilters
        value={filters}
        jobs={jobs.data ?? []}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.error ? <LoadError message={list.error} onRetry={list.retry} /> : null}
      {!data && !list.error ? <p className="text-slate-600">Loading applications...</p> : null}
      {data ? (
        <div aria-busy={list.loading} className="space-y-3">
          <p className="text-sm text-slate-600" aria-live="polite">
            {data.total} application(s) found
          </p>
          {data.applications.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
              No applications found.
            </p>
          ) : (
            <ApplicationsTable
              rows={data.applications}
              sort={sort}
              onSort={(next) => {
                setSort(next);
                setPage(1);
              }}
              onOpen={setOpenId}
            />
          )}
          <nav aria-label="Pagination" className="flex items-center justify-between text-sm">
            <button
              type="button"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
              className="rounded-md border border-slate-300 px-3 py-1.5 disabled:opacity-50"
            >
              Previous
            </button>
            <span>
              Page {data.page} of {data.totalPages}
            </span>
            <button
              type="button"
              disabled={page >= data.totalPages}
              onClick={() => setPage((p) => p + 1)}
              className="rounded-md border border-slate-300 px-3 py-1.5 disabled:opacity-50"
            >
              Next
            </button>
          </nav>
        </div>
      ) : null}
      {openId ? (
        <ApplicationDetail
          id={openId}
          onClose={() => setOpenId(null)}
          onDecided={(message) => {
            setOpenId(null);
            notify("success", message);
            onChanged();
          }}
          notify={notify}
        />
      ) : null}
    </section>
  );
}
