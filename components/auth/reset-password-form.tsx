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
import {
  PASSWORD_SET_PROBLEMS,
  type PasswordResetForm as Values,
  passwordResetFormSchema,
  type PasswordSetProblem,
} from "@/lib/validation/passwords";

const ORDER = ["newPassword", "confirmPassword"];

/**
 * The e-mailed link's form: a new password, twice. Success says so and leads to sign-in (no
 * automatic sign-in); a link that has expired or was used meanwhile offers a new one. Sent before
 * the page's script has loaded, the browser posts it to /api/auth/reset-password/form (a POST: the
 * passwords never go into the address), which comes back here with `problem` or goes to sign-in.
 */
export function ResetPasswordForm({
  token,
  submitLabel,
  problem,
}: {
  token: string;
  submitLabel: string;
  problem?: PasswordSetProblem | null;
}) {
  const [done, setDone] = useState<string | null>(null);
  const returned = problem ? PASSWORD_SET_PROBLEMS[problem] : null;
  const [error, setError] = useState<{ text: string; linkGone: boolean } | null>(
    returned && !returned.field ? { text: returned.message, linkGone: false } : null,
  );
  // In the page's HTML too, for a browser still without script. One object: react-hook-form sets
  // the errors again whenever this prop changes.
  const [returnedErrors] = useState(() =>
    returned?.field ? { [returned.field]: { type: "server", message: returned.message } } : undefined,
  );
  const form = useForm<Values>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { token, newPassword: "", confirmPassword: "" },
    errors: returnedErrors,
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
    <form
      method="post"
      action="/api/auth/reset-password/form"
      onSubmit={submit}
      noValidate
      className="mt-8 space-y-5"
      aria-label={submitLabel}
    >
      <input type="hidden" name="token" value={token} />
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
