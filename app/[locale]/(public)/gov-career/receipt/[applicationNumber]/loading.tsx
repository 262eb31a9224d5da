"use client";

import { useBoundaryTexts } from "@/components/i18n/boundary-texts";
import { LoadingPage } from "@/components/ui/loading-page";

import type { GovBoundaryText } from "../../boundary-texts";

// A client component: it has no params to set the request's locale from, and reads its words
// from the gov-career layout.
export default function Loading() {
  const t = useBoundaryTexts<GovBoundaryText>();
  return (
    <LoadingPage label={t.loadingReceipt} width="max-w-3xl">
      <div className="animate-pulse space-y-3 rounded-xl border border-slate-200 p-8">
        <div className="h-6 w-1/2 rounded bg-slate-200" />
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="h-4 rounded bg-slate-100" />
        ))}
      </div>
    </LoadingPage>
  );
}
