"use client";

import { useEffect, useRef, useState } from "react";

import { FilterFields, type FilterSpec } from "@/components/ui/filter-fields";
import {
  APPLICATION_STATUSES,
  type ApplicationListQuery,
  listSearchParams,
  statusLabels,
} from "@/lib/validation/application-review";

import type { ConsoleJob } from "./types";

// Search (debounced), job, status and date filters, and the CSV export of exactly this filter.

const SEARCH_DELAY_MS = 300;

type Values = Record<"q" | "jobId" | "status" | "from" | "to", string>;
const statuses = APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }));
const jobOption = (job: ConsoleJob) => ({ value: job.id, label: job.archived ? `${job.title} (archived)` : job.title });

export function ApplicationFilters({
  query,
  jobs,
  onChange,
}: {
  query: ApplicationListQuery;
  jobs: ConsoleJob[];
  onChange: (patch: Partial<ApplicationListQuery>) => void;
}) {
  const [search, setSearch] = useState(query.q ?? "");
  const typed = useRef(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => onChangeRef.current({ q: search.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { q, jobId, status, from, to, sort, order } = query;
  const exportHref = `/api/admin/applications/export/csv?${listSearchParams({ q, jobId, status, from, to, sort, order })}`;
  const filtered = Boolean(q || jobId || status || from || to);

  const fields: FilterSpec<keyof Values>[] = [
    { name: "q", type: "search", label: "Search", placeholder: "Name, email or phone", className: "md:col-span-2" },
    { name: "jobId", type: "select", label: "Job", any: "All jobs", options: jobs.map(jobOption) },
    { name: "status", type: "select", label: "Status", any: "All statuses", options: statuses },
    { name: "from", type: "date", label: "Applied from", max: to },
    { name: "to", type: "date", label: "Applied to", min: from },
  ];
  const values: Values = { q: search, jobId: jobId ?? "", status: status ?? "", from: from ?? "", to: to ?? "" };

  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-6">
      <FilterFields
        fields={fields}
        values={values}
        onChange={(name, value) => {
          if (name !== "q") return onChange({ [name]: value || undefined });
          typed.current = true;
          setSearch(value);
        }}
      />
      <div className="flex flex-wrap items-center justify-end gap-3 md:col-span-6">
        {filtered ? (
          <button
            type="button"
            onClick={() => {
              typed.current = false;
              setSearch("");
              onChange({ q: undefined, jobId: undefined, status: undefined, from: undefined, to: undefined });
            }}
            className="text-sm font-medium text-slate-600 underline hover:text-slate-900"
          >
            Clear filters
          </button>
        ) : null}
        <a
          href={exportHref}
          download
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          Export CSV
        </a>
      </div>
    </div>
  );
}
