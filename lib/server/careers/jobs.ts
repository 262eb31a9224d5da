import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { cachedRead, cacheTags, isKnownId } from "@/lib/server/cache";
import { db } from "@/lib/server/db/client";
import { type JobPosting, jobPostingSelect } from "@/lib/server/db/job-posting";
import { likePattern } from "@/lib/server/db/sql";
import { encodeJobCursor, type JobColorName, type JobListQuery } from "@/lib/validation/jobs";

// The public side of company jobs: what the careers board lists and what an applicant can apply
// to. A job is open when it is active and not archived.

export type PublicJob = JobPosting & {
  color: JobColorName;
  applicationCount: number;
  /** ISO timestamp the job was posted. */
  postedDate: string;
};

export type JobPage = {
  jobs: PublicJob[];
  /** Open jobs matching the search, across all pages. */
  total: number;
  pageInfo: { limit: number; hasMore: boolean; nextCursor: string | null };
};

type JobRow = PublicJob & { total: number };

const SEARCHED = ["title", "company", "location", "salary", "experience", "description"] as const;

/** A job taking applications: active and not archived. */
const OPEN = { isActive: true, archivedAt: null };

/** Every word of the search must appear, case-insensitively, in some field of the job. */
function searchFilter(q: string | undefined): Prisma.Sql {
  if (!q) return Prisma.empty;
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  const clauses = words.map((word) => {
    const pattern = likePattern(word);
    const any = SEARCHED.map((col) => Prisma.sql`${Prisma.raw(`"${col}"`)} ILIKE ${pattern}`);
    return Prisma.sql`(${Prisma.join(any, " OR ")})`;
  });
  return Prisma.sql`AND ${Prisma.join(clauses, " AND ")}`;
}

// createdAt is a UTC timestamp without zone: read as ISO text, compared with an ISO string.
const POSTED_DATE = Prisma.raw(`to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Open jobs, newest first, one page at a time (keyset pagination on createdAt, id). */
export async function listOpenJobs({ q, limit, cursor }: JobListQuery): Promise<JobPage> {
  const after = cursor ?? null;
  const open = Prisma.sql`"isActive" AND "archivedAt" IS NULL ${searchFilter(q)}`;
  const afterFilter = after
    ? Prisma.sql`AND ("createdAt", "id") < (${after.createdAt.toISOString()}::timestamp, ${after.id})`
    : Prisma.empty;
  // One round trip: the page (one extra row tells whether more follow), each row carrying the
  // total match count. Cheaper for PostgreSQL than a CTE, which it would materialise.
  const rows = await db.$queryRaw<JobRow[]>(Prisma.sql`
    SELECT "id", "title", "company", "location", "salary", "experience", "description",
           "employmentType"::text AS "employmentType", "color"::text AS "color", "applicationCount",
           ${POSTED_DATE} AS "postedDate",
           (SELECT count(*)::int FROM "CompanyJob" WHERE ${open}) AS "total"
    FROM "CompanyJob"
    WHERE ${open} ${afterFilter}
    ORDER BY "createdAt" DESC, "id" DESC
    LIMIT ${limit + 1}`);
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  const last = page[page.length - 1];
  return {
    jobs: page.map(fromSqlRow),
    // A page past the last job has no row to carry the total: only then is it asked for alone.
    total: rows.length > 0 ? Number(rows[0].total) : after ? await countOpenJobs(open) : 0,
    pageInfo: {
      limit,
      hasMore,
      nextCursor: hasMore ? encodeJobCursor({ createdAt: new Date(last.postedDate), id: last.id }) : null,
    },
  };
}

async function countOpenJobs(open: Prisma.Sql): Promise<number> {
  const [{ total }] = await db.$queryRaw<{ total: number }[]>(
    Prisma.sql`SELECT count(*)::int AS "total" FROM "CompanyJob" WHERE ${open}`,
  );
  return Number(total);
}

function fromSqlRow({ total: _total, ...job }: JobRow): PublicJob {
  return { ...job, applicationCount: Number(job.applicationCount) };
}

export const publicJobSelect = {
  ...jobPostingSelect,
  color: true,
  applicationCount: true,
  createdAt: true,
} as const satisfies Prisma.CompanyJobSelect;

export function toPublicJob({
  createdAt,
  ...job
}: Prisma.CompanyJobGetPayload<{ select: typeof publicJobSelect }>): PublicJob {
  return { ...job, postedDate: createdAt.toISOString() };
}

/** One open job, or null when it does not exist, is inactive or archived. */
async function readOpenJob(id: string): Promise<PublicJob | null> {
  const job = await db.companyJob.findFirst({
    where: { id, ...OPEN },
    select: publicJobSelect,
  });
  return job && toPublicJob(job);
}

/**
 * The board as every visitor first sees it (no search, first page), from Next's cache; a search
 * or a later page goes to the database (listOpenJobs).
 */
export const listBoardJobs = cachedRead("company-board", [cacheTags.companyJobs], (limit: number) =>
  listOpenJobs({ q: undefined, limit, cursor: undefined }),
);

/** One open job from Next's cache (tagged with the job and the board), or null (isKnownId first). */
export async function findOpenJob(id: string): Promise<PublicJob | null> {
  const known = await isKnownId(
    id,
    async () => (await listOpenJobIds()).map((job) => job.id),
    async () => (await db.companyJob.count({ where: { id, ...OPEN } })) > 0,
  );
  if (!known) return null;
  return cachedRead("company-job", [cacheTags.companyJob(id), cacheTags.companyJobs], readOpenJob)(id);
}

/** Ids and dates of every open job (the sitemap), from Next's cache. */
export const listOpenJobIds = cachedRead("company-job-ids", [cacheTags.companyJobs], async () => {
  const jobs = await db.companyJob.findMany({
    where: OPEN,
    select: { id: true, updatedAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return jobs.map((job) => ({ id: job.id, updatedAt: job.updatedAt.toISOString() }));
});
