"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { AuthAlert, AuthNotice, BackToSignIn } from "@/components/auth/auth-shell";
import { buttonClass, SubmitButton } from "@/components/ui/button";
import { bindField, TextField } from "@/components/ui/field";
import { ApiClientError, apiFetch, errorMessage } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import { type PasswordResetForm as Values, passwordResetFormSchema } from "@/lib/validation/passwords";

const ORDER = ["newPassword", "confirmPassword"];

/**
 * The e-mailed link's form: a new password, twice. Success says so and leads to sign-in (no
 * automatic sign-in); a link that has expired or was used meanwhile offers a new one.
 */
export function ResetPasswordForm({ token, submitLabel }: { token: string; submitLabel: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<{ text: string; linkGone: boolean } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setError(null);
    try {
      const res = await apiFetch<{ message: string }>("/api/auth/reset-password", {
        method: "POST",
        body: { token, newPassword },
      });
      setDone(res.message);
    } catch (e) {
      if (e instanceof ApiClientError) showServerErrors(form.setError, e.errors, ORDER);
      setError({ text: errorMessage(e), linkGone: e instanceof ApiClientError && e.status === 410 });
    }
  });

  if (done) {
    return (
      <div className="mt-8 space-y-6 text-center">
        <AuthNotice>{done}</AuthNotice>
        <Link href="/login" className={buttonClass("primary", "lg", "w-full")}>
          Sign in
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-8 space-y-5" aria-label={submitLabel}>
      {error && (
        <AuthAlert>
          {error.text}
          {error.linkGone && (
            <>
              {" "}
              <Link href="/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            </>
          )}
        </AuthAlert>
      )}
      <TextField
        id="newPassword"
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters"
        {...bindField(form, "newPassword")}
      />
      <TextField
        id="confirmPassword"
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        required
        {...bindField(form, "confirmPassword")}
      />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving..." size="lg" className="w-full">
        {submitLabel}
      </SubmitButton>
      <BackToSignIn />
    </form>
  );
}
