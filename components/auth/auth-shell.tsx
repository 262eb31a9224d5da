import type { ReactNode } from "react";

import { CopyrightYear } from "@/components/ui/copyright-year";
import { company } from "@/content/company";

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
        © <CopyrightYear /> {company.legalName}. All rights reserved.
      </footer>
    </div>
  );
}

/** A quiet link under an auth form ("Forgot password?", "Back to sign in"). */
export const authLinkClass = "font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:underline";
