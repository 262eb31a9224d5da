"use client";

import type { ApplicationSort, ApplicationStatus } from "@/lib/validation/application-review";

import type { AdminApplication } from "./api";
import { formatIstDate } from "./format";
import { StatusSelect } from "./status";

// The page of applications: selectable rows, sortable headers (aria-sort), a status dropdown
// coloured like the badge in each row, and View / Resume actions.

type Props = {
  applications: AdminApplication[];
  sort: ApplicationSort;
  order: "asc" | "desc";
  onSort: (sort: ApplicationSort) => void;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onView: (application: AdminApplication) => void;
  onStatus: (application: AdminApplication, status: ApplicationStatus) => void;
  onDownload: (application: AdminApplication) => void;
  busyIds: Set<string>;
};

function SortHeader({
  label,
  column,
  sort,
  order,
  onSort,
}: { label: string; column: ApplicationSort } & Pick<Props, "sort" | "order" | "onSort">) {
  const active = sort === column;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"}
      className="px-3 py-3 text-left"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 font-semibold text-slate-700 hover:text-slate-900"
      >
        {label}
        <span aria-hidden="true" className={active ? "text-brand-700" : "text-slate-300"}>
          {active && order === "asc" ? "▲" : "▼"}
        </span>
      </button>
    </th>
  );
}

export function ApplicationsTable(props: Props) {
  const { applications, selected, onSelect } = props;
  const allOnPage = applications.length > 0 && applications.every((a) => selected.has(a.id));
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Applications</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              <input
                type="checkbox"
                aria-label="Select all applications on this page"
                checked={allOnPage}
                onChange={(e) =>
                  onSelect(
                    applications.map((a) => a.id),
                    e.target.checked,
                  )
                }
                className="h-4 w-4 accent-brand-700"
              />
            </th>
            <SortHeader label="Applicant" column="fullName" {...props} />
            <SortHeader label="Job" column="job" {...props} />
            <SortHeader label="Applied" column="appliedDate" {...props} />
            <SortHeader label="Status" column="status" {...props} />
            <th scope="col" className="px-3 py-3 text-right font-semibold text-slate-700">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {applications.map((a) => (
            <tr key={a.id} data-testid="application-row" className={selected.has(a.id) ? "bg-brand-50" : undefined}>
              <td className="px-3 py-3">
                <input
                  type="checkbox"
                  aria-label={`Select ${a.fullName}`}
                  checked={selected.has(a.id)}
                  onChange={(e) => onSelect([a.id], e.target.checked)}
                  className="h-4 w-4 accent-brand-700"
                />
              </td>
              <td className="px-3 py-3">
                <p className="font-medium text-slate-900">{a.fullName}</p>
                <p className="text-slate-600">{a.email}</p>
                <p className="text-slate-500">{a.phone}</p>
              </td>
              <td className="px-3 py-3">
                <p className="text-slate-900">{a.job ? a.job.title : "Unknown"}</p>
                {a.job ? <p className="text-slate-500">{a.job.company}</p> : null}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">{formatIstDate(new Date(a.appliedDate))}</td>
              <td className="px-3 py-3">
                <StatusSelect
                  value={a.status}
                  label={`Status for ${a.fullName}`}
                  disabled={props.busyIds.has(a.id)}
                  onChange={(s) => props.onStatus(a, s)}
                />
              </td>
              <td className="px-3 py-3 text-right whitespace-nowrap">
                <button
                  type="button"
                  onClick={() => props.onView(a)}
                  aria-label={`View application of ${a.fullName}`}
                  className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50"
                >
                  View
                </button>{" "}
                <button
                  type="button"
                  onClick={() => props.onDownload(a)}
                  aria-label={`Download resume of ${a.fullName}`}
                  className="rounded-md border border-slate-300 px-3 py-1.5 font-medium text-slate-700 hover:bg-slate-50"
                >
                  Resume
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
