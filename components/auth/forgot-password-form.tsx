"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { AuthAlert, AuthNotice, authLinkClass, BackToSignIn } from "@/components/auth/auth-shell";
import { SubmitButton } from "@/components/ui/button";
import { bindField, TextField } from "@/components/ui/field";
import { ApiClientError, apiFetch, errorMessage } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import { type PasswordResetRequest, passwordResetRequestSchema } from "@/lib/validation/passwords";

/**
 * Forgot password: asks for the account's e-mail (or an employee's Reference ID). The answer is
 * the same whether or not the account exists, so the success text never says which.
 */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { identifier: "" },
  });

  const submit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const res = await apiFetch<{ message: string }>("/api/auth/forgot-password", { method: "POST", body });
      setSent(res.message);
    } catch (e) {
      if (e instanceof ApiClientError) showServerErrors(form.setError, e.errors, ["identifier"]);
      setError(errorMessage(e));
    }
  });

  if (sent) {
    return (
      <div className="mt-8 space-y-6 text-center">
        <AuthNotice>{sent}</AuthNotice>
        <p className="text-sm text-slate-600">
          No e-mail after a few minutes? Check your spam folder, or{" "}
          <button type="button" className={authLinkClass} onClick={() => setSent(null)}>
            try again
          </button>
          .
        </p>
        <BackToSignIn />
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5" aria-label="Forgot password">
      <p className="text-sm text-slate-600">
        Enter the e-mail address of your account, or your Reference ID, and we will e-mail you a link to choose a new
        password.
      </p>
      {error && <AuthAlert>{error}</AuthAlert>}
      <TextField
        id="identifier"
        label="Email or Reference ID"
        autoComplete="username"
        required
        {...bindField(form, "identifier")}
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Sending..." size="lg" className="w-full">
        Send reset link
      </SubmitButton>
      <BackToSignIn />
    </form>
  );
}
