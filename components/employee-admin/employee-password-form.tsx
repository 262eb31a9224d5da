"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { SubmitButton } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { bindField, TextField } from "@/components/ui/field";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import { type EmployeePasswordForm as Values, employeePasswordFormSchema } from "@/lib/validation/passwords";

import { EmployeeField, type PickedEmployee } from "./employee-picker";

/** An admin sets any employee's password (no current password); the employee's sessions end. */
export function EmployeePasswordForm({ employee: fixed, onDone }: { employee?: PickedEmployee; onDone?: () => void }) {
  const toast = useToast();
  const [employee, setEmployee] = useState<PickedEmployee | null>(fixed ?? null);
  const form = useForm<Values>({
    resolver: zodResolver(employeePasswordFormSchema),
    defaultValues: { employeeId: fixed?.id ?? "", newPassword: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await apiFetch(`/api/employees/${values.employeeId}/change-password`, {
        method: "PUT",
        body: { newPassword: values.newPassword },
      });
      toast.success(`Password changed for ${employee?.name ?? "the employee"}. Their other sessions have ended.`);
      form.reset({ employeeId: fixed?.id ?? "", newPassword: "", confirmPassword: "" });
      if (!fixed) setEmployee(null);
      onDone?.();
    } catch (error) {
      if (error instanceof ApiClientError) showServerErrors(form.setError, error.errors, ["newPassword"]);
      toast.error("Failed to change password", error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change an employee's password">
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
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters"
        {...bindField(form, "newPassword")}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        {...bindField(form, "confirmPassword")}
      />
      <div className="flex justify-end">
        <SubmitButton busy={isSubmitting} busyLabel="Changing...">
          Change Password
        </SubmitButton>
      </div>
    </form>
  );
}
