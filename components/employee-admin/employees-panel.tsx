"use client";

import { useCallback, useState } from "react";

import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { DownloadButton } from "@/components/ui/download-button";
import { Pagination } from "@/components/ui/pagination";
import type { EmployeeDto } from "@/lib/server/employees/dto";
import { EMPLOYEE_PAGE_SIZES } from "@/lib/validation/employees";

import { DocumentsDialog } from "./documents-dialog";
import { DraftsPanel } from "./drafts-panel";
import { EmployeeFilters } from "./employee-filters";
import { EmployeeFormDialog } from "./employee-form-dialog";
import { EmployeePasswordForm } from "./employee-password-form";
import { EmployeeTable, type RowAction } from "./employee-table";
import { EmployeeViewDialog } from "./employee-view-dialog";
import { useDelete } from "./use-delete";
import { type EmployeeList, listUrl } from "./use-employee-list";

type Modal =
  | { kind: "create" }
  | { kind: "edit" | "view" | "password" | "delete"; employee: EmployeeDto }
  | { kind: "documents"; employee: EmployeeDto | null }
  | null;

/**
 * Employee Management: the list (its query in the URL, see useEmployeeList), its actions and
 * dialogs. `onChanged` hears of every record created, edited or deleted.
 */
export function EmployeesPanel({ list, onChanged }: { list: EmployeeList; onChanged: () => void }) {
  const deleteRecord = useDelete();
  const [modal, setModal] = useState<Modal>(null);
  const { query, update, data, reload } = list;
  const close = useCallback(() => setModal(null), []);

  const changed = useCallback(() => {
    reload();
    onChanged();
  }, [reload, onChanged]);

  const onAction = (action: RowAction, employee: EmployeeDto) =>
    setModal(action === "documents" ? { kind: "documents", employee } : { kind: action, employee });

  const remove = (employee: EmployeeDto) =>
    deleteRecord(
      `/api/employees/${employee.id}`,
      { done: `${employee.name} was deleted.`, failed: "Failed to delete employee" },
      () => {
        setModal(null);
        changed();
      },
    );

  const exportHref = listUrl("/api/employees/export/csv", {
    q: query.q,
    status: query.status,
    department: query.department,
    sort: query.sort,
    order: query.order,
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-xl font-semibold text-slate-900">Employees</h2>
        <button type="button" onClick={() => setModal({ kind: "create" })} className={buttonClass("primary")}>
          Add Employee
        </button>
        <button
          type="button"
          onClick={() => setModal({ kind: "documents", employee: null })}
          className={buttonClass("outline")}
        >
          Upload Documents
        </button>
        <DownloadButton href={exportHref} defaultName="employees.csv" errorTitle="Failed to export data" />
      </div>

      <DraftsPanel onCreated={changed} />

      <EmployeeFilters query={query} departments={list.departments} onChange={update} />

      <div className="relative rounded-xl border border-slate-200 bg-white shadow-sm">
        {list.error ? (
          <div role="alert" className="p-8 text-center">
            <p className="font-semibold text-red-800">Failed to load employee data</p>
            <p className="mt-1 text-sm text-slate-600">{list.error}</p>
            <button type="button" onClick={reload} className={buttonClass("primary", "md", "mt-4")}>
              Retry
            </button>
          </div>
        ) : (
          <EmployeeTable
            employees={data.employees}
            loading={list.loading}
            sort={query.sort}
            order={query.order}
            onSort={(key) => update({ sort: key, order: query.sort === key && query.order === "asc" ? "desc" : "asc" })}
            onAction={onAction}
          />
        )}
        {list.loading && <div className="absolute inset-x-0 top-0 h-1 animate-pulse bg-brand-600" aria-hidden="true" />}
        {/* Counts and pages of a list that failed to load would be an earlier list's. */}
        {!list.error && (
          <div className="border-t border-slate-200 px-4 py-3">
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              onPageChange={(page) => update({ page })}
              total={data.total}
              pageSize={data.pageSize}
              noun="employees"
              pageSizes={EMPLOYEE_PAGE_SIZES}
              onPageSizeChange={(pageSize) => update({ pageSize })}
            />
          </div>
        )}
      </div>

      {(modal?.kind === "create" || modal?.kind === "edit") && (
        <EmployeeFormDialog
          key={modal.kind === "edit" ? modal.employee.id : "create"}
          mode={modal.kind}
          employee={modal.kind === "edit" ? modal.employee : null}
          onClose={close}
          onSaved={changed}
        />
      )}
      {modal?.kind === "view" && (
        <EmployeeViewDialog
          key={modal.employee.id}
          employee={modal.employee}
          onClose={close}
          onEdit={(employee) => setModal({ kind: "edit", employee })}
          onDocuments={(employee) => setModal({ kind: "documents", employee })}
        />
      )}
      {modal?.kind === "documents" && (
        <DocumentsDialog
          key={modal.employee?.id ?? "pick"}
          employee={modal.employee}
          onClose={close}
          onChanged={changed}
        />
      )}
      {modal?.kind === "password" && (
        <Dialog
          key={modal.employee.id}
          onClose={close}
          title="Change Employee Password"
          size="sm"
          description="The employee will be signed out of every device."
        >
          <EmployeePasswordForm employee={modal.employee} onDone={close} />
        </Dialog>
      )}
      <ConfirmDialog
        open={modal?.kind === "delete"}
        title="Delete employee"
        message={
          modal?.kind === "delete"
            ? `Are you sure you want to delete ${modal.employee.name}? This action cannot be undone.`
            : ""
        }
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onCancel={close}
        onConfirm={() => (modal?.kind === "delete" ? remove(modal.employee) : undefined)}
      />
    </div>
  );
}
