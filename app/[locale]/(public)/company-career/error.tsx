"use client";

import { CareersHeroBand } from "@/components/careers/careers-hero-band";
import { LoadErrorPanel } from "@/components/careers/load-error-panel";
import { useBoundaryTexts } from "@/components/i18n/boundary-texts";

import type { CareersBoundaryText } from "./boundary-texts";

// The board or a job's page could not be loaded (database unavailable...). Inside the segment's
// layout, which gives it its words.
export default function CareersError({ retry }: { error: unknown; retry: () => void }) {
  const t = useBoundaryTexts<CareersBoundaryText>();
  return (
    <div className="bg-slate-50 pb-16">
      <CareersHeroBand texts={t} />
      <div className="mx-auto -mt-8 max-w-3xl px-4 sm:px-6">
        <LoadErrorPanel title={t.errorTitle} message={t.loadError} retry={t.retry} onRetry={retry} />
      </div>
    </div>
  );
}
