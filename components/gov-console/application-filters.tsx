"use client";

import { GOV_APPLICATION_STATUSES, statusText } from "@/lib/validation/gov-console";

import type { GovConsoleJob } from "./types";

export type Filters = { q: string; jobId: string; status: string; paymentStatus: string; from: string; to: string };
export const emptyFilters: Filters = { q: "", jobId: "", status: "", paymentStatus: "", from: "", to: "" };

const control = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export function ApplicationFilters({
  value,
  jobs,
  onChange,
}: {
  value: Filters;
  jobs: GovConsoleJob[];
  onChange: (next: Filters) => void;
}) {
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <div
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6"
      role="search"
    >
      <div className="lg:col-span-2">
        <label htmlFor="f-q" className="text-xs font-medium text-slate-600">
          Search applications
        </label>
        <input
          id="f-q"
          type="search"
          value={value.q}
          onChange={set("q")}
          placeholder="Name, application number, mobile or e-mail"
          className={control}
        />
      </div>
      <div>
        <label htmlFor="f-job" className="text-xs font-medium text-slate-600">
          Job
        </label>
        <select id="f-job" value={value.jobId} onChange={set("jobId")} className={control}>
          <option value="">All jobs</option>
          {jobs.map((j) => (
            <option key={j.id} value={j.id}>
              {j.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="f-status" className="text-xs font-medium text-slate-600">
          Status
        </label>
        <select id="f-status" value={value.status} onChange={set("status")} className={control}>
          <option value="">All statuses</option>
          {GOV_APPLICATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusText(s)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="f-payment" className="text-xs font-medium text-slate-600">
          Payment status
        </label>
        <select id="f-payment" value={value.paymentStatus} onChange={set("paymentStatus")} className={control}>
          <option value="">All payments</option>
          <option value="completed">Paid</option>
          <option value="pending">Unpaid</option>
          <option value="failed">Failed</option>
        </select>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div>
          <label htmlFor="f-from" className="text-xs font-medium text-slate-600">
            From
          </label>
          <input id="f-from" type="date" value={value.from} onChange={set("from")} className={control} />
        </div>
        <div>
          <label htmlFor="f-to" className="text-xs font-medium text-slate-600">
            To
          </label>
          <input id="f-to" type="date" value={value.to} onChange={set("to")} className={control} />
        </div>
      </div>
    </div>
  );
}

/** The filter as a query string (empty values left out). */
export function filterQuery(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(filters)) if (v.trim()) params.set(key, v.trim());
  return params;
}
