// Retention and purge on the test database: what is past its period (in IST calendar days) is
// anonymised with its files deleted, and nothing else; statistics and the payment ledger survive
// without personal data; dry runs and second runs change nothing; the daily job runs on the queue.
import { afterEach, describe, expect, it, vi } from "vitest";

import { GET as listApplications } from "@/app/api/applicant/applications/route";
import { POST as submitCompany } from "@/app/api/applications/route";
import { POST as submit } from "@/app/api/gov/applications/route";
import { company } from "@/content/company";
import { addDays, addMonths, istDayStart, istToday } from "@/lib/dates";
import { parseEnv, resetEnv } from "@/lib/env";
import { databaseKind, db } from "@/lib/server/db/client";
import { getApplication, listJobApplicants } from "@/lib/server/careers/review";
import { loadApplicationPdfData } from "@/lib/server/gov/application-pdf/load";
import { govApplicationDetail, govApplicationFile } from "@/lib/server/gov/console/applications";
import { QUEUES, sender } from "@/lib/server/jobs/queue";
import { backgroundSettled } from "@/lib/server/platform/background";
import { saveContactMessage } from "@/lib/server/platform/contact";
import { retryMail } from "@/lib/server/platform/mail-admin";
import { redactPaymentPayload } from "@/lib/server/payments/redact";
import { anonymiseCompanyApplication, anonymiseContactMessages, ERASED } from "@/lib/server/privacy/anonymise";
import { purgeExpiredRecords } from "@/lib/server/privacy/purge";
import { retentionRules } from "@/lib/server/privacy/retention";
import { apply, fields, type ApplyForm } from "@/lib/testing/apply";
import { applicantSession } from "@/lib/testing/applicant";
import { changeStatus } from "@/lib/server/careers/review-status";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { call, createUser } from "@/lib/testing/fixtures";
import { applyTo } from "@/lib/testing/gov-console";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { drainQueue } from "@/lib/testing/jobs";
import { contactSchema } from "@/lib/validation/contact";

afterEach(() => {
  delete process.env.RETENTION_GOV_UNPAID_DAYS;
  resetEnv();
});

/** An instant on the Indian clock on a calendar date. */
const ist = (date: Date, hours: number, minutes = 0) =>
  new Date(istDayStart(date).getTime() + (hours * 60 + minutes) * 60_000);

/** A run at 12:00 IST the day before, at 23:59 IST on, and at 00:01 IST the day after `lastKept`. */
const around = (lastKept: Date) => ({
  before: ist(addDays(lastKept, -1), 12),
  on: ist(lastKept, 23, 59),
  after: ist(addDays(lastKept, 1), 0, 1),
});

/** The columns the client leaves out by default, read here to see that they were erased. */
const SECRETS = { panEncrypted: false, aadhaarEncrypted: false, aadhaarHash: false } as const;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");

async function applyGov(jobId: string) {
  const res = await send(
    submit,
    applicationRequest(
      applicationFields(jobId, { category: "SC", categoryCertificateNumber: "br/sc/123" }),
      undefined,
      {},
      { categoryCertificate: { data: PDF, name: "caste.pdf", type: "application/pdf" } },
    ),
  );
  expect(res.status, res.text).toBe(201);
  return db.govApplication.findUniqueOrThrow({
    where: { id: (res.json.application as { id: string }).id },
    omit: SECRETS,
  });
}

/** Records a captured Razorpay payment as the webhook would: the ledger rows, with the raw payload. */
async function payGov(app: { id: string; applicationNumber: string; jobId: string; feePaise: number }) {
  const orderId = `order_${app.id}`;
  const paymentId = `pay_${app.id}`;
  const entity = {
    id: paymentId,
    entity: "payment",
    amount: app.feePaise,
    currency: "INR",
    status: "captured",
    order_id: orderId,
    method: "upi",
    captured: true,
    description: "Application fee of Sita Kumari",
    vpa: "sita.kumari@okaxis",
    email: "sita.kumari@example.in",
    contact: "+919876543210",
    notes: { applicationNumber: app.applicationNumber, jobId: app.jobId, name: "Sita Kumari" },
    acquirer_data: { rrn: "432198765432", upi_transaction_id: "UPI123" },
    created_at: 1_780_000_000,
  };
  const payment = await db.payment.create({
    data: {
      applicationId: app.id,
      mode: "live",
      orderId,
      paymentId,
      amountPaise: app.feePaise,
      status: "captured",
      capturedAt: new Date(),
    },
  });
  await db.paymentEvent.createMany({
    data: [
      {
        eventId: `evt_${app.id}`,
        source: "webhook",
        type: "payment.captured",
        orderId,
        paymentRef: paymentId,
        dbPaymentId: payment.id,
        payload: { entity: "event", event: "payment.captured", payload: { payment: { entity } } },
      },
      // A reconcile event that reached us before the payment row was linked.
      { eventId: `rec_${app.id}`, source: "reconcile", type: "payment.fetched", orderId, payload: entity },
    ],
  });
  await db.govApplication.update({ where: { id: app.id }, data: { paymentStatus: "completed", paidAt: new Date() } });
  // As markPaid does: the job counts complete applications.
  await db.govJob.update({ where: { id: app.jobId }, data: { applicationCount: { increment: 1 } } });
  return payment;
}

const fileIds = (app: {
  photoFileId: string | null;
  signatureFileId: string | null;
  categoryCertificateFileId: string | null;
}) => [app.photoFileId, app.signatureFileId, app.categoryCertificateFileId].filter((id): id is string => Boolean(id));

const isAnonymised = async (id: string) =>
  Boolean((await db.govApplication.findUniqueOrThrow({ where: { id } })).anonymisedAt);

describe("government applications", () => {
  it("anonymises an unpaid application 90 days after its job's last date, and a paid one 24 months after", async () => {
    const job = await createGovJob();
    const unpaid = await applyGov(job.id);
    const paid = await applyGov(job.id);
    const payment = await payGov(paid);
    const deadline = job.deadline;

    const unpaidDays = around(addDays(deadline, 90));
    await purgeExpiredRecords({ now: unpaidDays.before });
    expect(await isAnonymised(unpaid.id)).toBe(false);
    await purgeExpiredRecords({ now: unpaidDays.on });
    expect(await isAnonymised(unpaid.id)).toBe(false);
    await purgeExpiredRecords({ now: unpaidDays.after });
    expect(await isAnonymised(unpaid.id)).toBe(true);
    expect(await isAnonymised(paid.id)).toBe(false);

    const paidDays = around(addMonths(deadline, 24));
    await purgeExpiredRecords({ now: paidDays.before });
    await purgeExpiredRecords({ now: paidDays.on });
    expect(await isAnonymised(paid.id)).toBe(false);
    const last = await purgeExpiredRecords({ now: paidDays.after });
    expect(await isAnonymised(paid.id)).toBe(true);
    // The deleted files' bytes go from the embedded database's own files too (it never vacuums).
    if (databaseKind() === "pglite") expect(last.compaction).toMatchObject({ database: "pglite" });
    else expect(last.compaction).toBeNull();
    expect((await purgeExpiredRecords({ now: paidDays.after, dryRun: true })).compaction).toBeNull();

    for (const original of [unpaid, paid]) {
      const row = await db.govApplication.findUniqueOrThrow({
        where: { id: original.id },
        include: { education: true, experience: true },
        omit: SECRETS,
      });
      // Personal data gone.
      expect(row).toMatchObject({
        name: ERASED,
        fatherHusbandName: ERASED,
        motherName: ERASED,
        presentAddress: ERASED,
        mobile1: "",
        mobile2: null,
        panEncrypted: "",
        aadhaarEncrypted: "",
        panLast4: "XXXX",
        aadhaarLast4: "XXXX",
        categoryCertificateNumber: null,
        photoFileId: null,
        signatureFileId: null,
        categoryCertificateFileId: null,
      });
      expect(row.email).not.toContain("sita");
      expect(row.aadhaarHash).not.toBe(original.aadhaarHash);
      expect(row.education).toEqual([]);
      expect(row.experience).toEqual([]);
      expect(await db.storedFile.count({ where: { id: { in: fileIds(original) } } })).toBe(0);
      expect(fileIds(original)).toHaveLength(3);
      // Statistics kept.
      expect(row).toMatchObject({
        applicationNumber: original.applicationNumber,
        jobId: job.id,
        status: original.status,
        category: "SC",
        gender: original.gender,
        feePaise: original.feePaise,
        createdAt: original.createdAt,
      });
      expect(row.dob.toISOString().slice(0, 10)).toBe("1998-01-01");
      // Nothing left to show: the photo route answers 404, there is no PDF.
      const govAdmin = { user: { id: "gov-admin", role: "GovAdmin" as const }, ip: null };
      await expect(
        govApplicationFile(new Request("http://127.0.0.1:3000/"), row.id, "photo", govAdmin),
      ).rejects.toMatchObject({ code: "not_found" });
      expect(await loadApplicationPdfData(row.id)).toBeNull();
      // The console still lists it, marked as erased, with its payments.
      expect(await govApplicationDetail(row.id)).toMatchObject({
        name: ERASED,
        photoUrl: null,
        signatureUrl: null,
        certificateUrl: null,
        anonymisedAt: row.anonymisedAt!.toISOString(),
      });
    }
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: unpaid.id } })).paymentStatus).toBe("pending");
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).applicationCount).toBe(1);

    // The ledger survives, without personal fields.
    expect(await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).toMatchObject({
      orderId: payment.orderId,
      paymentId: payment.paymentId,
      amountPaise: paid.feePaise,
      status: "captured",
      capturedAt: payment.capturedAt,
    });
    const events = await db.paymentEvent.findMany({ where: { orderId: payment.orderId } });
    expect(events).toHaveLength(2);
    for (const event of events) {
      const text = JSON.stringify(event.payload);
      for (const personal of ["sita", "Sita", "9876543210", "okaxis", "email", "contact", "vpa", "description"]) {
        expect(text).not.toContain(personal);
      }
      for (const kept of [payment.orderId, payment.paymentId!, String(paid.feePaise), "captured", "432198765432"]) {
        expect(text).toContain(kept);
      }
      expect(text).toContain(paid.applicationNumber);
    }
  });

  it("gives each anonymised application its own Aadhaar hash, so many on one job never collide", async () => {
    const job = await createGovJob();
    const apps = [await applyGov(job.id), await applyGov(job.id), await applyGov(job.id)];
    const run = await purgeExpiredRecords({ now: around(addDays(job.deadline, 90)).after });
    expect(run.counts.govApplicationsUnpaid).toBe(3);
    const rows = await db.govApplication.findMany({ where: { id: { in: apps.map((a) => a.id) } }, omit: SECRETS });
    expect(rows.every((r) => r.anonymisedAt)).toBe(true);
    expect(new Set(rows.map((r) => r.aadhaarHash)).size).toBe(3);
  });
});

describe("company applications", () => {
  it("to a job open for over a year and paused today are kept 12 months from the pause, not from their last move", async () => {
    const job = await makeJob();
    const longAgo = ist(addDays(istToday(), -400), 10);
    const app = await makeApplication(job.id, { status: "shortlisted" });
    await db.companyApplication.update({
      where: { id: app.id },
      data: { createdAt: longAgo, statusChangedAt: longAgo },
    });
    await db.companyJob.update({ where: { id: job.id }, data: { isActive: false } });
    const anonymised = async () =>
      Boolean((await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } })).anonymisedAt);

    await purgeExpiredRecords({ now: new Date() });
    expect(await anonymised()).toBe(false);
    const year = around(addMonths(istToday(), 12));
    await purgeExpiredRecords({ now: year.on });
    expect(await anonymised()).toBe(false);
    await purgeExpiredRecords({ now: year.after });
    expect(await anonymised()).toBe(true);
  });

  it("follow their job's close, or a rejection 6 months on, and applications to open jobs stay", async () => {
    const closedOn = istToday();
    const archived = await makeJob({ isActive: false, archivedAt: ist(closedOn, 10) });
    const open = await makeJob();
    const inactive = await makeJob({ isActive: false });
    const onArchived = await makeApplication(archived.id, { status: "reviewed", coverLetter: "Dear hiring team" });
    const onOpen = await makeApplication(open.id);
    const rejected = await makeApplication(open.id, { status: "rejected" });
    await db.companyApplication.update({ where: { id: rejected.id }, data: { statusChangedAt: ist(closedOn, 15) } });
    const onInactive = await makeApplication(inactive.id);
    const lastActivity = addDays(closedOn, 30);
    await db.companyApplication.update({
      where: { id: onInactive.id },
      data: { statusChangedAt: ist(lastActivity, 11), status: "shortlisted" },
    });
    const anonymised = async (id: string) =>
      Boolean((await db.companyApplication.findUniqueOrThrow({ where: { id } })).anonymisedAt);

    const rejectedDays = around(addMonths(closedOn, 6));
    await purgeExpiredRecords({ now: rejectedDays.before });
    await purgeExpiredRecords({ now: rejectedDays.on });
    expect(await anonymised(rejected.id)).toBe(false);
    await purgeExpiredRecords({ now: rejectedDays.after });
    expect(await anonymised(rejected.id)).toBe(true);
    expect(await anonymised(onArchived.id)).toBe(false);

    const archivedDays = around(addMonths(closedOn, 12));
    await purgeExpiredRecords({ now: archivedDays.before });
    await purgeExpiredRecords({ now: archivedDays.on });
    expect(await anonymised(onArchived.id)).toBe(false);
    await purgeExpiredRecords({ now: archivedDays.after });
    expect(await anonymised(onArchived.id)).toBe(true);
    expect(await anonymised(onInactive.id)).toBe(false);

    const inactiveDays = around(addMonths(lastActivity, 12));
    await purgeExpiredRecords({ now: inactiveDays.on });
    expect(await anonymised(onInactive.id)).toBe(false);
    await purgeExpiredRecords({ now: inactiveDays.after });
    expect(await anonymised(onInactive.id)).toBe(true);

    // An application to a job still open is kept, however old.
    await purgeExpiredRecords({ now: ist(addMonths(closedOn, 60), 12) });
    expect(await anonymised(onOpen.id)).toBe(false);
    expect(await db.storedFile.count({ where: { id: onOpen.resumeFileId } })).toBe(1);

    const row = await db.companyApplication.findUniqueOrThrow({ where: { id: onArchived.id } });
    expect(row).toMatchObject({
      fullName: ERASED,
      phone: "",
      coverLetter: null,
      resumeFileId: null,
      status: "reviewed",
      reference: onArchived.reference,
      jobId: archived.id,
      createdAt: onArchived.createdAt,
    });
    expect(row.email).not.toBe(onArchived.email);
    expect(await db.storedFile.count({ where: { id: onArchived.resumeFileId } })).toBe(0);
    expect((await db.companyJob.findUniqueOrThrow({ where: { id: archived.id } })).applicationCount).toBe(1);
    // The console has nothing left to show: the application is no longer listed or found.
    await expect(getApplication(onArchived.id)).rejects.toMatchObject({ code: "not_found" });
    expect(await listJobApplicants(archived.id)).toMatchObject({ applications: [], total: 0 });
    const openList = await listJobApplicants(open.id);
    expect(openList.applications.map((a) => a.id)).toEqual([onOpen.id]);
    expect((await db.companyJob.findUniqueOrThrow({ where: { id: open.id } })).applicationCount).toBe(2);
  });
});

describe("contact messages", () => {
  it("are anonymised 12 months after receipt", async () => {
    const receivedOn = istToday();
    const message = await db.contactMessage.create({
      data: {
        name: "Asha Devi",
        email: "asha@example.in",
        phone: "9876500000",
        message: "Please call me about the data entry job.",
        ip: "203.0.113.9",
        createdAt: ist(receivedOn, 9),
      },
    });
    const days = around(addMonths(receivedOn, 12));
    await purgeExpiredRecords({ now: days.before });
    await purgeExpiredRecords({ now: days.on });
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).anonymisedAt).toBeNull();
    await purgeExpiredRecords({ now: days.after });
    expect(await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      name: ERASED,
      email: "",
      phone: null,
      message: "",
      ip: null,
      createdAt: message.createdAt,
      anonymisedAt: days.after,
    });
  });
});

describe("the mail outbox", () => {
  it("loses every mail about a record when it is anonymised, to the applicant and to staff, and a failed one cannot be sent again", async () => {
    const admin = await createUser({ role: "CompanyAdmin" });
    const job = await makeJob();
    const form: ApplyForm = { ...fields(job.id), fullName: "Kavya Menon" };
    const applied = await apply(submitCompany, form, "198.51.100.7");
    const otherForm = fields(job.id);
    const other = await apply(submitCompany, otherForm, "198.51.100.8");
    expect([applied.status, other.status]).toEqual([201, 201]);
    await backgroundSettled();
    const applicationId = applied.json.applicationId as string;
    const confirmation = await db.mailOutbox.findFirstOrThrow({ where: { to: form.email as string } });
    // The admins' notice names the applicant; its delivery failed, so the mail screen offers a retry.
    const notice = await db.mailOutbox.findFirstOrThrow({
      where: { to: admin.email, text: { contains: "Kavya Menon" } },
    });
    await db.mailOutbox.update({ where: { id: notice.id }, data: { status: "failed" } });
    // The same person wrote through the contact form, forwarded to the company inbox.
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    resetEnv();
    const message = await saveContactMessage(
      contactSchema.parse({ name: "Kavya Menon", email: form.email, message: "Call me.", consent: true }),
      "203.0.113.4",
    ).finally(() => {
      delete process.env.SMTP_URL;
      resetEnv();
    });
    const forward = await db.mailOutbox.findFirstOrThrow({
      where: { to: company.email, text: { contains: "Kavya Menon" } },
    });

    await db.$transaction(async (tx) => {
      expect((await anonymiseCompanyApplication(tx, applicationId)).mails).toBe(2);
      expect(await anonymiseContactMessages(tx, [message.id])).toEqual({ anonymised: 1, mails: 1 });
    });

    const ids = [confirmation.id, notice.id, forward.id];
    expect(await db.mailOutbox.count({ where: { id: { in: ids } } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { text: { contains: "Kavya" } } })).toBe(0);
    await expect(retryMail(notice.id, { id: admin.id, role: "Admin" })).rejects.toMatchObject({ code: "not_found" });
    // The other applicant's mail, and the admins' notice about them, stay.
    const otherMail = await db.mailOutbox.findMany({
      where: { subject: { contains: other.json.reference as string } },
      select: { to: true },
    });
    expect(otherMail.map((m) => m.to).sort()).toEqual([admin.email, otherForm.email as string].sort());
  });

  it("deletes every outbox row 180 days after the IST day it was written, whatever its status", async () => {
    const writtenOn = addDays(istToday(), -3);
    const old = await Promise.all(
      (["sent", "failed", "queued"] as const).map((status) =>
        db.mailOutbox.create({
          data: {
            to: "old.mail@example.in",
            subject: "Hello Kavya",
            text: "Dear Kavya",
            status,
            createdAt: ist(writtenOn, 23, 50),
          },
        }),
      ),
    );
    const dayAfter = await db.mailOutbox.create({
      data: {
        to: "old.mail@example.in",
        subject: "Hi",
        text: "x",
        status: "sent",
        createdAt: ist(addDays(writtenOn, 1), 0, 10),
      },
    });
    const left = () => db.mailOutbox.count({ where: { id: { in: old.map((m) => m.id) } } });
    const days = around(addDays(writtenOn, 180));

    const dry = await purgeExpiredRecords({ now: days.after, dryRun: true });
    expect(dry.mails).toBeGreaterThanOrEqual(3);
    expect(await left()).toBe(3);
    await purgeExpiredRecords({ now: days.before });
    await purgeExpiredRecords({ now: days.on });
    expect(await left()).toBe(3);
    const run = await purgeExpiredRecords({ now: days.after });
    expect(await left()).toBe(0);
    expect(run.mails).toBeGreaterThanOrEqual(3);
    expect(await db.mailOutbox.count({ where: { id: dayAfter.id } })).toBe(1);
    expect((await db.auditLog.findUniqueOrThrow({ where: { id: run.auditId! } })).data).toMatchObject({
      mails: run.mails,
    });
  });
});

describe("rows of no further use", () => {
  it("go: expired sign-in codes and rate-limit counters, and applicant accounts with no application left, idle 30 days", async () => {
    const now = new Date();
    const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
    const codes = await Promise.all(
      [-1, 5].map((m) =>
        db.applicantOtp.create({ data: { email: "otp@example.in", codeHash: "x", expiresAt: minutes(m) } }),
      ),
    );
    const counters = await Promise.all(
      [-1, 5].map((m) =>
        db.rateLimit.create({
          data: { key: `applicant-code:email:rl${m}@example.in`, count: 1, expiresAt: minutes(m) },
        }),
      ),
    );

    // Four applicants: one with a company application kept, one with a government one kept, and two
    // whose only application was anonymised, one of whom signed in recently.
    const job = await makeJob();
    const govJob = await createGovJob();
    const [keptCompany, keptGov, gone, recent] = await Promise.all(
      ["kept.company", "kept.gov", "gone", "recent"].map((name) => applicantSession(`${name}.sweep@example.in`)),
    );
    await makeApplication(job.id, { email: keptCompany.applicant.email });
    await applyTo(govJob.id, { email: keptGov.applicant.email });
    for (const { applicant } of [gone, recent]) {
      const app = await makeApplication(job.id, { email: applicant.email });
      await db.$transaction((tx) => anonymiseCompanyApplication(tx, app.id));
    }
    const daysAgo = (n: number) => addDays(now, -n);
    for (const [session, signedIn] of [
      [keptCompany, daysAgo(60)],
      [keptGov, daysAgo(60)],
      [gone, daysAgo(31)],
      [recent, daysAgo(29)],
    ] as const) {
      await db.applicant.update({
        where: { id: session.applicant.id },
        data: { lastLoginAt: signedIn, createdAt: daysAgo(90) },
      });
    }
    const applicantsLeft = async () =>
      (await db.applicant.findMany({ where: { email: { endsWith: ".sweep@example.in" } }, select: { email: true } }))
        .map((a) => a.email)
        .sort();

    const dry = await purgeExpiredRecords({ now, dryRun: true });
    expect(dry.swept.applicants).toBeGreaterThanOrEqual(1);
    expect(await applicantsLeft()).toHaveLength(4);

    const run = await purgeExpiredRecords({ now });
    expect(run.swept).toMatchObject({
      signInCodes: expect.any(Number),
      rateLimits: expect.any(Number),
      applicants: expect.any(Number),
    });
    expect(await db.applicantOtp.findMany({ where: { id: { in: codes.map((c) => c.id) } } })).toEqual([
      expect.objectContaining({ id: codes[1].id }),
    ]);
    expect(await db.rateLimit.findMany({ where: { key: { in: counters.map((c) => c.key) } } })).toEqual([
      expect.objectContaining({ key: counters[1].key }),
    ]);
    expect(await applicantsLeft()).toEqual([keptCompany, keptGov, recent].map((s) => s.applicant.email).sort());
    // The deleted account's token is no longer a session; the others still are.
    expect((await call(listApplications, { headers: gone.headers })).status).toBe(401);
    expect((await call(listApplications, { headers: keptGov.headers })).status).toBe(200);
    expect((await db.auditLog.findUniqueOrThrow({ where: { id: run.auditId! } })).data).toMatchObject(run.swept);
  });
});

describe("a run", () => {
  it("counts without changing anything in a dry run, then erases exactly that, audits it, and a second run finds nothing", async () => {
    const job = await createGovJob();
    const app = await applyGov(job.id);
    await db.contactMessage.create({
      data: { name: "Ravi", email: "ravi@example.in", message: "Hello", createdAt: ist(istToday(), 9) },
    });
    const now = ist(addMonths(istToday(), 13), 12);
    const files = await db.storedFile.count();
    const audits = await db.auditLog.count({ where: { action: "privacy.purge" } });

    const dry = await purgeExpiredRecords({ now, dryRun: true });
    expect(dry.dryRun).toBe(true);
    expect(dry.counts.govApplicationsUnpaid).toBeGreaterThanOrEqual(1);
    expect(dry.counts.contactMessages).toBeGreaterThanOrEqual(1);
    expect(dry.auditId).toBeNull();
    expect(await db.storedFile.count()).toBe(files);
    expect(await isAnonymised(app.id)).toBe(false);
    expect(await db.auditLog.count({ where: { action: "privacy.purge" } })).toBe(audits);

    const run = await purgeExpiredRecords({ now, batchSize: 2 });
    expect(run.counts).toEqual(dry.counts);
    expect(run.files).toBe(files - (await db.storedFile.count()));
    expect(await isAnonymised(app.id)).toBe(true);
    const entry = await db.auditLog.findUniqueOrThrow({ where: { id: run.auditId! } });
    expect(entry).toMatchObject({ action: "privacy.purge", entityType: "Retention", actorId: null });
    expect(entry.data).toMatchObject({ counts: run.counts, files: run.files, paymentEvents: run.paymentEvents });

    const updatedAt = (await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).updatedAt;
    const again = await purgeExpiredRecords({ now });
    expect(again.counts).toEqual({
      companyApplications: 0,
      govApplicationsUnpaid: 0,
      govApplicationsPaid: 0,
      contactMessages: 0,
    });
    expect([again.files, again.paymentEvents]).toEqual([0, 0]);
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).updatedAt).toEqual(updatedAt);
  });

  it("runs as the daily privacy.purge job on the queue", async () => {
    const job = await createGovJob();
    const app = await applyGov(job.id);
    await db.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), -91) } });
    await (await sender()).send(QUEUES.purge, {});
    const [outcome] = await drainQueue(QUEUES.purge);
    expect(outcome.ok).toBe(true);
    expect((outcome.result as { counts: { govApplicationsUnpaid: number } }).counts.govApplicationsUnpaid).toBe(1);
    expect(await isAnonymised(app.id)).toBe(true);
  });
});

describe("rules", () => {
  it("come from env with documented defaults, and a bad value stops start-up", () => {
    expect(retentionRules()).toEqual({
      companyApplication: { months: 12 },
      companyRejected: { months: 6 },
      govUnpaid: { days: 90 },
      govPaid: { months: 24 },
      contactMessage: { months: 12 },
      mail: { days: 180 },
    });
    process.env.RETENTION_GOV_UNPAID_DAYS = "30";
    resetEnv();
    expect(retentionRules().govUnpaid).toEqual({ days: 30 });
    expect(() => parseEnv({ RETENTION_COMPANY_APPLICATION_MONTHS: "0" })).toThrow(
      /RETENTION_COMPANY_APPLICATION_MONTHS/,
    );
    expect(() => parseEnv({ RETENTION_GOV_PAID_MONTHS: "two years" })).toThrow(/RETENTION_GOV_PAID_MONTHS/);
  });

  it("add calendar months, ending at a shorter month's last day", () => {
    const d = (s: string) => new Date(`${s}T00:00:00Z`);
    expect(addMonths(d("2026-01-31"), 1)).toEqual(d("2026-02-28"));
    expect(addMonths(d("2028-01-31"), 1)).toEqual(d("2028-02-29"));
    expect(addMonths(d("2028-02-29"), 12)).toEqual(d("2029-02-28"));
    expect(addMonths(d("2026-11-26"), 24)).toEqual(d("2028-11-26"));
  });

  it("strip a payment payload down to ids, amounts and status", () => {
    expect(
      redactPaymentPayload({
        id: "pay_1",
        amount: 50_000,
        status: "captured",
        email: "a@example.in",
        contact: "+919800000000",
        card: { name: "A", last4: "1111" },
        notes: { applicationNumber: "GA-1", remark: "call Asha" },
      }),
    ).toEqual({ id: "pay_1", amount: 50_000, status: "captured", notes: { applicationNumber: "GA-1" } });
  });
});

// Last: the records these keep would fall due in the far-future runs of the tests above and change their counts.
describe("a record that stops being due while the run reads it", () => {
  /** Runs `meanwhile` once, right after the first batch read of `model` that finds `rows` rows. */
  function afterBatchRead(
    model: { findMany: (...args: never[]) => unknown },
    rows: number,
    meanwhile: () => Promise<void>,
  ) {
    const original = model.findMany.bind(model) as (args: unknown) => Promise<unknown[]>;
    let fired = false;
    return vi.spyOn(model, "findMany").mockImplementation((async (args: unknown) => {
      const found = await original(args);
      if (!fired && found.length >= rows) {
        fired = true;
        await meanwhile();
      }
      return found;
    }) as never);
  }

  it("keeps a company application reopened by its applicant or reconsidered by a recruiter after the batch was read", async () => {
    const recruiter = await createUser({ role: "CompanyAdmin" });
    const job = await makeJob();
    const old = new Date(Date.now() - 400 * 86_400_000);
    const rejected = await makeApplication(job.id, { status: "rejected", createdAt: old });
    const withdrawn = await makeApplication(job.id, { status: "withdrawn", createdAt: old, email: "asha@example.in" });
    const stale = await makeApplication(job.id, { status: "rejected", createdAt: old });
    for (const { id } of [rejected, withdrawn, stale]) {
      await db.companyApplication.update({ where: { id }, data: { statusChangedAt: old } });
    }
    const spy = afterBatchRead(db.companyApplication, 3, async () => {
      await changeStatus([rejected.id], "shortlisted", recruiter, null, { from: { [rejected.id]: "rejected" } });
      const again = await apply(submitCompany, { ...fields(job.id), email: "asha@example.in" }, "203.0.113.9");
      expect(again.status, JSON.stringify(again.json)).toBe(201);
    });
    const summary = await purgeExpiredRecords().finally(() => spy.mockRestore());

    const rows = await db.companyApplication.findMany({
      where: { id: { in: [rejected.id, withdrawn.id, stale.id] } },
      select: { id: true, status: true, anonymisedAt: true, fullName: true },
    });
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[rejected.id]).toMatchObject({ status: "shortlisted", anonymisedAt: null });
    expect(byId[withdrawn.id]).toMatchObject({ status: "pending", anonymisedAt: null });
    expect(byId[withdrawn.id].fullName).not.toBe(ERASED);
    // The one still due goes, and the run counts only it.
    expect(byId[stale.id].anonymisedAt).not.toBeNull();
    expect(summary.counts.companyApplications).toBe(1);
  });

  it("keeps an unpaid government application while its fee is being captured, and takes it once that is over", async () => {
    const job = await createGovJob();
    const app = await applyGov(job.id);
    const claim = { captureClaim: "pay_arriving_1", captureClaimedAt: new Date() };
    await db.govApplication.update({ where: { id: app.id }, data: claim });
    const now = around(addDays(job.deadline, 90)).after;
    expect((await purgeExpiredRecords({ now })).counts.govApplicationsUnpaid).toBe(0);
    expect(await isAnonymised(app.id)).toBe(false);
    // The capture failed and let go of its claim: the next run erases it.
    await db.govApplication.update({ where: { id: app.id }, data: { captureClaim: null, captureClaimedAt: null } });
    expect((await purgeExpiredRecords({ now })).counts.govApplicationsUnpaid).toBe(1);
    expect(await isAnonymised(app.id)).toBe(true);
  });

  it("keeps an unpaid government application whose payment was counted after the batch was read", async () => {
    const job = await createGovJob();
    const app = await applyGov(job.id);
    const spy = afterBatchRead(db.govApplication, 1, async () => {
      await payGov(app);
    });
    const summary = await purgeExpiredRecords({ now: around(addDays(job.deadline, 90)).after }).finally(() =>
      spy.mockRestore(),
    );
    expect(await isAnonymised(app.id)).toBe(false);
    expect(summary.counts.govApplicationsUnpaid).toBe(0);
  });
});
