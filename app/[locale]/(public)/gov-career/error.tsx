"use client";

import { useBoundaryTexts } from "@/components/i18n/boundary-texts";

import type { GovBoundaryText } from "./boundary-texts";

// The board could not be loaded (database unavailable...): the spec's message and a reload. Inside
// the segment's layout, which gives it its words.
export default function GovCareerError() {
  const t = useBoundaryTexts<GovBoundaryText>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
      <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {t.loadError}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t.retry}
      </button>
    </div>
  );
}
