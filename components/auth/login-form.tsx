"use client";

import { getSession, signIn } from "next-auth/react";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";

import { dashboardFor, routeRule } from "@/lib/auth/permissions";

const FALLBACK_ERROR = "Invalid credentials. Please try again.";

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
  const [identifier, setIdentifier] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const result = await signIn("credentials", { identifier: identifier.trim(), password, redirect: false });
      if (!result || result.error) {
        setError(result?.error && result.error !== "CredentialsSignin" ? result.error : FALLBACK_ERROR);
        return;
      }
      const session = await getSession();
      const role = (session?.user as { role?: string } | undefined)?.role ?? "";
      router.replace(destination(params?.get("next") ?? null, role));
      router.refresh();
    } catch {
      setError(FALLBACK_ERROR);
    } finally {
      setBusy(false);
    }
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
      <div>
        <label htmlFor="identifier" className="block text-sm font-medium text-slate-700">
          Email or Reference ID
        </label>
        <input
          id="identifier"
          name="identifier"
          autoComplete="username"
          required
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
        />
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium text-slate-700">
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        disabled={busy || !identifier.trim() || !password}
        className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? "Signing in..." : "Sign In"}
      </button>
    </form>
  );
}
