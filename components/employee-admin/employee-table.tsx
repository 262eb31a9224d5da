"use client";

import { Avatar } from "@/components/ui/avatar";
import { type Column, DataTable, RowActions } from "@/components/ui/data-table";
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
  sort: EmployeeListQuery["sort"];
  order: EmployeeListQuery["order"];
  onSort: (key: EmployeeListQuery["sort"]) => void;
  onAction: (action: RowAction, employee: EmployeeDto) => void;
}) {
  const columns: Column<EmployeeDto>[] = [
    {
      key: "name",
      header: "Employee",
      sortKey: "name",
      cell: (e) => (
        <div className="flex items-center gap-3 text-left">
          <Avatar name={e.name} src={e.profilePicturePath} size="sm" />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{e.name}</p>
            <p className="truncate text-xs text-slate-500">{e.email}</p>
          </div>
        </div>
      ),
    },
    {
      key: "referenceId",
      header: "Reference ID",
      sortKey: "referenceId",
      className: "font-mono text-xs text-slate-700",
      cell: (e) => e.referenceId,
    },
    {
      key: "department",
      header: "Department",
      sortKey: "department",
      className: "text-slate-700",
      cell: (e) => (
        <>
          {e.department}
          {e.designation && <span className="block text-xs text-slate-500">{e.designation}</span>}
        </>
      ),
    },
    { key: "status", header: "Status", sortKey: "status", cell: (e) => <StatusBadge status={e.status} /> },
    {
      key: "account",
      header: "Bank Account",
      className: "font-mono text-xs text-slate-600",
      cell: (e) => e.accountNumber,
    },
    {
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
    },
  ];
  return (
    <DataTable
      caption="Employees"
      columns={columns}
      rows={employees}
      rowKey={(e) => e.id}
      rowProps={() => ({ "data-testid": "employee-row", className: "sm:hover:bg-slate-50" })}
      sort={{ key: sort, order }}
      onSort={(key) => onSort(key as EmployeeListQuery["sort"])}
      loading={loading}
      loadingState={<p className="p-8 text-center text-sm text-slate-600">Loading employees...</p>}
      empty={<p className="p-8 text-center text-sm text-slate-600">No employees found.</p>}
      bordered={false}
    />
  );
}
