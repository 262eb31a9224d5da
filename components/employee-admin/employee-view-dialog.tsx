"use client";

import { useState } from "react";

import { Avatar } from "@/components/ui/avatar";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { formatDateOnly, formatDateTime } from "@/lib/format";
import type { EmployeeDto } from "@/lib/server/employees/dto";

import { DetailList } from "./detail-list";
import { StatusBadge } from "./status-badge";

/** View employee details; Aadhaar, PAN and account number stay masked until the admin asks (audited). */
export function EmployeeViewDialog({
  employee,
  onClose,
  onEdit,
  onDocuments,
}: {
  employee: EmployeeDto;
  onClose: () => void;
  onEdit: (e: EmployeeDto) => void;
  onDocuments: (e: EmployeeDto) => void;
}) {
  const toast = useToast();
  const [revealed, setRevealed] = useState<EmployeeDto | null>(null);
  const [busy, setBusy] = useState(false);
  const e = revealed ?? employee;

  async function reveal() {
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
        <div className="mr-auto">
          <p className="text-xl font-semibold text-slate-900">{e.name}</p>
          <p className="text-sm text-slate-600">
            {e.referenceId}
            {e.designation ? ` · ${e.designation}` : ""}
          </p>
          <div className="mt-1">
            <StatusBadge status={e.status} />
          </div>
        </div>
        <button
          type="button"
          onClick={reveal}
          disabled={busy || Boolean(revealed)}
          className={buttonClass("secondary", "sm")}
        >
          {revealed ? "Sensitive details shown" : busy ? "Loading..." : "Show Aadhaar, PAN and account number"}
        </button>
      </div>
      <div className="mt-6 space-y-6">
        <DetailList
          title="Personal Information"
          items={[
            ["Full Name", e.name],
            ["Email", e.email],
            ["Phone", e.phoneNumber],
            ["Date of Birth", formatDateOnly(e.dateOfBirth)],
            ["Father's Name", e.fatherName],
            ["Aadhaar", e.aadhar],
            ["PAN", e.panCard],
          ]}
        />
        <DetailList
          title="Employment Details"
          items={[
            ["Employee ID", e.empId],
            ["Designation", e.designation],
            ["Department", e.department],
            ["Posted At", e.postedAt],
            ["Date of Joining", formatDateOnly(e.dateOfJoining)],
            ["Experience", e.experience],
          ]}
        />
        <DetailList
          title="Bank Details"
          items={[
            ["Bank Name", e.bankName],
            ["Account Number", e.accountNumber],
            ["IFSC Code", e.ifscCode],
          ]}
        />
        <p className="text-xs text-slate-500" suppressHydrationWarning>
          Added {formatDateTime(e.createdAt)} · last updated {formatDateTime(e.updatedAt)}
        </p>
      </div>
    </Dialog>
  );
}
