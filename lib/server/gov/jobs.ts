import "server-only";

import { addDays, istDayEnd, istToday, toDateOnly } from "@/lib/dates";
import { cachedRead, cacheTags, isKnownId } from "@/lib/server/cache";
import { db } from "@/lib/server/db/client";
import { type JobPosting, jobPostingSelect } from "@/lib/server/db/job-posting";
import { feeColumnSelect, feeTableOf, type FeeTable } from "@/lib/gov-fees";

// Government / other jobs as the public board sees them. A job takes applications while it is
// active and its deadline (a calendar date in IST) has not passed; an active job past its
// deadline is still listed, shown as closed.

export type PublicGovJob = JobPosting & {
  /** The UR/General application fee in paise. */
  feePaise: number;
  /** The whole fee table (categories and concessions), in paise. */
  fees: FeeTable;
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

const publicFields = { ...jobPostingSelect, ...feeColumnSelect, deadline: true, status: true } as const;

type FeeColumnName = Exclude<keyof typeof feeColumnSelect, "feePaise">;

/** A stored row's fee columns folded into `fees` (feePaise stays: it is the API's UR/General fee). */
function withFees<R extends Record<keyof typeof feeColumnSelect, number | null> & { feePaise: number }>(row: R) {
  const fees = feeTableOf(row);
  const rest = Object.fromEntries(
    Object.entries(row).filter(([key]) => !(key in feeColumnSelect) || key === "feePaise"),
  ) as Omit<R, FeeColumnName>;
  return { ...rest, fees };
}

type StoredGovJob = Omit<PublicGovJob, "isOpen">;

/**
 * A job past its last day stays on the board, marked closed, for those who saw it there, for this
 * many days after its deadline, and no more than CLOSED_SHOWN_MAX of them: without a limit every job
 * ever posted stayed (264 cards, 2 MB of HTML and 18,000 elements on a phone for a year's drives).
 * Its own page stays (noindex), and so does the status page for its applicants.
 */
export const CLOSED_SHOWN_DAYS = 30;
export const CLOSED_SHOWN_MAX = 10;

// The active jobs as stored that the board may show: open ones, and closed ones within the days
// above (a day more, so an entry cached for a while still holds every one). Open or closed, and
// which closed ones are shown, is decided per call, by the clock.
const readActiveJobs = cachedRead("gov-board", [cacheTags.govJobs], async (): Promise<StoredGovJob[]> => {
  const rows = await db.govJob.findMany({
    where: { status: "active", deadline: { gte: addDays(istToday(), -(CLOSED_SHOWN_DAYS + 1)) } },
    select: publicFields,
    orderBy: [{ deadline: "asc" }, { createdAt: "desc" }],
  });
  return rows.map((row) => ({ ...withFees(row), status: "active" as const, deadline: toDateOnly(row.deadline) }));
});

/**
 * Active jobs from Next's cache: open ones first by nearest deadline, then those closed in the last
 * CLOSED_SHOWN_DAYS days, most recently closed first, at most CLOSED_SHOWN_MAX. Whether a job is
 * open is worked out from the clock on every call.
 */
export async function listPublicGovJobs(now = new Date()): Promise<PublicGovJob[]> {
  const jobs = (await readActiveJobs()).map((job) => ({
    ...job,
    isOpen: isJobOpen({ status: job.status, deadline: new Date(job.deadline) }, now),
  }));
  const since = toDateOnly(addDays(istToday(now), -CLOSED_SHOWN_DAYS));
  const closed = jobs.filter((j) => !j.isOpen && j.deadline >= since).reverse();
  return [...jobs.filter((j) => j.isOpen), ...closed.slice(0, CLOSED_SHOWN_MAX)];
}

/** A government job's own page: any job the public has seen (active or closed by the admin). */
export type GovJobPage = JobPosting & {
  /** The UR/General application fee in paise. */
  feePaise: number;
  fees: FeeTable;
  /** Last day to apply, YYYY-MM-DD (IST calendar date). */
  deadline: string;
  status: "active" | "inactive";
  /** ISO timestamp the job was posted. */
  postedDate: string;
  /** ISO timestamp of the last change. */
  updatedAt: string;
  /** Whether applications are accepted right now. */
  isOpen: boolean;
};

type StoredGovJobPage = Omit<GovJobPage, "isOpen">;

const readGovJobPage = async (id: string): Promise<StoredGovJobPage | null> => {
  const row = await db.govJob.findFirst({
    where: { id, ...hasPage },
    select: { ...publicFields, createdAt: true, updatedAt: true },
  });
  if (!row) return null;
  const { createdAt, updatedAt, deadline, status, ...job } = withFees(row);
  return {
    ...job,
    status: status === "active" ? "active" : "inactive",
    deadline: toDateOnly(deadline),
    postedDate: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
};

/** A job has a page while it is active or closed by the admin; a draft has none. */
const hasPage = { status: { in: ["active" as const, "inactive" as const] } };

/** Ids of the jobs that have a page, from Next's cache. */
const readJobPageIds = cachedRead("gov-job-page-ids", [cacheTags.govJobs], async (): Promise<string[]> => {
  const rows = await db.govJob.findMany({ where: hasPage, select: { id: true } });
  return rows.map((row) => row.id);
});

/**
 * One government job for its page, from Next's cache (tagged with the job and the board), or null
 * for a draft or a job that does not exist. A job the admin closed (inactive) or whose deadline
 * has passed is returned with isOpen false: its page says it is closed. The id is checked with
 * isKnownId first.
 */
export async function findGovJobPage(id: string, now = new Date()): Promise<GovJobPage | null> {
  const exists = async () => (await db.govJob.count({ where: { id, ...hasPage } })) > 0;
  if (!(await isKnownId(id, readJobPageIds, exists))) return null;
  const job = await cachedRead("gov-job", [cacheTags.govJob(id), cacheTags.govJobs], readGovJobPage)(id);
  return job && { ...job, isOpen: isJobOpen({ status: job.status, deadline: new Date(job.deadline) }, now) };
}

/** Ids, deadlines and last changes of the active government jobs (the sitemap), from Next's cache. */
const readActiveJobIds = cachedRead("gov-job-ids", [cacheTags.govJobs], async () => {
  const rows = await db.govJob.findMany({
    where: { status: "active" },
    select: { id: true, deadline: true, updatedAt: true },
    orderBy: [{ deadline: "asc" }, { createdAt: "desc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    deadline: toDateOnly(row.deadline),
    updatedAt: row.updatedAt.toISOString(),
  }));
});

/** The government jobs taking applications right now: their ids and last changes. */
export async function listOpenGovJobIds(now = new Date()): Promise<{ id: string; updatedAt: string }[]> {
  const jobs = await readActiveJobIds();
  return jobs
    .filter((job) => isJobOpen({ status: "active", deadline: new Date(job.deadline) }, now))
    .map(({ id, updatedAt }) => ({ id, updatedAt }));
}
