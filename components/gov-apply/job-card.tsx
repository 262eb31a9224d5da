import Link from "next/link";

import { FeeNotice } from "@/components/gov-apply/fee-notice";
import { FeeTableView } from "@/components/gov-apply/fee-table";
import type { PublicGovJob } from "@/components/gov-apply/types";
import { DescriptionList } from "@/components/ui/description-list";
import { JobCardFrame, jobFacts, jobTitleId } from "@/components/ui/job-card";
import { formatIstDate, parseDateOnly } from "@/lib/dates";
import { feeSummary } from "@/lib/gov-fees";

export function formatDeadline(deadline: string): string {
  return formatIstDate(parseDateOnly(deadline));
}

export function JobCard({ job, onApply }: { job: PublicGovJob; onApply(job: PublicGovJob): void }) {
  const closed = (
    <span className="shrink-0 rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      Closed
    </span>
  );
  return (
    <JobCardFrame
      job={job}
      testId="gov-job-card"
      badge={job.isOpen ? null : closed}
      title={
        <Link href={`/gov-career/${job.id}`} className="hover:text-brand-700 hover:underline">
          {job.title}
        </Link>
      }
    >
      <DescriptionList
        className="mt-4"
        items={[
          ...jobFacts(job),
          [
            "Fee",
            <div key="fee">
              <strong>{feeSummary(job.fees)}</strong>
              <details className="mt-1 text-xs">
                <summary className="w-fit cursor-pointer font-medium text-brand-700 underline hover:text-brand-800">
                  Fee by category
                </summary>
                <FeeTableView fees={job.fees} className="mt-1" />
              </details>
              <FeeNotice variant="inline" className="mt-1" />
            </div>,
          ],
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
            aria-describedby={jobTitleId(job)}
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
    </JobCardFrame>
  );
}
