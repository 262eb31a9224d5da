import { beforeEach, describe, expect, it } from "vitest";

import { withdrawApplication } from "@/lib/server/applicant/withdraw";
import { getApplication } from "@/lib/server/careers/review";
import { lookupCompanyApplication } from "@/lib/server/careers/status";
import { db } from "@/lib/server/db/client";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { storeFile } from "@/lib/server/platform/storage";
import { apply, type ApplyForm, fields, jobCount } from "@/lib/testing/apply";
import { makeJob } from "@/lib/testing/company-console";
import { createUser } from "@/lib/testing/fixtures";

import { POST } from "./route";

// Applying again for a job after withdrawing the application: it is reopened with the new form.

let jobId: string;
let ipCounter = 0;
let ip: string;

beforeEach(async () => {
  ip = `198.51.100.${200 + (++ipCounter % 50)}`;
  jobId = (await makeJob()).id;
});

const post = (form: ApplyForm) => apply(POST, form, ip);

async function appliedAndWithdrawn(email: string) {
  const first = await post({ ...fields(jobId), email, fullName: "Asha Verma" });
  expect(first.status).toBe(201);
  const app = await db.companyApplication.findFirstOrThrow({ where: { jobId, email } });
  await withdrawApplication("company", app.id, email);
  return app;
}

const again = (email: string): ApplyForm => ({
  ...fields(jobId),
  email,
  fullName: "Asha Verma Singh",
  phone: "+91 91234 56780",
  coverLetter: "I can join at once now.",
  resume: { data: minimalPdf("Asha Verma - new resume"), filename: "asha-2026.pdf", type: "application/pdf" },
});

describe("applying again after withdrawing", () => {
  it("reopens the withdrawn application with the new form and resume, under the same reference", async () => {
    const email = "asha.verma@example.in";
    const admin = await createUser({ role: "CompanyAdmin" });
    const before = await appliedAndWithdrawn(email);

    const res = await post(again(email));
    expect(res.status).toBe(201);
    expect(res.json.reference).toBe(before.reference);

    const after = await db.companyApplication.findUniqueOrThrow({ where: { id: before.id } });
    expect(after).toMatchObject({
      status: "pending",
      fullName: "Asha Verma Singh",
      phone: "+91 91234 56780",
      coverLetter: "I can join at once now.",
      statusChangedById: null,
    });
    expect(after.resumeFileId).not.toBe(before.resumeFileId);
    // The old resume is gone; the new one is the one stored.
    expect(await db.storedFile.findUnique({ where: { id: before.resumeFileId! } })).toBeNull();
    const resume = await db.storedFile.findUniqueOrThrow({ where: { id: after.resumeFileId! } });
    expect(resume.fileName).toBe("asha-2026.pdf");
    // Still one application to the job.
    expect(await db.companyApplication.count({ where: { jobId } })).toBe(1);
    expect(await jobCount(jobId)).toBe(1);

    // The applicant's history and the recruiter's timeline both show the return.
    const history = await db.applicationStatusChange.findMany({
      where: { companyApplicationId: before.id },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(history.map((h) => [h.status, h.actor])).toEqual([
      ["withdrawn", "applicant"],
      ["pending", "applicant"],
    ]);
    const timeline = await db.auditLog.findMany({
      where: { entityType: "CompanyApplication", entityId: before.id },
      orderBy: { createdAt: "asc" },
    });
    expect(timeline.map((e) => e.data)).toEqual([
      { from: "pending", to: "withdrawn", by: "applicant" },
      { from: "withdrawn", to: "pending", by: "applicant" },
    ]);

    // A second confirmation is queued for the applicant (the first is not reused).
    const confirmations = await db.mailOutbox.findMany({
      where: { to: email, subject: { contains: `(${before.reference})`, startsWith: "Application received" } },
    });
    expect(confirmations).toHaveLength(2);
    // And each active company admin's notice of the return, recorded with it (in its transaction).
    const { title } = await db.companyJob.findUniqueOrThrow({ where: { id: jobId } });
    const notices = await db.mailOutbox.findMany({
      where: { to: admin.email, subject: { contains: before.reference } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    });
    expect(notices.map((n) => n.subject)).toEqual([
      `New application: ${title} (${before.reference})`,
      `Application reopened: ${title} (${before.reference})`,
    ]);
  });

  it("is dated the day it was made again: the console lists it among the new ones", async () => {
    const email = "came.back@example.in";
    const before = await appliedAndWithdrawn(email);
    const firstApplied = new Date(Date.now() - 40 * 86_400_000);
    await db.companyApplication.update({ where: { id: before.id }, data: { createdAt: firstApplied } });
    const sent = Date.now();
    expect((await post(again(email))).status).toBe(201);
    const after = await db.companyApplication.findUniqueOrThrow({ where: { id: before.id } });
    expect(after.createdAt.getTime()).toBeGreaterThanOrEqual(sent - 1000);
    // The day it was first made is kept: the recruiter's timeline starts there.
    expect(after.firstAppliedAt).toEqual(firstApplied);
    const detail = await getApplication(before.id);
    expect(detail.firstAppliedDate).toBe(firstApplied.toISOString());
    expect(detail.appliedDate).toBe(after.createdAt.toISOString());
    // Made a third time, it is still the first day.
    await withdrawApplication("company", before.id, email);
    expect((await post(again(email))).status).toBe(201);
    const third = await db.companyApplication.findUniqueOrThrow({ where: { id: before.id } });
    expect(third.firstAppliedAt).toEqual(firstApplied);
  });

  it("shows the applicant the reopened application's own history: the earlier one stays with the recruiter", async () => {
    const email = "looked.up@example.in";
    const first = await post({ ...fields(jobId), email, fullName: "Asha Verma" });
    const app = await db.companyApplication.findFirstOrThrow({ where: { jobId, email } });
    await db.companyApplication.update({ where: { id: app.id }, data: { status: "shortlisted" } });
    await db.applicationStatusChange.create({
      data: {
        companyApplicationId: app.id,
        status: "shortlisted",
        actor: "staff",
        reason: "Strong payroll background",
      },
    });
    await withdrawApplication("company", app.id, email);

    // Whoever applies again with that address learns the reference; the lookup tells them nothing
    // of how the first application went.
    const res = await post(again(email));
    expect(res.json.reference).toBe(first.json.reference);
    const view = await lookupCompanyApplication(app.reference, email);
    expect(view?.status).toBe("pending");
    expect(view?.history.map((h) => h.label)).toEqual(["Submitted"]);
    expect(JSON.stringify(view)).not.toContain("Strong payroll background");
    // The recruiter's records keep it.
    expect(await db.applicationStatusChange.count({ where: { companyApplicationId: app.id } })).toBe(3);
  });

  it("drops an employee record asked for before the withdrawal and never completed, with its resume copy", async () => {
    const email = "hired.before@example.in";
    const before = await appliedAndWithdrawn(email);
    const copy = await db.$transaction((tx) =>
      storeFile(tx, { kind: "Resume", fileName: "old.pdf", contentType: "application/pdf", data: minimalPdf("old") }),
    );
    await db.employeeDraft.create({
      data: {
        applicationId: before.id,
        fullName: "Asha Verma",
        email,
        phone: "+91 90000 00000",
        designation: "Clerk",
        resumeFileId: copy.id,
      },
    });
    expect((await post(again(email))).status).toBe(201);
    expect(await db.employeeDraft.count({ where: { applicationId: before.id } })).toBe(0);
    expect(await db.storedFile.findUnique({ where: { id: copy.id } })).toBeNull();
  });

  it("refuses a third application while the reopened one stands", async () => {
    const email = "twice.back@example.in";
    await appliedAndWithdrawn(email);
    expect((await post(again(email))).status).toBe(201);
    const third = await post(again(email));
    expect(third.status).toBe(409);
    expect(third.json).toMatchObject({ message: "You have already applied for this job.", code: "duplicate" });
  });

  it("reopens once when two identical re-applications arrive together", async () => {
    const email = "double.back@example.in";
    const before = await appliedAndWithdrawn(email);
    const files = await db.storedFile.count();
    const results = await Promise.all([post(again(email)), post(again(email))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.applicationStatusChange.count({ where: { companyApplicationId: before.id } })).toBe(2);
    // One resume replaced by one: the losing request stored nothing.
    expect(await db.storedFile.count()).toBe(files);
  });

  it("refuses with 409 once the job has closed, and leaves the withdrawn application as it was", async () => {
    const email = "too.late@example.in";
    const before = await appliedAndWithdrawn(email);
    await db.companyJob.update({ where: { id: jobId }, data: { isActive: false } });
    const res = await post(again(email));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This job is no longer accepting applications.");
    const after = await db.companyApplication.findUniqueOrThrow({ where: { id: before.id } });
    expect(after).toMatchObject({ status: "withdrawn", fullName: "Asha Verma", resumeFileId: before.resumeFileId });
  });
});
