import "server-only";

import { addDays, istDayStart, istToday, toDateOnly } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { istDateOf } from "@/lib/server/db/sql";
import { APPLICATION_STATUSES, type ApplicationStatus } from "@/lib/validation/application-review";

// The company admin's Dashboard tab: the spec's stats plus applications per day (last 30 days,
// by Indian date) and the number of applications at each stage of the pipeline.
// Application counts leave out anonymised ones, as the Applications list they open does; top jobs
// show each job's own counter (anonymised applications still count on their job).

export const CHART_DAYS = 30;
export const TOP_JOBS = 5;

export type DashboardStats = {
  totalJobs: number;
  activeJobs: number;
  totalApplications: number;
  pendingApplications: number;
  /** Applications received in the last 7 days. */
  recentApplications: number;
  topJobs: { id: string; title: string; company: string; applicationCount: number }[];
  /** Oldest first, one entry per IST calendar day, today last. */
  applicationsPerDay: { date: string; count: number }[];
  pipeline: Record<ApplicationStatus, number>;
};

const listed = { anonymisedAt: null };

export async function dashboardStats(now = new Date()): Promise<DashboardStats> {
  const firstDay = addDays(istToday(now), -(CHART_DAYS - 1));
  const since = istDayStart(firstDay);
  const [totalJobs, activeJobs, totalApplications, recentApplications, topJobs, perDay, byStatus] = await Promise.all([
    db.companyJob.count({ where: { archivedAt: null } }),
    db.companyJob.count({ where: { archivedAt: null, isActive: true } }),
    db.companyApplication.count({ where: listed }),
    db.companyApplication.count({
      where: { ...listed, createdAt: { gte: new Date(now.getTime() - 7 * 86_400_000) } },
    }),
    db.companyJob.findMany({
      where: { archivedAt: null, applicationCount: { gt: 0 } },
      orderBy: [{ applicationCount: "desc" }, { createdAt: "desc" }],
      take: TOP_JOBS,
      select: { id: true, title: true, company: true, applicationCount: true },
    }),
    db.$queryRaw<{ day: string; count: number }[]>`
      SELECT to_char(${istDateOf("createdAt")}, 'YYYY-MM-DD') AS "day", count(*)::int AS "count"
      FROM "CompanyApplication" WHERE "createdAt" >= ${since} AND "anonymisedAt" IS NULL GROUP BY 1`,
    db.companyApplication.groupBy({ by: ["status"], where: listed, _count: { _all: true } }),
  ]);

  const counts = new Map(perDay.map((d) => [d.day, Number(d.count)]));
  const applicationsPerDay = Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = toDateOnly(addDays(firstDay, i));
    return { date, count: counts.get(date) ?? 0 };
  });
  const pipeline = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const row of byStatus) pipeline[row.status] = row._count._all;

  return {
    totalJobs,
    activeJobs,
    totalApplications,
    pendingApplications: pipeline.pending,
    recentApplications,
    topJobs,
    applicationsPerDay,
    pipeline,
  };
}
