"use client";

import { Avatar } from "@/components/ui/avatar";
import { type Column, DataTable, RowActions } from "@/components/ui/data-table";
import { EmailText } from "@/components/ui/email-text";
import type { EmployeeDto } from "@/lib/server/employees/dto";
import type { EmployeeListQuery } from "@/lib/validation/employees";

import { StatusBadge } from "./status-badge";

export type RowAction = "view" | "edit" | "documents" | "password" | "delete";

const actions = [
  ["view", "View"],
  ["edit", "Edit"],
  ["documents", "Documents"],
  ["password", "Password"],
  ["delete", "Delete"],
] as const;

type Sort = EmployeeListQuery["sort"];

/** A column the API sorts by (the column's key is the sort key). */
const sortable = (key: Sort, header: string, rest: Pick<Column<EmployeeDto>, "cell" | "className">) => ({
  key,
  header,
  sortKey: key,
  ...rest,
});

const columns: Column<EmployeeDto>[] = [
  sortable("name", "Employee", {
    cell: (e) => (
      <div className="flex min-w-0 items-center gap-3 text-left">
        <Avatar name={e.name} src={e.profilePicturePath} size="sm" />
        {/* Wrapped, not cut: at 320 px a long address was cut off (and pushed the card wider). */}
        <div className="min-w-0">
          <p className="font-medium break-words text-slate-900">{e.name}</p>
          {/* A line break, where one is needed, after the "@" first. */}
          <p className="text-xs wrap-anywhere text-slate-500">
            <EmailText email={e.email} />
          </p>
        </div>
      </div>
    ),
  }),
  sortable("referenceId", "Reference ID", {
    className: "font-mono text-xs text-slate-700",
    cell: (e) => e.referenceId,
  }),
  sortable("department", "Department", {
    className: "text-slate-700",
    // One block: in a phone's card the label sits left and these two lines right, one under the other.
    cell: (e) => (
      <div>
        {e.department}
        {e.designation && <span className="block text-xs text-slate-500">{e.designation}</span>}
      </div>
    ),
  }),
  sortable("status", "Status", { cell: (e) => <StatusBadge status={e.status} /> }),
  {
    key: "account",
    header: "Bank Account",
    className: "font-mono text-xs text-slate-600",
    cell: (e) => e.accountNumber,
  },
];
const rowKey = (e: EmployeeDto) => e.id;
const rowProps = () => ({ "data-testid": "employee-row", className: "sm:hover:bg-slate-50" });

export function EmployeeTable({
  employees,
  loading,
  sort,
  order,
  onSort,
  onAction,
}: {
  employees: EmployeeDto[];
  loading: boolean;
  sort: Sort;
  order: EmployeeListQuery["order"];
  onSort: (key: Sort) => void;
  onAction: (action: RowAction, employee: EmployeeDto) => void;
}) {
  const actionsColumn: Column<EmployeeDto> = {
    key: "actions",
    header: "Actions",
    label: "",
    align: "right",
    cell: (e) => (
      <RowActions
        size="xs"
        actions={actions.map(([action, label]) => ({
          label,
          name: `${label} ${e.name}`,
          onClick: () => onAction(action, e),
          variant: action === "delete" ? "ghost-danger" : "ghost",
        }))}
      />
    ),
  };
  return (
    <DataTable
      caption="Employees"
      columns={[...columns, actionsColumn]}
      rows={employees}
      rowKey={rowKey}
      rowProps={rowProps}
      sort={{ key: sort, order }}
      onSort={(key) => onSort(key as Sort)}
      loading={loading}
      loadingState={<p className="p-8 text-center text-sm text-slate-600">Loading employees...</p>}
      empty={<p className="p-8 text-center text-sm text-slate-600">No employees found.</p>}
      bordered={false}
    />
  );
}
