import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { preloadApplyModal } from "@/components/careers/lazy-apply-modal";
import { DescriptionList } from "@/components/ui/description-list";
import { JobCardFrame, jobFacts } from "@/components/ui/job-card";
import { Link } from "@/i18n/navigation";
import { formatIstDate } from "@/lib/dates";
import type { JobPosting } from "@/lib/server/db/job-posting";
import { type JobColorName, jobColorClasses } from "@/lib/validation/job-options";

export type JobCardJob = JobPosting & { color: JobColorName; applicationCount: number; postedDate: string };

/** "Posted 5 Mar 2026" ("5 मार्च 2026 को पोस्ट किया गया"), the date a <time>: a job card's and a job page's. */
export function PostedOn({ date }: { date: string }) {
  const t = useTranslations("careers.job");
  const locale = useLocale();
  return t.rich("posted", {
    date: formatIstDate(new Date(date), locale),
    time: (chunks) => <time dateTime={date}>{chunks}</time>,
  });
}

/**
 * A card's words that take a value (its application count, the Apply button's name, the posted
 * date), formatted on the server for the board's first page: hydration formats nothing with Intl
 * (docs/architecture.md, Performance). Cards the browser loads (a search, "Load more") or changes
 * (a count after applying) format their own.
 */
export type JobCardTexts = { applications: string; applyNowFor: string; posted: ReactNode };

/** One job on the board: the spec's facts, a link to its own page, and 'Apply Now'. */
export function JobCard({
  job,
  texts,
  onApply,
}: {
  job: JobCardJob;
  texts?: JobCardTexts;
  onApply: (job: JobCardJob) => void;
}) {
  const t = useTranslations("careers.job");
  const facts = useTranslations("jobFacts");
  return (
    <JobCardFrame
      job={job}
      testId="job-card"
      accent={jobColorClasses[job.color] ?? jobColorClasses.PurpleIndigo}
      title={
        <Link href={`/company-career/${job.id}`} className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      }
    >
      <DescriptionList layout="inline" className="mt-3" items={jobFacts(job, facts)} />
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">{job.description}</p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4 text-xs text-slate-500">
        <span data-testid="application-count">
          {texts?.applications ?? t("applications", { count: job.applicationCount })}
        </span>
        <span>{texts?.posted ?? <PostedOn date={job.postedDate} />}</span>
      </div>
      <button
        type="button"
        onClick={() => onApply(job)}
        onPointerEnter={preloadApplyModal}
        onFocus={preloadApplyModal}
        aria-label={texts?.applyNowFor ?? t("applyNowFor", { title: job.title })}
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t("applyNow")}
      </button>
    </JobCardFrame>
  );
}
