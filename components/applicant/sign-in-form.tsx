"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { ErrorBanner } from "@/components/ui/error-banner";
import { Button, SubmitButton } from "@/components/ui/button";
import { bindField, TextField } from "@/components/ui/field";
import { apiFetch, ApiClientError, errorMessage } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import type { codeRequestSchema, codeSignInSchema } from "@/lib/validation/applicant";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

// Two steps: the e-mail address (a code is sent), then the 6-digit code (the session cookie is set
// and the page reloads its data on the server).

type EmailInput = z.input<typeof codeRequestSchema>;
type CodeInput = z.input<typeof codeSignInSchema>;

const emailResolver = lazyZodResolver<EmailInput, z.output<typeof codeRequestSchema>>(() =>
  import("@/lib/validation/applicant").then((m) => m.codeRequestSchema),
);
const codeResolver = lazyZodResolver<CodeInput, z.output<typeof codeSignInSchema>>(() =>
  import("@/lib/validation/applicant").then((m) => m.codeSignInSchema),
);

export function SignInForm() {
  const router = useRouter();
  const [email, setEmail] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const emailForm = useForm<EmailInput, unknown, z.output<typeof codeRequestSchema>>({
    resolver: emailResolver,
    defaultValues: { email: "" },
  });
  const codeForm = useForm<CodeInput, unknown, z.output<typeof codeSignInSchema>>({
    resolver: codeResolver,
    defaultValues: { email: "", code: "" },
  });

  async function sendCode(address: string) {
    setBanner(null);
    try {
      const answer = await apiFetch<{ message: string }>("/api/applicant/code", {
        method: "POST",
        body: { email: address },
      });
      setEmail(address);
      codeForm.reset({ email: address, code: "" });
      setNotice(answer.message);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        showServerErrors(emailForm.setError, error.errors, ["email"]);
      }
      setBanner(errorMessage(error, "Could not send the code. Please try again."));
    }
  }

  const requestCode = emailForm.handleSubmit((data) => sendCode(data.email));

  const signIn = codeForm.handleSubmit(async (data) => {
    setBanner(null);
    try {
      await apiFetch("/api/applicant/session", { method: "POST", body: data });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 400) {
        showServerErrors(codeForm.setError, error.errors, ["code"]);
      }
      setBanner(errorMessage(error, "Could not sign in. Please try again."));
    }
  });

  if (!email) {
    return (
      <form onSubmit={requestCode} noValidate className="space-y-4" aria-label="Sign in with an e-mail code">
        <ErrorBanner message={banner} />
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          hint="The address you applied with. We e-mail you a 6-digit code: no password needed."
          {...bindField(emailForm, "email")}
        />
        <SubmitButton busy={emailForm.formState.isSubmitting} busyLabel="Sending code..." size="lg">
          Send me a code
        </SubmitButton>
      </form>
    );
  }

  return (
    <form onSubmit={signIn} noValidate className="space-y-4" aria-label="Enter your sign-in code">
      <p role="status" className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800">
        {notice}
      </p>
      <ErrorBanner message={banner} />
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        autoFocus
        hint={`Sent to ${email}.`}
        {...bindField(codeForm, "code")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={codeForm.formState.isSubmitting} busyLabel="Signing in..." size="lg">
          Sign in
        </SubmitButton>
        <Button variant="ghost" onClick={() => sendCode(email)}>
          Send a new code
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setEmail(null);
            setBanner(null);
          }}
        >
          Use another e-mail
        </Button>
      </div>
    </form>
  );
}
