"use client";

import { ModalDialog } from "@/components/ui/modal-dialog";
import type { EmployeeDto } from "@/lib/server/employees/dto";

import { EmployeePasswordForm } from "./employee-password-form";

export function EmployeePasswordDialog({ employee, onClose }: { employee: EmployeeDto; onClose: () => void }) {
  return (
    <ModalDialog
      open
      onClose={onClose}
      title="Change Employee Password"
      size="sm"
      description="The employee will be signed out of every device."
    >
      <EmployeePasswordForm employee={employee} onDone={onClose} />
    </ModalDialog>
  );
}
