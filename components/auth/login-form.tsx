"use client";

import { getSession, signIn } from "next-auth/react";
import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { bindField, TextField } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/button";
import { usePending } from "@/components/ui/use-pending";
import { dashboardFor, routeRule } from "@/lib/auth/permissions";
import type { LoginInput } from "@/lib/validation/auth";
import { lazyZodResolver } from "@/lib/validation/lazy-resolver";

const FALLBACK_ERROR = "Invalid credentials. Please try again.";

// The schema of POST /api/auth/login; it loads on first submit.
const resolver = lazyZodResolver<LoginInput, LoginInput>(() =>
  import("@/lib/validation/auth").then((m) => m.loginSchema),
);

/** Only same-site paths the user's role may open are honoured as ?next=. */
function destination(next: string | null, role: string): string {
  if (next && next.startsWith("/") && !next.startsWith("//")) {
    const rule = routeRule(next);
    if (rule && (rule.roles === "any" || (rule.roles as readonly string[]).includes(role))) return next;
  }
  return dashboardFor(role);
}

export function LoginForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [pending, run] = usePending<"sign-in">();
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { identifier: "", password: "" },
  });

  const send = form.handleSubmit(async ({ identifier, password }) => {
    const result = await signIn("credentials", { identifier, password, redirect: false });
    if (!result || result.error) {
      setError(result?.error && result.error !== "CredentialsSignin" ? result.error : FALLBACK_ERROR);
      return;
    }
    const session = await getSession();
    const role = (session?.user as { role?: string } | undefined)?.role ?? "";
    router.replace(destination(params?.get("next") ?? null, role));
    router.refresh();
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    setError(null);
    // Busy from the click: the schema may still be loading.
    await run("sign-in", () => send(event)).catch(() => setError(FALLBACK_ERROR));
  }

  return (
    <form onSubmit={onSubmit} className="mt-8 space-y-5" noValidate>
      {error && (
        <div
          role="alert"
          data-testid="login-error"
          className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {error}
        </div>
      )}
      <TextField
        id="identifier"
        label="Email or Reference ID"
        autoComplete="username"
        required
        {...bindField(form, "identifier")}
      />
      <TextField
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...bindField(form, "password")}
      />
      <SubmitButton busy={pending !== null} busyLabel="Signing in..." size="lg" className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}
