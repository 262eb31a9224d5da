import { formatIstDate, parseDateOnly } from "@/lib/dates";
import { formatRupees } from "@/lib/money";

import type { PublicGovJob } from "@/components/gov-apply/types";
import { DescriptionList } from "@/components/ui/description-list";

export function formatDeadline(deadline: string): string {
  return formatIstDate(parseDateOnly(deadline));
}

export function JobCard({ job, onApply }: { job: PublicGovJob; onApply(job: PublicGovJob): void }) {
  const titleId = `job-${job.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="gov-job-card"
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {job.title}
        </h2>
        {!job.isOpen && (
          <span className="shrink-0 rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            Closed
          </span>
        )}
      </div>
      <p className="mt-1 text-sm font-medium text-brand-700">{job.company}</p>
      <DescriptionList
        className="mt-4"
        items={[
          ["Location", job.location],
          ["Salary", job.salary],
          ["Experience", job.experience],
          ["Fee", <strong key="fee">{formatRupees(job.feePaise)}</strong>],
          [
            "Deadline",
            <time key="deadline" dateTime={job.deadline}>
              {formatDeadline(job.deadline)}
            </time>,
          ],
        ]}
      />
      <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-600">{job.description}</p>
      <div className="mt-5">
        {job.isOpen ? (
          <button
            type="button"
            onClick={() => onApply(job)}
            aria-describedby={titleId}
            className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Apply Now
          </button>
        ) : (
          <p className="rounded-md bg-slate-100 px-4 py-2.5 text-center text-sm font-medium text-slate-600">
            Applications closed
          </p>
        )}
      </div>
    </article>
  );
}
