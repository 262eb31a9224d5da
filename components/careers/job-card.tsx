import Link from "next/link";

import { formatIstDate } from "@/lib/dates";
import type { JobPosting } from "@/lib/server/db/job-posting";
import type { JobColorName } from "@/lib/validation/jobs";
import { jobColorClasses } from "@/lib/validation/jobs";

export type JobCardJob = JobPosting & { color: JobColorName; applicationCount: number; postedDate: string };

export const applicationsLabel = (n: number) => `${n} ${n === 1 ? "application" : "applications"}`;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="font-medium text-slate-500">{label}:</dt>
      <dd className="text-slate-800">{value}</dd>
    </div>
  );
}

/** One job on the board: the spec's facts, a link to its own page, and 'Apply Now'. */
export function JobCard({ job, onApply }: { job: JobCardJob; onApply: (job: JobCardJob) => void }) {
  const titleId = `job-${job.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="job-card"
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <div className={`h-2 bg-linear-to-r ${jobColorClasses[job.color] ?? jobColorClasses.PurpleIndigo}`} />
      <div className="flex flex-1 flex-col p-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          <Link href={`/company-career/${job.id}`} className="hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
        </h2>
        <p className="text-sm font-medium text-brand-700">{job.company}</p>
        <dl className="mt-3 space-y-1 text-sm">
          <Fact label="Location" value={job.location} />
          <Fact label="Salary" value={job.salary} />
          <Fact label="Experience" value={job.experience} />
        </dl>
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
          aria-label={`Apply Now: ${job.title}`}
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Apply Now
        </button>
      </div>
    </article>
  );
}
