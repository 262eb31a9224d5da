"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { SubmitButton } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { type EmployeePasswordForm as Values, employeePasswordFormSchema } from "@/lib/validation/passwords";

import { EmployeePicker, type PickedEmployee } from "./employee-picker";
import { FormField } from "./form-field";

/** An admin sets any employee's password (no current password); the employee's sessions end. */
export function EmployeePasswordForm({ employee: fixed, onDone }: { employee?: PickedEmployee; onDone?: () => void }) {
  const toast = useToast();
  const [employee, setEmployee] = useState<PickedEmployee | null>(fixed ?? null);
  const form = useForm<Values>({
    resolver: zodResolver(employeePasswordFormSchema),
    defaultValues: { employeeId: fixed?.id ?? "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

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
      if (error instanceof ApiClientError && error.errors.newPassword)
        form.setError("newPassword", { message: error.errors.newPassword });
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
        <EmployeePicker
          label="Employee"
          value={employee}
          error={errors.employeeId?.message}
          onChange={(e) => {
            setEmployee(e);
            form.setValue("employeeId", e?.id ?? "", { shouldValidate: form.formState.isSubmitted });
          }}
        />
      )}
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        registration={form.register("newPassword")}
        error={errors.newPassword?.message}
        hint="At least 8 characters"
      />
      <FormField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        registration={form.register("confirmPassword")}
        error={errors.confirmPassword?.message}
      />
      <SubmitButton busy={isSubmitting} busyLabel="Changing...">
        Change Password
      </SubmitButton>
    </form>
  );
}
