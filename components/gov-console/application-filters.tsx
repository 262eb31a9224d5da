"use client";

import { FilterFields, type FilterSpec } from "@/components/ui/filter-fields";
import { GOV_APPLICATION_STATUSES, statusText } from "@/lib/validation/gov-console";

import type { GovConsoleJob } from "./types";

export type Filters = { q: string; jobId: string; status: string; paymentStatus: string; from: string; to: string };
export const emptyFilters: Filters = { q: "", jobId: "", status: "", paymentStatus: "", from: "", to: "" };

// Two columns from phones up, so the dates sit side by side; the other filters take a row each on phones.
const wide = "col-span-2 sm:col-span-1";
const statuses = GOV_APPLICATION_STATUSES.map((s) => ({ value: s, label: statusText(s) }));
const payments = [
  { value: "completed", label: "Paid" },
  { value: "pending", label: "Unpaid" },
  { value: "failed", label: "Failed" },
  { value: "exempt", label: "Exempt (₹0)" },
  { value: "expired", label: "Closed unpaid" },
  { value: "refund_due", label: "Refund due" },
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
      placeholder: "Name, number, mobile, e-mail, Aadhaar",
      className: `${wide} lg:col-span-2`,
    },
    {
      name: "jobId",
      type: "select",
      label: "Job",
      any: "All jobs",
      options: jobs.map((j) => ({ value: j.id, label: j.title })),
      className: wide,
    },
    { name: "status", type: "select", label: "Status", any: "All statuses", options: statuses, className: wide },
    {
      name: "paymentStatus",
      type: "select",
      label: "Payment status",
      any: "All payments",
      options: payments,
      className: wide,
    },
    { name: "from", type: "date", label: "From" },
    { name: "to", type: "date", label: "To" },
  ];
  return (
    <div
      className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-7"
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
