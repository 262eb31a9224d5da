import { beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { makeApplication, makeJob } from "@/lib/testing/company-console";

import { dashboardStats } from "@/lib/server/careers/dashboard";
import { listApplications } from "@/lib/server/careers/review";
import { APPLICATION_STATUSES, applicationListQuerySchema } from "@/lib/validation/application-review";

// "Now" is 15 March 2026, 09:00 IST.
const now = new Date("2026-03-15T09:00:00+05:30");
const ist = (s: string) => new Date(`${s}+05:30`);

beforeAll(async () => {
  const busy = await makeJob({ title: "Busy Role" });
  const quiet = await makeJob({ title: "Quiet Role", isActive: false });
  const archived = await makeJob({ title: "Old Role" });
  await makeJob({ title: "Empty Role" });
  await makeApplication(busy.id, { createdAt: ist("2026-03-15T00:05:00") }); // today in India, yesterday in UTC
  await makeApplication(busy.id, { createdAt: ist("2026-03-14T23:55:00"), status: "reviewed" });
  await makeApplication(busy.id, { createdAt: ist("2026-03-09T10:00:00"), status: "hired" }); // 6 days ago
  await makeApplication(quiet.id, { createdAt: ist("2026-03-07T10:00:00"), status: "rejected" }); // 8 days ago
  await makeApplication(archived.id, { createdAt: ist("2026-02-14T10:00:00") }); // day 1 of the chart
  await makeApplication(archived.id, { createdAt: ist("2026-02-13T23:59:00") }); // before the chart
  // Anonymised (retention or erasure): left out of the Applications list, so out of its counts too.
  const erased = [
    await makeApplication(archived.id, { createdAt: ist("2026-03-15T08:00:00") }), // today
    await makeApplication(archived.id, { createdAt: ist("2026-03-12T10:00:00"), status: "hired" }),
  ];
  await db.companyApplication.updateMany({
    where: { id: { in: erased.map((a) => a.id) } },
    data: { anonymisedAt: now },
  });
  await db.companyJob.update({ where: { id: archived.id }, data: { archivedAt: now, isActive: false } });
});

describe("dashboardStats", () => {
  it("counts jobs (archived ones left out) and every application but the anonymised ones", async () => {
    const stats = await dashboardStats(now);
    expect(stats).toMatchObject({ totalJobs: 3, activeJobs: 2, totalApplications: 6, pendingApplications: 3 });
    expect(stats.pipeline).toEqual({ pending: 3, reviewed: 1, shortlisted: 0, rejected: 1, hired: 1, withdrawn: 0 });
  });

  it("counts this week's applications (the last 7 days)", async () => {
    expect((await dashboardStats(now)).recentApplications).toBe(3);
  });

  it("counts what the Applications list shows: in all and at each stage", async () => {
    const stats = await dashboardStats(now);
    const listed = (status?: (typeof APPLICATION_STATUSES)[number]) =>
      listApplications(applicationListQuerySchema.parse({ status })).then((page) => page.total);
    expect(stats.totalApplications).toBe(await listed());
    for (const status of APPLICATION_STATUSES) expect(stats.pipeline[status], status).toBe(await listed(status));
  });

  it("lists the top jobs with applications, busiest first, without archived ones", async () => {
    expect((await dashboardStats(now)).topJobs).toEqual([
      { id: expect.any(String), title: "Busy Role", company: "TechServe Solutions", applicationCount: 3 },
      { id: expect.any(String), title: "Quiet Role", company: "TechServe Solutions", applicationCount: 1 },
    ]);
  });

  it("charts 30 Indian calendar days ending today", async () => {
    const days = (await dashboardStats(now)).applicationsPerDay;
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-02-14", count: 1 });
    expect(days[29]).toEqual({ date: "2026-03-15", count: 1 });
    expect(days[28]).toEqual({ date: "2026-03-14", count: 1 });
    expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(5);
  });
});
