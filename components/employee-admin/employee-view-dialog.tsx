"use client";

import { useState } from "react";

import { Avatar } from "@/components/ui/avatar";
import { buttonClass } from "@/components/ui/button";
import { DescriptionList } from "@/components/ui/description-list";
import { Dialog } from "@/components/ui/dialog";
import { DownloadButton } from "@/components/ui/download-button";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { formatDateOnly, formatDateTime } from "@/lib/format";
import type { EmployeeDto } from "@/lib/server/employees/dto";

import { EMPLOYEE_FIELD_GROUPS, type EmployeeField } from "./employee-fields";
import { StatusBadge } from "./status-badge";

type Props = {
  employee: EmployeeDto;
  onClose: () => void;
  onEdit: (e: EmployeeDto) => void;
  onDocuments: (e: EmployeeDto) => void;
};

const notProvided = <span className="text-slate-400 italic">Not provided</span>;

/** A field's value as the details view shows it: dates in words, the status as its badge. */
function shown(e: EmployeeDto, field: EmployeeField): React.ReactNode {
  if (field.name === "status") return <StatusBadge status={e.status} />;
  const value = e[field.name as Exclude<EmployeeField["name"], "password" | "status">];
  return (field.type === "date" ? formatDateOnly(value) : value) || notProvided;
}

/** View employee details; Aadhaar, PAN and account number stay masked until the admin asks (audited). */
export function EmployeeViewDialog({ employee, onClose, onEdit, onDocuments }: Props) {
  const toast = useToast();
  const [revealed, setRevealed] = useState<EmployeeDto | null>(null);
  const [busy, setBusy] = useState(false);
  const e = revealed ?? employee;

  async function reveal() {
    if (busy || revealed) return;
    setBusy(true);
    try {
      setRevealed((await apiFetch<{ employee: EmployeeDto }>(`/api/employees/${employee.id}?reveal=1`)).employee);
    } catch (error) {
      toast.error("Failed to load employee data", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      onClose={onClose}
      title="Employee Details"
      size="lg"
      footer={
        <>
          {/* The employee's own data, when they ask for it (DPDP Act): the record in full and the documents (audited). */}
          <DownloadButton
            href={`/api/employees/${encodeURIComponent(employee.id)}/export`}
            defaultName="employee-data.zip"
            errorTitle="Could not export the employee's data"
            label="Export data"
            successLabel="Downloaded"
          />
          <button type="button" onClick={() => onDocuments(employee)} className={buttonClass("outline")}>
            Documents
          </button>
          <button type="button" onClick={() => onEdit(employee)} className={buttonClass("primary")}>
            Edit
          </button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={e.name} src={e.profilePicturePath} size="lg" />
        <div className="mr-auto min-w-0">
          <p className="text-xl font-semibold text-slate-900">{e.name}</p>
          <p className="text-sm text-slate-600">
            {e.referenceId}
            {e.designation ? ` · ${e.designation}` : ""}
          </p>
          {e.hiredFromApplication ? (
            <p className="text-sm text-purple-800">Hired from application {e.hiredFromApplication}</p>
          ) : null}
        </div>
        {/* aria-disabled, not disabled: the browser would drop the keyboard user's focus. */}
        <button
          type="button"
          onClick={reveal}
          aria-disabled={busy || Boolean(revealed) || undefined}
          className={buttonClass("secondary", "sm")}
        >
          {revealed ? "Sensitive details shown" : busy ? "Loading..." : "Show Aadhaar, PAN and account number"}
        </button>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {EMPLOYEE_FIELD_GROUPS.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{group.title}</h3>
            <DescriptionList
              className="mt-3"
              items={group.fields.filter((f) => !f.createOnly).map((f) => [f.label, shown(e, f)])}
            />
          </section>
        ))}
        <p className="text-xs text-slate-500 md:col-span-2" suppressHydrationWarning>
          Added {formatDateTime(e.createdAt)} · last updated {formatDateTime(e.updatedAt)}
        </p>
      </div>
    </Dialog>
  );
}
