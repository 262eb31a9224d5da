"use client";

import { Dialog } from "@/components/ui/dialog";
import type { EmployeeDto } from "@/lib/server/employees/dto";

import { EmployeePasswordForm } from "./employee-password-form";

export function EmployeePasswordDialog({ employee, onClose }: { employee: EmployeeDto; onClose: () => void }) {
  return (
    <Dialog
      onClose={onClose}
      title="Change Employee Password"
      size="sm"
      description="The employee will be signed out of every device."
    >
      <EmployeePasswordForm employee={employee} onDone={onClose} />
    </Dialog>
  );
}
