import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { CONSENT_REQUIRED, PRIVACY_NOTICES } from "@/content/privacy-notices";
import { resetEnv } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { minimalPdf } from "@/lib/server/db/seed/pdf";
import { minimalDoc, minimalDocx } from "@/lib/testing/docx";
import { createUser } from "@/lib/testing/fixtures";

import { QUEUES } from "@/lib/server/jobs/queue";
import { apply, fields, freePort, jobCount, waitForMail } from "@/lib/testing/apply";
import { drainQueue } from "@/lib/testing/jobs";
import { POST } from "./route";

let jobId: string;
let ipCounter = 0;
// Each test applies from its own address so the per-IP limit only shows where it is tested.
let ip: string;

beforeAll(async () => {
  await createUser({ role: "CompanyAdmin", email: "hr1@techserve.test" });
  await createUser({ role: "CompanyAdmin", email: "hr2@techserve.test" });
  const gone = await createUser({ role: "CompanyAdmin", email: "former-hr@techserve.test" });
  await db.user.update({ where: { id: gone.id }, data: { isActive: false } });
  await createUser({ role: "GovAdmin", email: "gov@techserve.test" });
});

beforeEach(async () => {
  ip = `203.0.113.${++ipCounter}`;
  const job = await db.companyJob.create({
    data: {
      title: "Payroll Specialist",
      company: "TechServe Solutions",
      location: "Gaya, Bihar",
      salary: "₹4 - 6 LPA",
      experience: "3-5 years",
      description: "Process payroll.",
    },
  });
  jobId = job.id;
});

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

const post = (form: Parameters<typeof apply>[1]) => apply(POST, form, ip);

describe("POST /api/applications", () => {
  it.each([
    ["missing", undefined],
    ["false", "false"],
    ["anything but true", "yes"],
  ])("refuses an application whose consent is %s with 400 naming the field, storing nothing", async (_, consent) => {
    const before = await db.companyApplication.count();
    const res = await post({ ...fields(jobId), consent });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, errors: { consent: CONSENT_REQUIRED } });
    expect(await db.companyApplication.count()).toBe(before);
    expect(await jobCount(jobId)).toBe(0);
  });

  it("stores the application and its resume, counts it and answers with a reference", async () => {
    const pdf = minimalPdf("Asha Devi - resume");
    const res = await post({
      ...fields(jobId),
      fullName: "  Asha Devi  ",
      email: " Asha.Devi@Example.IN ",
      linkedinUrl: "linkedin.com/in/asha-devi",
      resume: { data: pdf, filename: "Asha CV.pdf", type: "application/octet-stream" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true, reference: expect.stringMatching(/^CA-\d{6}-[0-9A-Z]{6}$/) });
    expect(res.json.message).toContain(String(res.json.reference));

    const row = await db.companyApplication.findUniqueOrThrow({
      where: { id: String(res.json.applicationId) },
      include: { resume: { omit: { data: false } } },
    });
    expect(row).toMatchObject({
      reference: res.json.reference,
      jobId,
      fullName: "Asha Devi",
      email: "asha.devi@example.in",
      phone: "+91 98765 43210",
      currentCompany: null,
      linkedinUrl: "https://linkedin.com/in/asha-devi",
      githubUrl: null,
      status: "pending",
      consentVersion: PRIVACY_NOTICES.companyApplication.version,
    });
    expect(row.consentedAt).toBeInstanceOf(Date);
    // The stored type comes from the bytes, not from what the browser declared.
    expect(row.resume).toMatchObject({ kind: "Resume", fileName: "Asha CV.pdf", contentType: "application/pdf" });
    expect(Buffer.compare(Buffer.from(row.resume!.data), Buffer.from(pdf))).toBe(0);
    expect(await jobCount(jobId)).toBe(1);
  });

  it("keeps no direction overrides in a name, and no invisible-only current company", async () => {
    // U+202E would turn the rest of a console line ("Mark … as hired?") or a CSV row around.
    const res = await post({ ...fields(jobId), fullName: "\u202eAsha Devi\u2066", currentCompany: "\u200b" });
    expect(res.status).toBe(201);
    const row = await db.companyApplication.findUniqueOrThrow({ where: { id: String(res.json.applicationId) } });
    expect(row).toMatchObject({ fullName: "Asha Devi", currentCompany: null });
  });

  it("mails the applicant and every active company admin, and keeps the mails in the outbox", async () => {
    const res = await post({ ...fields(jobId), email: "ravi.kumar@example.in" });
    expect(res.status).toBe(201);
    const reference = String(res.json.reference);
    // All three are recorded with the application, in its transaction: there when the answer is.
    const mails = await db.mailOutbox.findMany({ where: { subject: { contains: reference } } });
    expect(mails.map((m) => m.to).sort()).toEqual([
      "hr1@techserve.test",
      "hr2@techserve.test",
      "ravi.kumar@example.in",
    ]);
    const confirmation = mails.find((m) => m.to === "ravi.kumar@example.in")!;
    expect(confirmation.subject).toBe(`Application received: Payroll Specialist (${reference})`);
    expect(confirmation.text).toContain("Dear Ravi Kumar,");
    expect(mails.every((m) => m.status === "queued")).toBe(true);
  });

  it("still succeeds when the mail server is down, and records each failed try for a retry", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    resetEnv();
    const res = await post({ ...fields(jobId), email: "mail-down@example.in" });
    expect(res.status).toBe(201);
    await waitForMail(String(res.json.reference), 3);
    // The worker's first try fails against the closed port: each mail keeps the error and waits to be tried again.
    await drainQueue(QUEUES.mail);
    const mails = await waitForMail(String(res.json.reference), 3, (m) => m.attempts > 0);
    expect(mails.every((m) => m.status === "queued" && m.attempts === 1 && m.lastError)).toBe(true);
    expect(await db.companyApplication.count({ where: { reference: String(res.json.reference) } })).toBe(1);
  });

  it.each([
    ["docx", minimalDocx("Asha Devi"), "cv.docx"],
    ["doc", minimalDoc(), "cv.doc"],
  ])("accepts a %s resume", async (_kind, data, filename) => {
    const res = await post({ ...fields(jobId), resume: { data, filename } });
    expect(res.status).toBe(201);
  });
});
