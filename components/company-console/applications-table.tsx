"use client";

import { type Column, DataTable, RowActions } from "@/components/ui/data-table";
import type { ApplicationSort, ApplicationStatus } from "@/lib/validation/application-review";

import { movable } from "./board-columns";
import { formatIstDate } from "./format";
import { StatusSelect } from "./status";
import type { ConsoleApplication } from "./types";

// The page of applications: selectable rows, sortable headers (aria-sort), a status dropdown
// coloured like the badge in each row, and View / Resume actions.

type Props = {
  applications: ConsoleApplication[];
  loading: boolean;
  sort: ApplicationSort;
  order: "asc" | "desc";
  onSort: (sort: ApplicationSort) => void;
  selected: Set<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onView: (application: ConsoleApplication) => void;
  onStatus: (application: ConsoleApplication, status: ApplicationStatus) => void;
  onDownload: (application: ConsoleApplication) => void;
  busyIds: Set<string>;
};

const checkbox = "h-5 w-5 accent-brand-700";
/** Around each checkbox: a tap target of 40 px on a phone, the box itself unchanged in place. */
const tapTarget = "-m-2.5 inline-flex cursor-pointer p-2.5";

export function ApplicationsTable(props: Props) {
  const { applications, selected, onSelect } = props;
  // A withdrawn application's status can no longer be changed: it is never selected for a bulk change.
  const selectable = applications.filter((a) => movable(a.status));
  const allOnPage = selectable.length > 0 && selectable.every((a) => selected.has(a.id));
  const columns: Column<ConsoleApplication>[] = [
    {
      key: "select",
      header: (
        <label className={tapTarget}>
          <input
            type="checkbox"
            aria-label="Select all applications on this page"
            checked={allOnPage}
            disabled={selectable.length === 0}
            onChange={(e) =>
              onSelect(
                selectable.map((a) => a.id),
                e.target.checked,
              )
            }
            className={checkbox}
          />
        </label>
      ),
      headerControl: true,
      label: "Select",
      className: "w-10",
      cell: (a) => (
        <label className={tapTarget}>
          <input
            type="checkbox"
            aria-label={`Select ${a.fullName}`}
            checked={selected.has(a.id)}
            disabled={!movable(a.status)}
            onChange={(e) => onSelect([a.id], e.target.checked)}
            className={checkbox}
          />
        </label>
      ),
    },
    {
      key: "fullName",
      header: "Applicant",
      sortKey: "fullName",
      cell: (a) => (
        <div className="min-w-0 break-words">
          <p className="font-medium text-slate-900">{a.fullName}</p>
          <p className="text-slate-600">{a.email}</p>
          <p className="text-slate-600">{a.phone}</p>
        </div>
      ),
    },
    {
      key: "job",
      header: "Job",
      sortKey: "job",
      cell: (a) => (
        <div>
          <p className="text-slate-900">{a.job ? a.job.title : "Unknown"}</p>
          {a.job ? <p className="text-slate-600">{a.job.company}</p> : null}
        </div>
      ),
    },
    {
      key: "appliedDate",
      header: "Applied",
      sortKey: "appliedDate",
      className: "whitespace-nowrap text-slate-700",
      cell: (a) => formatIstDate(new Date(a.appliedDate)),
    },
    {
      key: "status",
      header: "Status",
      sortKey: "status",
      cell: (a) => (
        <StatusSelect
          value={a.status}
          label={`Status for ${a.fullName}`}
          subject={`for ${a.fullName}`}
          busy={props.busyIds.has(a.id)}
          onChange={(s) => props.onStatus(a, s)}
        />
      ),
    },
    {
      key: "actions",
      header: "Actions",
      label: "",
      align: "right",
      className: "whitespace-nowrap",
      cell: (a) => (
        <RowActions
          actions={[
            { label: "View", name: `View application of ${a.fullName}`, onClick: () => props.onView(a) },
            { label: "Resume", name: `Download resume of ${a.fullName}`, onClick: () => props.onDownload(a) },
          ]}
        />
      ),
    },
  ];
  return (
    <DataTable
      caption="Applications"
      columns={columns}
      rows={applications}
      rowKey={(a) => a.id}
      rowProps={(a) => ({
        "data-testid": "application-row",
        className: selected.has(a.id) ? "bg-brand-50" : undefined,
      })}
      sort={{ key: props.sort, order: props.order }}
      onSort={(key) => props.onSort(key as ApplicationSort)}
      loading={props.loading}
      empty={<p className="p-8 text-center text-slate-600">No applications found.</p>}
    />
  );
}
