"use client";

import { formatRupees } from "@/lib/money";

import { formatDateTime, type ApplicationRow } from "./api";
import { PaymentBadge, StatusBadge } from "./status-badge";

export type Sort = { sort: string; order: "asc" | "desc" };

const columns: { key: string; label: string; sortable: boolean }[] = [
  { key: "applicationNumber", label: "Application No.", sortable: true },
  { key: "name", label: "Name", sortable: true },
  { key: "job", label: "Job", sortable: false },
  { key: "feePaise", label: "Fee", sortable: true },
  { key: "paymentStatus", label: "Payment", sortable: true },
  { key: "status", label: "Status", sortable: true },
  { key: "createdAt", label: "Applied", sortable: true },
];

export function ApplicationsTable({
  rows,
  sort,
  onSort,
  onOpen,
}: {
  rows: ApplicationRow[];
  sort: Sort;
  onSort: (next: Sort) => void;
  onOpen: (id: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {columns.map((c) => {
              const active = sort.sort === c.key;
              return (
                <th
                  key={c.key}
                  scope="col"
                  className="px-4 py-3"
                  aria-sort={active ? (sort.order === "asc" ? "ascending" : "descending") : undefined}
                >
                  {c.sortable ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                      onClick={() => onSort({ sort: c.key, order: active && sort.order === "asc" ? "desc" : "asc" })}
                    >
                      {c.label}
                      <span aria-hidden="true">{active ? (sort.order === "asc" ? "▲" : "▼") : "↕"}</span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id} data-testid="gov-application-row">
              <td className="px-4 py-3 font-mono text-xs">{r.applicationNumber}</td>
              <td className="px-4 py-3">
                <p className="font-medium text-slate-900">{r.name}</p>
                <p className="text-xs text-slate-500">{r.mobile1}</p>
              </td>
              <td className="px-4 py-3">{r.jobTitle}</td>
              <td className="px-4 py-3">{formatRupees(r.feePaise)}</td>
              <td className="px-4 py-3">
                <PaymentBadge status={r.paymentStatus} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={r.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(r.appliedDate)}</td>
              <td className="px-4 py-3">
                <button
                  type="button"
                  onClick={() => onOpen(r.id)}
                  className="font-medium text-brand-700 hover:underline"
                  aria-label={`View application ${r.applicationNumber}`}
                >
                  View
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
