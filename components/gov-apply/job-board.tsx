"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";

import type { GovBoardTexts } from "@/components/gov-apply/board-texts";
import { formatDeadline, JobCard } from "@/components/gov-apply/job-card";
import type { PublicGovJob } from "@/components/gov-apply/types";
import { SearchInput } from "@/components/ui/search-input";
import type { DisplayLocale } from "@/lib/dates";
import { feeSummary } from "@/lib/gov-fees";

// Search is a case-insensitive substring match against any field value of the job (as shown).
function matches(job: PublicGovJob, query: string, locale: DisplayLocale): boolean {
  const haystack = [
    job.title,
    job.company,
    job.location,
    job.salary,
    job.experience,
    job.description,
    feeSummary(job.fees),
    formatDeadline(job.deadline, locale),
    job.deadline,
  ];
  return haystack.some((value) => value.toLowerCase().includes(query));
}

export function JobBoard({
  jobs,
  texts,
  onApply,
}: {
  jobs: PublicGovJob[];
  /** The count line and the cards' words, formatted on the server (govBoardTexts). */
  texts: GovBoardTexts;
  onApply(job: PublicGovJob): void;
}) {
  const t = useTranslations("govBoard");
  const locale = useLocale() as DisplayLocale;
  const [query, setQuery] = useState("");
  const term = query.trim().toLowerCase();
  const shown = useMemo(() => (term ? jobs.filter((job) => matches(job, term, locale)) : jobs), [jobs, term, locale]);

  return (
    <div className="space-y-6">
      <div className="max-w-xl">
        <SearchInput
          label={t("search.label")}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("search.placeholder")}
          className="rounded-lg px-4 py-2.5 focus:ring-1 focus:ring-brand-600"
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {term ? t("search.countFor", { count: shown.length, query: query.trim() }) : texts.count}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t("empty.heading")}</h2>
          <p className="mt-2 text-sm text-slate-600">{term ? t("empty.noMatch") : t("empty.none")}</p>
          {term && (
            <button
              type="button"
              onClick={() => setQuery("")}
              className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("empty.clear")}
            </button>
          )}
        </div>
      ) : (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((job) => (
            <JobCard key={job.id} job={job} texts={texts.cards[job.id]} onApply={onApply} />
          ))}
        </div>
      )}
    </div>
  );
}
