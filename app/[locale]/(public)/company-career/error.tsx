"use client";

import { LOAD_ERROR, LoadError } from "@/components/careers/board-states";
import { CareersHero } from "@/components/careers/careers-hero";

export default function CareersError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="bg-slate-50 pb-16">
      <CareersHero />
      <div className="mx-auto -mt-8 max-w-3xl px-4 sm:px-6">
        <LoadError message={LOAD_ERROR} onRetry={retry} />
      </div>
    </div>
  );
}
