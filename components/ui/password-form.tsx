"use client";

import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

import { SubmitButton } from "./button";
import { bindField, TextField } from "./field";

export type PasswordFieldSpec<T extends FieldValues> = {
  name: FieldPath<T>;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
};

/**
 * A change-password form: optional content first (who the password is for), the password fields,
 * an outcome line (`status`), and 'Change Password', which reads 'Changing...' while it submits.
 */
export function PasswordForm<T extends FieldValues>({
  form,
  label,
  fields,
  onSubmit,
  status,
  children,
}: {
  form: UseFormReturn<T>;
  /** Names the form, e.g. "Change your password". */
  label: string;
  fields: PasswordFieldSpec<T>[];
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  status?: { ok: boolean; text: string } | null;
  children?: React.ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={label}>
      {children}
      {fields.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          type="password"
          required
          autoComplete={f.autoComplete}
          hint={f.hint}
          {...bindField(form, f.name)}
        />
      ))}
      {status && (
        <p
          role={status.ok ? "status" : "alert"}
          className={`rounded-md px-3 py-2 text-sm ${status.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {status.text}
        </p>
      )}
      <div className="flex justify-end">
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Changing...">
          Change Password
        </SubmitButton>
      </div>
    </form>
  );
}
