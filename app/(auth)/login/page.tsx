import type { Metadata } from "next";
import { Suspense } from "react";

import { LoginForm } from "@/components/auth/login-form";
import { CopyrightYear } from "@/components/ui/copyright-year";
import { company } from "@/content/company";

export const metadata: Metadata = { title: "Sign In", robots: { index: false } };

export default function LoginPage() {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="flex flex-1 items-center justify-center px-4 py-12">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
          <p className="text-center text-sm font-semibold text-brand-700">{company.name}</p>
          <h1 className="mt-2 text-center text-2xl font-bold text-slate-900">Secure Sign In</h1>
          <Suspense>
            <LoginForm />
          </Suspense>
        </div>
      </main>
      <footer className="py-6 text-center text-sm text-slate-500">
        © <CopyrightYear /> {company.legalName}. All rights reserved.
      </footer>
    </div>
  );
}
