"use client";

import { getSession, signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { bindField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/button";
import { useCheckUnavailable } from "@/components/ui/use-check-unavailable";
import { usePending } from "@/components/ui/use-pending";
import { signInDestination } from "@/lib/auth/permissions";
import type { SignInField } from "@/lib/auth/sign-in-failure";
import type { LoginInput } from "@/lib/validation/auth";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

const FALLBACK_ERROR = "Invalid credentials. Please try again.";

// The schema of POST /api/auth/login; it loads on first submit.
const resolver = lazyZodResolver<LoginInput, LoginInput>(() =>
  import("@/lib/validation/auth").then((m) => m.loginSchema),
);

/**
 * The sign-in form, whole in the server's HTML. With JavaScript it validates with the schema and
 * signs in through next-auth; without it (or before hydration) the browser posts it to
 * POST /api/auth/login/form, which signs in the same way and redirects. `next`: the page to return
 * to, honoured when the role may open it. `error`, `fieldErrors`: what that post came back with.
 */
export function LoginForm({
  next,
  error: initialError,
  fieldErrors: initialFieldErrors,
}: {
  next?: string;
  error?: string;
  fieldErrors?: Partial<Record<SignInField, string>>;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [serverFieldErrors, setServerFieldErrors] = useState(initialFieldErrors);
  const [pending, run] = usePending<"sign-in">();
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { identifier: "", password: "" },
  });
  // Its checks could not be loaded (the connection dropped): said where a refused sign-in is.
  const unavailable = useCheckUnavailable(form.formState.errors);
  const shown = error ?? unavailable;

  const send = form.handleSubmit(async ({ identifier, password }) => {
    const result = await signIn("credentials", { identifier, password, redirect: false });
    if (!result || result.error) {
      setError(result?.error && result.error !== "CredentialsSignin" ? result.error : FALLBACK_ERROR);
      return;
    }
    const session = await getSession();
    const role = (session?.user as { role?: string } | undefined)?.role ?? "";
    router.replace(signInDestination(next, role));
    router.refresh();
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // With JavaScript the browser never posts the form itself.
    event.preventDefault();
    setError(null);
    setServerFieldErrors(undefined);
    // Busy from the click: the schema may still be loading.
    await run("sign-in", () => send(event)).catch(() => setError(FALLBACK_ERROR));
  }

  const identifier = bindField(form, "identifier");
  const password = bindField(form, "password");
  return (
    <form action="/api/auth/login/form" method="post" onSubmit={onSubmit} className="mt-8 space-y-5" noValidate>
      {shown && (
        <div
          role="alert"
          data-testid="login-error"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {shown}
        </div>
      )}
      {next && <input type="hidden" name="next" value={next} />}
      <TextField
        id="identifier"
        label="Email or Reference ID"
        autoComplete="username"
        required
        {...identifier}
        error={identifier.error ?? serverFieldErrors?.identifier}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...password}
        error={password.error ?? serverFieldErrors?.password}
      />
      <SubmitButton busy={pending !== null} busyLabel="Signing in..." size="lg" className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
