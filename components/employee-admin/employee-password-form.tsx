"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { type PasswordFieldSpec, PasswordForm } from "@/components/ui/password-form";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import { type EmployeePasswordForm as Values, employeePasswordFormSchema } from "@/lib/validation/passwords";

import { EmployeeField, type PickedEmployee } from "./employee-picker";

const fields: PasswordFieldSpec<Values>[] = [
  { name: "newPassword", label: "New Password", autoComplete: "new-password", hint: "At least 8 characters" },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
];

/** An admin sets any employee's password (no current password); the employee's sessions end. */
export function EmployeePasswordForm({ employee: fixed, onDone }: { employee?: PickedEmployee; onDone?: () => void }) {
  const toast = useToast();
  const [employee, setEmployee] = useState<PickedEmployee | null>(fixed ?? null);
  const blank = { employeeId: fixed?.id ?? "", newPassword: "", confirmPassword: "" };
  const form = useForm<Values>({ resolver: zodResolver(employeePasswordFormSchema), defaultValues: blank });

  const submit = form.handleSubmit(async (values) => {
    try {
      await apiFetch(`/api/employees/${values.employeeId}/change-password`, {
        method: "PUT",
        body: { newPassword: values.newPassword },
      });
      toast.success(`Password changed for ${employee?.name ?? "the employee"}. Their other sessions have ended.`);
      form.reset(blank);
      if (!fixed) setEmployee(null);
      onDone?.();
    } catch (error) {
      if (error instanceof ApiClientError) showServerErrors(form.setError, error.errors, ["newPassword"]);
      toast.error("Failed to change password", error);
    }
  });

  return (
    <PasswordForm form={form} label="Change an employee's password" fields={fields} onSubmit={submit}>
      {fixed ? (
        <p className="text-sm text-slate-700">
          Employee:{" "}
          <span className="font-medium">
            {fixed.name} ({fixed.referenceId})
          </span>
        </p>
      ) : (
        <EmployeeField
          control={form.control}
          name="employeeId"
          label="Employee"
          value={employee}
          onChange={setEmployee}
        />
      )}
    </PasswordForm>
  );
}
