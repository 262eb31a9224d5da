"use client";

import { useTranslations } from "next-intl";

import { LoadError } from "@/components/careers/board-states";
import { CareersHero } from "@/components/careers/careers-hero";

// Inside the segment's layout, which gives the browser the "careers" messages this needs.
export default function CareersError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations("careers.board");
  return (
    <div className="bg-slate-50 pb-16">
      <CareersHero />
      <div className="mx-auto -mt-8 max-w-3xl px-4 sm:px-6">
        <LoadError message={t("loadError")} onRetry={retry} />
      </div>
    </div>
  );
}
