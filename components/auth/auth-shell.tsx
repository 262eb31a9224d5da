import Link from "next/link";
import type { ReactNode } from "react";

import { istYear } from "@/lib/dates";
import { CopyrightYear } from "@/components/ui/copyright-year";
import { company, legalNameSentence } from "@/content/company";

/** The sign-in pages' frame: the company's name, a heading and one card, with the footer below. */
export function AuthShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-center text-sm font-semibold text-brand-700">{company.name}</p>
          <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">{title}</h1>
          {children}
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-slate-500">
        © <CopyrightYear year={istYear()} /> {legalNameSentence} All rights reserved.
      </footer>
    </div>
  );
}

/** A quiet link under an auth form ("Forgot password?", "Back to sign in"). */
export const authLinkClass = "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline";

/** What went wrong, above an auth form. */
export function AuthAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {children}
    </div>
  );
}

/** The outcome of an auth form that succeeded. */
/** A notice above a form: "success" (green) for something done, "info" (amber) for why the user is here. */
export function AuthNotice({ children, tone = "success" }: { children: ReactNode; tone?: "success" | "info" }) {
  const colours = tone === "success" ? "bg-green-50 text-green-800" : "bg-amber-50 text-amber-900";
  return (
    <p role="status" className={`rounded-md px-4 py-3 text-sm ${colours}`}>
      {children}
    </p>
  );
}

export function BackToSignIn() {
  return (
    <p className="text-center text-sm">
      <Link href="/login" className={authLinkClass}>
        Back to sign in
      </Link>
    </p>
  );
}
