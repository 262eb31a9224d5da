"use client";

import { useEffect, useMemo, useState } from "react";

import { DownloadButton } from "@/components/ui/download-button";
import { Pagination } from "@/components/ui/pagination";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-admin";

import { ApplicationDetail } from "./application-detail";
import { ApplicationFilters, emptyFilters, filterQuery, type Filters } from "./application-filters";
import { ApplicationsTable, type Sort } from "./applications-table";
import type { AdminGovJob, ApplicationPage } from "./types";
import { LoadError, useLoad } from "./use-load";

const PAGE_SIZE = 20;

export function ApplicationsTab({ version, onChanged }: { version: number; onChanged: () => void }) {
  const toast = useToast();
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
  const jobs = useLoad(() => apiFetch<{ jobs: AdminGovJob[] }>("/api/gov/jobs?all=1").then((r) => r.jobs), [version]);
  const list = useLoad(() => apiFetch<ApplicationPage>(`/api/gov/applications?${listQuery}`), [listQuery, version]);
  const data = list.data;

  return (
    <section aria-labelledby="applications-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="applications-heading" className="text-lg font-bold text-slate-900">
          Applications
        </h2>
        <DownloadButton
          href={`/api/gov/applications/export/csv?${query}`}
          fileName={`applications_${new Date().toISOString().slice(0, 10)}.csv`}
          errorTitle={GOV_ADMIN_MESSAGES.exportFailed}
          variant="outline"
        />
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
      {list.error && !data ? null : (
        <div className="space-y-3">
          {data ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              {data.total} application(s) found
            </p>
          ) : null}
          <ApplicationsTable
            rows={data?.applications ?? []}
            sort={sort}
            onSort={(next) => {
              setSort(next);
              setPage(1);
            }}
            onOpen={setOpenId}
            loading={list.loading}
          />
          {data ? <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} /> : null}
        </div>
      )}
      {openId ? (
        <ApplicationDetail
          id={openId}
          onClose={() => setOpenId(null)}
          onDecided={(message) => {
            setOpenId(null);
            toast.success(message);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
