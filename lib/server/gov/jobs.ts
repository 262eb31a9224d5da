import "server-only";

import { istDayEnd, toDateOnly } from "@/lib/dates";
import { cachedRead, cacheTags } from "@/lib/server/cache";
import { db } from "@/lib/server/db/client";
import { type JobPosting, jobPostingSelect } from "@/lib/server/db/job-posting";

// Government / other jobs as the public board sees them. A job takes applications while it is
// active and its deadline (a calendar date in IST) has not passed; an active job past its
// deadline is still listed, shown as closed.

export type PublicGovJob = JobPosting & {
  /** Application fee in paise. */
  feePaise: number;
  /** Last day to apply, YYYY-MM-DD (IST calendar date). */
  deadline: string;
  status: "active";
  /** Whether applications are accepted right now. */
  isOpen: boolean;
};

type JobLike = { status: string; deadline: Date };

export function isJobOpen(job: JobLike, now = new Date()): boolean {
  return job.status === "active" && now.getTime() <= istDayEnd(job.deadline).getTime();
}

const publicFields = { ...jobPostingSelect, feePaise: true, deadline: true, status: true } as const;

type StoredGovJob = Omit<PublicGovJob, "isOpen">;

// The active jobs as stored (no clock in it, so it can be cached); open or closed is decided per call.
const readActiveJobs = cachedRead("gov-board", [cacheTags.govJobs], async (): Promise<StoredGovJob[]> => {
  const rows = await db.govJob.findMany({
    where: { status: "active" },
    select: publicFields,
    orderBy: [{ deadline: "asc" }, { createdAt: "desc" }],
  });
  return rows.map((row) => ({ ...row, status: "active" as const, deadline: toDateOnly(row.deadline) }));
});

/**
 * Active jobs from Next's cache: open ones first by nearest deadline, then closed ones, most
 * recently closed first. Whether a job is open is worked out from the clock on every call.
 */
export async function listPublicGovJobs(now = new Date()): Promise<PublicGovJob[]> {
  const jobs = (await readActiveJobs()).map((job) => ({
    ...job,
    isOpen: isJobOpen({ status: job.status, deadline: new Date(job.deadline) }, now),
  }));
  return [...jobs.filter((j) => j.isOpen), ...jobs.filter((j) => !j.isOpen).reverse()];
}
