import type { Metadata } from "next";

import { LoginForm } from "@/components/auth/login-form";
import { CopyrightYear } from "@/components/ui/copyright-year";
import { company } from "@/content/company";
import { readSignInFailure, returnPath, type SignInFailure } from "@/lib/auth/sign-in-failure";
import { INVALID_CREDENTIALS, throttledMessage } from "@/lib/server/auth/authenticate";
import { loginSchema } from "@/lib/validation/auth";

export const metadata: Metadata = { title: "Sign In", robots: { index: false } };

type Query = Record<string, string | string[] | undefined>;

/** What a post without JavaScript (POST /api/auth/login/form) came back to say, in the form's words. */
function failureMessages(failure: SignInFailure | null) {
  if (!failure) return {};
  if (failure.reason === "invalid") return { error: INVALID_CREDENTIALS };
  if (failure.reason === "throttled") return { error: throttledMessage(failure.retryAfterSeconds) };
  const blank = loginSchema.safeParse({ identifier: "", password: "" });
  const fieldErrors = Object.fromEntries(
    failure.fields.map((field) => [field, blank.error?.issues.find((i) => i.path[0] === field)?.message]),
  );
  return { fieldErrors };
}

// The query is read here, on the server, so the whole form is in the page's HTML (useSearchParams in
// the form left it to the browser) and works without JavaScript.
export default async function LoginPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <p className="text-center text-sm font-semibold text-brand-700">{company.name}</p>
          <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">Secure Sign In</h1>
          <LoginForm next={returnPath(query.next)} {...failureMessages(readSignInFailure(query))} />
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-slate-500">
        © <CopyrightYear /> {company.legalName}. All rights reserved.
      </footer>
    </div>
  );
}
