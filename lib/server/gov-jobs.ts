import "server-only";

import { endOfIstDay } from "@/lib/dates";
import { db } from "@/lib/server/db";

// Government / other jobs as the public board sees them. A job takes applications while it is
// active and its deadline (a calendar date in IST) has not passed; an active job past its
// deadline is still listed, shown as closed.

export type PublicGovJob = {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  experience: string;
  /** Application fee in paise. */
  feePaise: number;
  /** Last day to apply, YYYY-MM-DD (IST calendar date). */
  deadline: string;
  description: string;
  status: "active";
  /** Whether applications are accepted right now. */
  isOpen: boolean;
};

type JobLike = { status: string; deadline: Date };

export function isJobOpen(job: JobLike, now = new Date()): boolean {
  return job.status === "active" && now.getTime() <= endOfIstDay(job.deadline).getTime();
}

const publicFields = {
  id: true,
  title: true,
  company: true,
  location: true,
  salary: true,
  experience: true,
  feePaise: true,
  deadline: true,
  description: true,
  status: true,
} as const;

/** Active jobs: open ones first by nearest deadline, then closed ones, most recently closed first. */
export async function listPublicGovJobs(now = new Date()): Promise<PublicGovJob[]> {
  const rows = await db.govJob.findMany({
    where: { status: "active" },
    select: publicFields,
    orderBy: [{ deadline: "asc" }, { createdAt: "desc" }],
  });
  const jobs = rows.map((row) => ({
    ...row,
    status: "active" as const,
    deadline: row.deadline.toISOString().slice(0, 10),
    isOpen: isJobOpen(row, now),
  }));
  return [...jobs.filter((j) => j.isOpen), ...jobs.filter((j) => !j.isOpen).reverse()];
}
