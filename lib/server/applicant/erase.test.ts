// "Delete my data" (eraseApplicantData): the mail it deletes is the applicant's own, never a staff
// member's at the same address; and it is all or nothing, with one audit entry that counts everything.
import { describe, expect, it, vi } from "vitest";

// The real anonymisation, with a way to make it fail part-way.
const state = vi.hoisted(() => ({ failGov: false }));
vi.mock("@/lib/server/privacy/anonymise", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/privacy/anonymise")>();
  return {
    ...real,
    anonymiseGovApplication: async (...args: Parameters<typeof real.anonymiseGovApplication>) => {
      if (state.failGov) throw new Error("canceling statement due to lock timeout");
      return real.anonymiseGovApplication(...args);
    },
  };
});

import { POST as submitApplication } from "@/app/api/applications/route";
import { requestCode } from "@/lib/server/applicant/otp";
import { eraseApplicantData } from "@/lib/server/applicant/erase";
import { requestPasswordReset } from "@/lib/server/auth/password-reset";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { subscribeToNewsletter } from "@/lib/server/platform/newsletter";
import { applicantSession } from "@/lib/testing/applicant";
import { apply, fields } from "@/lib/testing/apply";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { createUser } from "@/lib/testing/fixtures";
import { createGovJob } from "@/lib/testing/gov";
import { applyTo } from "@/lib/testing/gov-console";

let ip = 10;
/** An application through POST /api/applications, as a browser sends it (with its mails). */
const applyAs = async (jobId: string, email?: string) => {
  const form = { ...fields(jobId), ...(email ? { email } : {}) };
  const res = await apply(submitApplication, form, `203.0.113.${ip++}`);
  expect(res.status).toBe(201);
  return db.companyApplication.findFirstOrThrow({ where: { jobId, email: form.email as string } });
};

const mailTo = (to: string) =>
  db.mailOutbox.findMany({ where: { to }, select: { about: true, dedupeKey: true, subject: true, status: true } });

describe("eraseApplicantData and the mail to the address", () => {
  it("keeps a company admin's notices about other applicants and their password link, and deletes their own mail", async () => {
    const A = "admin.who.applied@example.in";
    await createUser({ role: "CompanyAdmin", email: A, name: "Meera Admin" });
    const job = await makeJob();
    // Somebody else applies: the admin (address A) is told.
    const other = await applyAs(job.id);
    // The admin applies too, asks for a sign-in code, subscribes to the newsletter, and forgot
    // their staff password.
    const own = await applyAs((await makeJob()).id, A);
    await requestCode(A);
    await subscribeToNewsletter(A, "en");
    await requestPasswordReset(A);
    await backgroundSettled();
    const before = await mailTo(A);
    expect(before.map((m) => m.about)).toEqual(
      expect.arrayContaining([`company-staff:${other.id}`, `company:${own.id}`, `company-staff:${own.id}`]),
    );
    expect(before.filter((m) => m.dedupeKey?.startsWith("otp:"))).toHaveLength(1);
    expect(before.filter((m) => m.dedupeKey?.startsWith("password-token:"))).toHaveLength(1);

    const limitsNaming = () => db.rateLimit.findMany({ where: { key: { contains: A } }, select: { key: true } });
    expect((await limitsNaming()).map((l) => l.key)).toEqual(
      expect.arrayContaining([`newsletter-mail:${A}`, `company-apply-mail:${A}`]),
    );

    const { applicant } = await applicantSession(A);
    const summary = await eraseApplicantData(applicant);
    // No applicant's limit names the address any more: the forms' and the newsletter's mail counts
    // went with it. The staff account's password-reset limit stays, with the account.
    expect(await limitsNaming()).toEqual([{ key: `password-reset:id:${A}` }]);

    // Left: the notice about the other person's application and the queued password link, still
    // to be delivered.
    const after = await mailTo(A);
    expect(after).toHaveLength(2);
    expect(after.find((m) => m.about === `company-staff:${other.id}`)).toMatchObject({ status: "queued" });
    expect(after.find((m) => m.dedupeKey?.startsWith("password-token:"))).toMatchObject({
      about: null,
      status: "queued",
    });
    expect(summary.mails).toBe(before.length - 2);
    expect(await db.companyApplication.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      anonymisedAt: null,
      email: other.email,
    });
  });
});

describe("eraseApplicantData part-way", () => {
  it("changes nothing when it fails part-way, and the retry erases and audits everything", async () => {
    const A = "partial@example.in";
    const company = await makeApplication((await makeJob()).id, { email: A });
    const gov = await applyTo((await createGovJob()).id, { email: A });
    await db.applicantOtp.create({ data: { email: A, codeHash: "x", expiresAt: new Date(Date.now() + 60_000) } });
    const { applicant } = await applicantSession(A);

    state.failGov = true;
    try {
      await expect(eraseApplicantData(applicant)).rejects.toThrow("lock timeout");
    } finally {
      state.failGov = false;
    }
    // The company application, anonymised before the government one failed, is as it was.
    expect(await db.companyApplication.findUniqueOrThrow({ where: { id: company.id } })).toMatchObject({
      email: A,
      anonymisedAt: null,
      resumeFileId: company.resumeFileId,
    });
    expect(await db.storedFile.count({ where: { id: company.resumeFileId } })).toBe(1);
    expect(await db.applicant.count({ where: { id: applicant.id } })).toBe(1);
    expect(await db.applicantOtp.count({ where: { email: A } })).toBe(1);
    const erasures = { action: "applicant.erasure", entityId: applicant.id };
    expect(await db.auditLog.count({ where: erasures })).toBe(0);

    const summary = await eraseApplicantData(applicant);
    expect(summary).toMatchObject({ companyApplications: 1, govApplications: 1, signInCodes: 1 });
    expect(await db.govApplication.findUniqueOrThrow({ where: { id: gov.id } })).toMatchObject({
      anonymisedAt: expect.any(Date),
    });
    const entries = await db.auditLog.findMany({ where: erasures });
    expect(entries).toHaveLength(1);
    expect(entries[0].data).toMatchObject({ companyApplications: 1, govApplications: 1, signInCodes: 1 });
  });
});
