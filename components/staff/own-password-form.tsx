"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { type PasswordFieldSpec, PasswordForm } from "@/components/ui/password-form";
import { ApiClientError, apiFetch, errorMessage } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import { type OwnPasswordForm as Values, ownPasswordFormSchema } from "@/lib/validation/passwords";

const fields: PasswordFieldSpec<Values>[] = [
  { name: "currentPassword", label: "Current Password", autoComplete: "current-password" },
  { name: "newPassword", label: "New Password", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Confirm New Password", autoComplete: "new-password" },
];
const ORDER = fields.map((f) => f.name);

/**
 * The signed-in user's own password (any role). The server ends every other session and renews
 * this browser's, so the user stays signed in here.
 */
export function OwnPasswordForm({ onDone }: { onDone?: (message: string) => void }) {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ownPasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setStatus(null);
    try {
      await apiFetch("/api/auth/change-password", { method: "PUT", body: { currentPassword, newPassword } });
      form.reset();
      const text = "Password changed successfully. You have been signed out of your other devices.";
      setStatus({ ok: true, text });
      onDone?.(text);
    } catch (error) {
      if (error instanceof ApiClientError) showServerErrors(form.setError, error.errors, ORDER);
      setStatus({ ok: false, text: `Failed to change password: ${errorMessage(error)}` });
    }
  });

  return <PasswordForm form={form} label="Change your password" fields={fields} onSubmit={submit} status={status} />;
}
