"use client";

import { type Column, DataTable, RowActions, type SortOrder } from "@/components/ui/data-table";
import { formatRupees } from "@/lib/money";

import { formatDateTime } from "./format";
import { PaymentBadge, StatusBadge } from "./status-badge";
import { TitleCell } from "./title-cell";
import type { ApplicationRow } from "./types";

export type Sort = { sort: string; order: SortOrder };

const columns = (onOpen: (id: string) => void): Column<ApplicationRow>[] => [
  {
    key: "applicationNumber",
    header: "Application No.",
    sortKey: "applicationNumber",
    className: "font-mono text-xs",
    cell: (r) => r.applicationNumber,
  },
  {
    key: "name",
    header: "Name",
    sortKey: "name",
    cell: (r) => <TitleCell title={r.name} detail={r.mobile1} />,
  },
  { key: "job", header: "Job", cell: (r) => r.jobTitle },
  { key: "feePaise", header: "Fee", sortKey: "feePaise", cell: (r) => formatRupees(r.feePaise) },
  {
    key: "paymentStatus",
    header: "Payment",
    sortKey: "paymentStatus",
    cell: (r) => (
      <div>
        <PaymentBadge status={r.paymentStatus} />
        {r.refundedPaise > 0 && (
          <p className="mt-1 text-xs whitespace-nowrap text-slate-600">Refunded {formatRupees(r.refundedPaise)}</p>
        )}
      </div>
    ),
  },
  { key: "status", header: "Status", sortKey: "status", cell: (r) => <StatusBadge status={r.status} /> },
  {
    key: "createdAt",
    header: "Applied",
    sortKey: "createdAt",
    className: "whitespace-nowrap",
    cell: (r) => formatDateTime(r.appliedDate),
  },
  {
    key: "actions",
    header: <span className="sr-only">Actions</span>,
    cell: (r) => (
      <RowActions
        actions={[{ label: "View", name: `View application ${r.applicationNumber}`, onClick: () => onOpen(r.id) }]}
      />
    ),
  },
];

export function ApplicationsTable({
  rows,
  sort,
  onSort,
  onOpen,
  loading,
}: {
  rows: ApplicationRow[];
  sort: Sort;
  onSort: (next: Sort) => void;
  onOpen: (id: string) => void;
  loading: boolean;
}) {
  return (
    <DataTable
      caption="Applications"
      columns={columns(onOpen)}
      rows={rows}
      rowKey={(r) => r.id}
      rowProps={() => ({ "data-testid": "gov-application-row" })}
      sort={{ key: sort.sort, order: sort.order }}
      onSort={(key) => onSort({ sort: key, order: sort.sort === key && sort.order === "asc" ? "desc" : "asc" })}
      loading={loading}
      loadingState={<p className="p-6 text-slate-600">Loading applications...</p>}
      empty={<p className="p-6 text-center text-slate-600">No applications found.</p>}
    />
  );
}
