"use client";

import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { DescriptionList } from "@/components/ui/description-list";
import { jobFacts } from "@/components/ui/job-card";
import { jobColorClasses } from "@/lib/validation/jobs";

import { formatIstDate, plural } from "./format";
import type { ConsoleJob } from "./types";

// The Jobs tab: every job that is not archived, with its Active/Inactive badge and actions.

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      data-testid="job-active-badge"
      className={active ? "bg-green-100 text-green-800" : "bg-slate-200 text-slate-700"}
    >
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}

const action = buttonClass("secondary", "sm");

export function JobsTab({
  jobs,
  onCreate,
  onEdit,
  onDelete,
  onApplicants,
  onBoard,
}: {
  jobs: ConsoleJob[];
  onCreate: () => void;
  onEdit: (job: ConsoleJob) => void;
  onDelete: (job: ConsoleJob) => void;
  onApplicants: (job: ConsoleJob) => void;
  /** The job's pipeline as a board (Applications tab, ?view=board). */
  onBoard: (job: ConsoleJob) => void;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{plural(jobs.length, "job")}</p>
        <button type="button" onClick={onCreate} className={buttonClass("primary")}>
          Add Job
        </button>
      </div>
      {jobs.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No jobs yet. Add the first one.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {jobs.map((job) => (
            <li
              key={job.id}
              data-testid="admin-job"
              aria-labelledby={`admin-job-${job.id}`}
              className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <div className={`h-1.5 bg-linear-to-r ${jobColorClasses[job.color]}`} />
              <div className="p-5">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <h3 id={`admin-job-${job.id}`} className="font-semibold text-slate-900">
                      {job.title}
                    </h3>
                    <p className="text-sm text-brand-700">{job.company}</p>
                  </div>
                  <ActiveBadge active={job.isActive} />
                </div>
                <DescriptionList
                  className="mt-3"
                  items={[...jobFacts(job), ["Posted", formatIstDate(new Date(job.postedDate))]]}
                />
                <div className="mt-4 flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    className={action}
                    onClick={() => onApplicants(job)}
                    aria-label={`View applicants for ${job.title} (${job.applicationCount})`}
                  >
                    Applicants ({job.applicationCount})
                  </button>
                  <button
                    type="button"
                    className={action}
                    onClick={() => onBoard(job)}
                    aria-label={`Board for ${job.title}`}
                  >
                    Board
                  </button>
                  <button type="button" className={action} onClick={() => onEdit(job)} aria-label={`Edit ${job.title}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(job)}
                    aria-label={`Delete ${job.title}`}
                    className={buttonClass("danger-outline", "sm")}
                  >
                    Delete
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
