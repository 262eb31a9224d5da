"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";

import { SubmitButton } from "@/components/ui/button";
import { ApiClientError, apiFetch, errorMessage } from "@/lib/api-client";
import { type OwnPasswordForm as Values, ownPasswordFormSchema } from "@/lib/validation/passwords";

const input =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:border-red-500";

const fields = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
] as const;

/**
 * The signed-in user's own password (any role). The server ends every other session and renews
 * this browser's, so the user stays signed in here.
 */
export function OwnPasswordForm({ onDone }: { onDone?: (message: string) => void }) {
  const id = useId();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ownPasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setStatus(null);
    try {
      await apiFetch("/api/auth/change-password", { method: "PUT", body: { currentPassword, newPassword } });
      form.reset();
      const text = "Password changed successfully. You have been signed out of your other devices.";
      setStatus({ ok: true, text });
      onDone?.(text);
    } catch (error) {
      if (error instanceof ApiClientError) {
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === "currentPassword" || field === "newPassword") form.setError(field, { message });
        }
      }
      setStatus({
        ok: false,
        text: `Failed to change password: ${errorMessage(error)}`,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change your password">
      {fields.map((f) => {
        const error = errors[f.name]?.message;
        return (
          <div key={f.name}>
            <label htmlFor={`${id}-${f.name}`} className="block text-sm font-medium text-slate-700">
              {f.label}
            </label>
            <input
              id={`${id}-${f.name}`}
              type="password"
              autoComplete={f.autoComplete}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-${f.name}-error` : undefined}
              className={input}
              {...form.register(f.name)}
            />
            {error && (
              <p id={`${id}-${f.name}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {status && (
        <p
          role={status.ok ? "status" : "alert"}
          className={`rounded-md px-3 py-2 text-sm ${status.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
        >
          {status.text}
        </p>
      )}
      <SubmitButton busy={isSubmitting} busyLabel="Changing...">
        Change Password
      </SubmitButton>
    </form>
  );
}
