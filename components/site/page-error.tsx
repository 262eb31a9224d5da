"use client";

import { createContext, useContext } from "react";

import { Link } from "@/i18n/intent-link";

import type { PageErrorLabels } from "./shell-labels";

// The public layout gives the error boundary its words, formatted on the server in the page's
// language (shell-labels.ts): an error file gets no params and the chrome has no message provider.
const PageErrorWords = createContext<PageErrorLabels | null>(null);

export function PageErrorLabelsProvider({ labels, children }: { labels: PageErrorLabels; children: React.ReactNode }) {
  return <PageErrorWords value={labels}>{children}</PageErrorWords>;
}

/** An unexpected error in a public page, inside the chrome: say so, offer a retry and the home page. */
export function PageError({ retry }: { retry: () => void }) {
  const words = useContext(PageErrorWords);
  if (!words) throw new Error("PageError needs the public layout's PageErrorLabelsProvider");
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{words.heading}</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {words.text}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {words.retry}
        </button>
        <Link
          href="/"
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {words.home}
        </Link>
      </div>
    </div>
  );
}
