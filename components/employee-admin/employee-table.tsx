"use client";

import type { EmployeeDto } from "@/lib/server/employees/dto";
import type { EmployeeListQuery } from "@/lib/validation/employees";

import { Avatar } from "@/components/ui/avatar";
import { StatusBadge } from "./status-badge";

export type RowAction = "view" | "edit" | "documents" | "password" | "delete";

const sortable: { key: EmployeeListQuery["sort"]; label: string }[] = [
  { key: "name", label: "Employee" },
  { key: "referenceId", label: "Reference ID" },
  { key: "department", label: "Department" },
  { key: "status", label: "Status" },
];

export function EmployeeTable({
  employees,
  sort,
  order,
  onSort,
  onAction,
}: {
  employees: EmployeeDto[];
  sort: EmployeeListQuery["sort"];
  order: EmployeeListQuery["order"];
  onSort: (key: EmployeeListQuery["sort"]) => void;
  onAction: (action: RowAction, employee: EmployeeDto) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Employees</caption>
        <thead className="bg-slate-50">
          <tr>
            {sortable.map((col) => (
              <th
                key={col.key}
                scope="col"
                aria-sort={sort === col.key ? (order === "asc" ? "ascending" : "descending") : "none"}
                className="px-4 py-3 text-left font-semibold text-slate-700"
              >
                <button
                  type="button"
                  onClick={() => onSort(col.key)}
                  className="inline-flex items-center gap-1 hover:text-brand-700"
                >
                  {col.label}
                  <span aria-hidden="true" className="text-xs">
                    {sort === col.key ? (order === "asc" ? "▲" : "▼") : "↕"}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-left font-semibold text-slate-700">
              Bank Account
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold text-slate-700">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {employees.map((e) => (
            <tr key={e.id} data-testid="employee-row" className="hover:bg-slate-50">
              <td className="px-4 py-3">
                <div className="flex items-center gap-3">
                  <Avatar name={e.name} src={e.profilePicturePath} size="sm" />
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{e.name}</p>
                    <p className="truncate text-xs text-slate-500">{e.email}</p>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3 font-mono text-xs text-slate-700">{e.referenceId}</td>
              <td className="px-4 py-3 text-slate-700">
                {e.department}
                {e.designation && <span className="block text-xs text-slate-500">{e.designation}</span>}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={e.status} />
              </td>
              <td className="px-4 py-3 font-mono text-xs text-slate-600">{e.accountNumber}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap justify-end gap-1">
                  {(
                    [
                      ["view", "View"],
                      ["edit", "Edit"],
                      ["documents", "Documents"],
                      ["password", "Password"],
                      ["delete", "Delete"],
                    ] as const
                  ).map(([action, label]) => (
                    <button
                      key={action}
                      type="button"
                      onClick={() => onAction(action, e)}
                      aria-label={`${label} ${e.name}`}
                      className={`rounded px-2 py-1 text-xs font-medium ${action === "delete" ? "text-red-700 hover:bg-red-50" : "text-brand-700 hover:bg-brand-50"}`}
                    >
                      {label}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
