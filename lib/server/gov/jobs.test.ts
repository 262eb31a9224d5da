// What a government job's own page and the sitemap read: a job is public while active or closed
// by the admin (its page says closed), never as a draft; only jobs taking applications are listed.
import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import {
  CLOSED_SHOWN_DAYS,
  CLOSED_SHOWN_MAX,
  findGovJobPage,
  listOpenGovJobIds,
  listPublicGovJobs,
} from "@/lib/server/gov/jobs";
import { createGovJob } from "@/lib/testing/gov";

describe("a government job's page", () => {
  it("shows an open job with everything its page lists", async () => {
    const job = await createGovJob({ title: "Revenue Clerk", feePaise: 49_950 });
    const page = await findGovJobPage(job.id);
    expect(page).toMatchObject({
      id: job.id,
      title: "Revenue Clerk",
      company: "Bihar State Revenue Board",
      location: "Patna, Bihar",
      salary: "₹15,000 per month",
      experience: "Graduate",
      description: "Contract data entry for land records.",
      employmentType: "FULL_TIME",
      feePaise: 49_950,
      deadline: job.deadline.toISOString().slice(0, 10),
      status: "active",
      isOpen: true,
      postedDate: job.createdAt.toISOString(),
    });
  });

  it("says closed after the deadline or once the admin closes it, and has no page as a draft", async () => {
    const expired = await createGovJob({ deadlineInDays: -1 });
    const inactive = await createGovJob({ status: "inactive" });
    const draft = await createGovJob({ status: "draft" });
    expect(await findGovJobPage(expired.id)).toMatchObject({ status: "active", isOpen: false });
    expect(await findGovJobPage(inactive.id)).toMatchObject({ status: "inactive", isOpen: false });
    expect(await findGovJobPage(draft.id)).toBeNull();
    expect(await findGovJobPage("no-such-job")).toBeNull();
  });

  it("closes at 23:59:59 IST on the deadline", async () => {
    const job = await createGovJob({ deadlineInDays: 0 });
    const deadline = job.deadline.toISOString().slice(0, 10);
    const lastSecond = new Date(`${deadline}T23:59:59+05:30`);
    expect((await findGovJobPage(job.id, lastSecond))?.isOpen).toBe(true);
    expect((await findGovJobPage(job.id, new Date(lastSecond.getTime() + 1000)))?.isOpen).toBe(false);
  });
});

describe("the public board", () => {
  it("shows the open jobs, then the most recently closed ones of the last 30 days, at most 10", async () => {
    const open = await createGovJob({ deadlineInDays: 5 });
    const closed = [];
    for (let days = 1; days <= CLOSED_SHOWN_MAX + 2; days++) closed.push(await createGovJob({ deadlineInDays: -days }));
    const old = await createGovJob({ deadlineInDays: -(CLOSED_SHOWN_DAYS + 1) });
    const board = await listPublicGovJobs();
    const ids = board.map((j) => j.id);
    expect(ids).toContain(open.id);
    expect(board.findIndex((j) => !j.isOpen)).toBeGreaterThan(ids.indexOf(open.id));
    expect(board.filter((j) => !j.isOpen).length).toBeLessThanOrEqual(CLOSED_SHOWN_MAX);
    // Most recently closed first; the oldest of the twelve and the one closed a month ago are left out.
    expect(ids.indexOf(closed[0].id)).toBeLessThan(ids.indexOf(closed[1].id));
    expect(ids).not.toContain(closed.at(-1)!.id);
    expect(ids).not.toContain(old.id);
    // Its page is still there, saying it is closed.
    expect((await findGovJobPage(old.id))?.isOpen).toBe(false);
  });
});

describe("the sitemap's government jobs", () => {
  it("lists each job taking applications with its last change, and none that is closed or a draft", async () => {
    const open = await createGovJob();
    const expired = await createGovJob({ deadlineInDays: -2 });
    const inactive = await createGovJob({ status: "inactive" });
    const draft = await createGovJob({ status: "draft" });
    const listed = await listOpenGovJobIds();
    const ids = listed.map((j) => j.id);
    expect(ids).toContain(open.id);
    for (const closed of [expired, inactive, draft]) expect(ids).not.toContain(closed.id);
    const stored = await db.govJob.findUniqueOrThrow({ where: { id: open.id } });
    expect(listed.find((j) => j.id === open.id)?.updatedAt).toBe(stored.updatedAt.toISOString());
  });
});
