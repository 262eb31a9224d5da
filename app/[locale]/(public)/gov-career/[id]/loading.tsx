"use client";

import { useTranslations } from "next-intl";

import { LoadingPage } from "@/components/ui/loading-page";

// A client component: it has no params to set the request's locale from, and reads the board's
// messages the gov-career layout gives the browser.
export default function Loading() {
  const t = useTranslations("govBoard");
  return (
    <LoadingPage label={t("loadingJob")} width="max-w-3xl">
      <div className="animate-pulse rounded-xl border border-slate-200 p-6">
        <div className="h-7 w-2/3 rounded bg-slate-200" />
        <div className="mt-3 h-4 w-1/3 rounded bg-slate-100" />
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-12 rounded bg-slate-100" />
          ))}
        </div>
        <div className="mt-6 h-24 rounded bg-slate-100" />
      </div>
    </LoadingPage>
  );
}
