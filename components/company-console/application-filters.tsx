"use client";

import { useEffect, useId, useRef, useState } from "react";

import {
  APPLICATION_STATUSES,
  type ApplicationListQuery,
  listSearchParams,
  statusLabels,
} from "@/lib/validation/application-review";

import type { ConsoleJob } from "./types";

// Search (debounced), job, status and date filters, and the CSV export of exactly this filter.

const SEARCH_DELAY_MS = 300;
const control =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-700 focus:ring-1 focus:ring-brand-700 focus:outline-none";

export function ApplicationFilters({
  query,
  jobs,
  onChange,
}: {
  query: ApplicationListQuery;
  jobs: ConsoleJob[];
  onChange: (patch: Partial<ApplicationListQuery>) => void;
}) {
  const id = useId();
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

  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-6">
      <div className="md:col-span-2">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-700">
          Search
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          placeholder="Name, email or phone"
          onChange={(e) => {
            typed.current = true;
            setSearch(e.target.value);
          }}
          className={control}
        />
      </div>
      <div>
        <label htmlFor={`${id}-job`} className="block text-sm font-medium text-slate-700">
          Job
        </label>
        <select
          id={`${id}-job`}
          value={jobId ?? ""}
          onChange={(e) => onChange({ jobId: e.target.value || undefined })}
          className={control}
        >
          <option value="">All jobs</option>
          {jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title}
              {j.archived ? " (archived)" : ""}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-700">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={status ?? ""}
          onChange={(e) => onChange({ status: (e.target.value || undefined) as ApplicationListQuery["status"] })}
          className={control}
        >
          <option value="">All statuses</option>
          {APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
          Applied from
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from ?? ""}
          max={to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
          className={control}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
          Applied to
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to ?? ""}
          min={from}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
          className={control}
        />
      </div>
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
