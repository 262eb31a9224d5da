"use client";

import { FilterFields, type FilterSpec } from "@/components/ui/filter-fields";
import { GOV_APPLICATION_STATUSES, statusText } from "@/lib/validation/gov-console";

import type { GovConsoleJob } from "./types";

export type Filters = { q: string; jobId: string; status: string; paymentStatus: string; from: string; to: string };
export const emptyFilters: Filters = { q: "", jobId: "", status: "", paymentStatus: "", from: "", to: "" };

const statuses = GOV_APPLICATION_STATUSES.map((s) => ({ value: s, label: statusText(s) }));
const payments = [
  { value: "completed", label: "Paid" },
  { value: "pending", label: "Unpaid" },
  { value: "failed", label: "Failed" },
];

export function ApplicationFilters({
  value,
  jobs,
  onChange,
}: {
  value: Filters;
  jobs: GovConsoleJob[];
  onChange: (next: Filters) => void;
}) {
  const fields: FilterSpec<keyof Filters>[] = [
    {
      name: "q",
      type: "search",
      label: "Search applications",
      placeholder: "Name, application number, mobile or e-mail",
      className: "lg:col-span-2",
    },
    {
      name: "jobId",
      type: "select",
      label: "Job",
      any: "All jobs",
      options: jobs.map((j) => ({ value: j.id, label: j.title })),
    },
    { name: "status", type: "select", label: "Status", any: "All statuses", options: statuses },
    { name: "paymentStatus", type: "select", label: "Payment status", any: "All payments", options: payments },
    { name: "from", type: "date", label: "From" },
    { name: "to", type: "date", label: "To" },
  ];
  return (
    <div
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-7"
      role="search"
    >
      <FilterFields fields={fields} values={value} onChange={(name, v) => onChange({ ...value, [name]: v })} />
    </div>
  );
}

/** The filter as a query string (empty values left out). */
export function filterQuery(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(filters)) if (v.trim()) params.set(key, v.trim());
  return params;
}
