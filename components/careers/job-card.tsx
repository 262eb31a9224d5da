import Link from "next/link";

import { preloadApplyModal } from "@/components/careers/lazy-apply-modal";
import { DescriptionList } from "@/components/ui/description-list";
import { JobCardFrame, jobFacts } from "@/components/ui/job-card";
import { formatIstDate } from "@/lib/dates";
import type { JobPosting } from "@/lib/server/db/job-posting";
import { type JobColorName, jobColorClasses } from "@/lib/validation/job-options";

export type JobCardJob = JobPosting & { color: JobColorName; applicationCount: number; postedDate: string };

export const applicationsLabel = (n: number) => `${n} ${n === 1 ? "application" : "applications"}`;

/** One job on the board: the spec's facts, a link to its own page, and 'Apply Now'. */
export function JobCard({ job, onApply }: { job: JobCardJob; onApply: (job: JobCardJob) => void }) {
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
      <DescriptionList layout="inline" className="mt-3" items={jobFacts(job)} />
      <p className="mt-3 line-clamp-3 text-sm text-slate-600">{job.description}</p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4 text-xs text-slate-500">
        <span data-testid="application-count">{applicationsLabel(job.applicationCount)}</span>
        <span>
          Posted <time dateTime={job.postedDate}>{formatIstDate(new Date(job.postedDate))}</time>
        </span>
      </div>
      <button
        type="button"
        onClick={() => onApply(job)}
        onPointerEnter={preloadApplyModal}
        onFocus={preloadApplyModal}
        aria-label={`Apply Now: ${job.title}`}
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        Apply Now
      </button>
    </JobCardFrame>
  );
}
