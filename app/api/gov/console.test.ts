// The gov admin console's behaviour through its route handlers on a real database: fees from the
// payment ledger, the CSV export (BOM, neutralised formulas, masked ids, audit), the audited reveal,
// decisions and their timeline, job deletion rules, and the list's search/filter/sort.
import { beforeAll, describe, expect, it } from "vitest";

import { GET as listApplications } from "@/app/api/gov/applications/route";
import { GET as detail } from "@/app/api/gov/applications/[id]/route";
import { POST as reveal } from "@/app/api/gov/applications/[id]/reveal/route";
import { PUT as setStatus } from "@/app/api/gov/applications/[id]/status/route";
import { GET as exportCsv } from "@/app/api/gov/applications/export/csv/route";
import { GET as stats } from "@/app/api/gov/dashboard/stats/route";
import { DELETE as deleteJob, PUT as updateJob } from "@/app/api/gov/jobs/[id]/route";
import { POST as createJob, GET as listJobs } from "@/app/api/gov/jobs/route";
import { addDays, istToday, toDateOnly } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { exportGovApplicationsCsv } from "@/lib/server/gov/console/export";
import { call } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { POST as submitApplication } from "@/app/api/gov/applications/route";
import {
  applyTo,
  bearerFor,
  decideStatus,
  failPayment,
  pay,
  refundDuePayment,
  refundFromConsole,
} from "@/lib/testing/gov-console";

let auth: Record<string, string>;
let govConsoleUserId: string;

beforeAll(async () => {
  const admin = await bearerFor("GovAdmin");
  auth = admin.headers;
  govConsoleUserId = admin.user.id;
});

const getStats = async () => (await call(stats, { path: "/api/gov/dashboard/stats", headers: auth })).json;

describe("dashboard stats", () => {
  it("totalFeesCollected (gross) is the sum of captured fees; unpaid, failed and refund-pending add nothing", async () => {
    const before = await getStats();
    const a = await createGovJob({ feePaise: 50_000 });
    const b = await createGovJob({ feePaise: 12_350 });
    const paidA = await applyTo(a.id);
    const paidB = await applyTo(b.id);
    await applyTo(a.id); // unpaid
    const failed = await applyTo(b.id);
    const tampered = await applyTo(a.id);
    expect((await pay(paidA.id)).outcome).toBe("paid");
    expect((await pay(paidB.id)).outcome).toBe("paid");
    expect(await failPayment(failed.id)).toBe("failed");
    expect((await pay(tampered.id, 100)).outcome).toBe("flagged_amount"); // refund_pending, not counted

    const after = await getStats();
    const captured = await db.payment.aggregate({
      where: { status: { in: ["captured", "refunded"] } },
      _sum: { amountPaise: true },
    });
    expect(after.totalFeesCollected).toBe(captured._sum.amountPaise);
    expect(Number(after.totalFeesCollected) - Number(before.totalFeesCollected)).toBe(50_000 + 12_350);
    expect(Number(after.totalApplications) - Number(before.totalApplications)).toBe(2);
    expect(Number(after.pendingApplications) - Number(before.pendingApplications)).toBe(2);
    expect(Number(after.totalJobs) - Number(before.totalJobs)).toBe(2);

    const today = (after.daily as { date: string; applications: number; feesPaise: number }[]).at(-1)!;
    const todayBefore = (before.daily as { feesPaise: number; applications: number }[]).at(-1)!;
    expect(today.feesPaise - todayBefore.feesPaise).toBe(62_350);
    expect(today.applications - todayBefore.applications).toBe(2);
    expect(after.daily).toHaveLength(30);
    const closing = (after.closingSoon as { id: string }[]).map((j) => j.id);
    expect(closing).not.toContain(a.id); // deadline in 10 days, outside the 7-day window
  });

  it("counts as active only the jobs taking applications: a job past its last date is closed, in the stats and the job list", async () => {
    const before = await getStats();
    const open = await createGovJob({ deadlineInDays: 0 }); // its last day: still open until 23:59 IST
    const past = await createGovJob({ deadlineInDays: -1 });
    await createGovJob({ status: "inactive" });
    const after = await getStats();
    expect(Number(after.totalJobs) - Number(before.totalJobs)).toBe(3);
    expect(Number(after.activeJobs) - Number(before.activeJobs)).toBe(1);
    const jobs = (await call(listJobs, { path: "/api/gov/jobs?all=1", headers: auth })).json.jobs as {
      id: string;
      status: string;
      isOpen: boolean;
    }[];
    expect(jobs.find((j) => j.id === open.id)).toMatchObject({ status: "active", isOpen: true });
    expect(jobs.find((j) => j.id === past.id)).toMatchObject({ status: "active", isOpen: false });
  });

  it("counts an exempt application (₹0 fee) as submitted, not unpaid, and adds nothing to the fees", async () => {
    const before = await getStats();
    const job = await createGovJob({ feePaise: 50_000, fees: { SC: 0 } });
    await applyTo(job.id, { category: "SC", categoryCertificateNumber: "SC-77" });
    await applyTo(job.id); // UR/General: ₹500, unpaid
    const after = await getStats();
    expect(Number(after.totalApplications) - Number(before.totalApplications)).toBe(1);
    expect(Number(after.unpaidApplications) - Number(before.unpaidApplications)).toBe(1);
    expect(after.totalFeesCollected).toBe(before.totalFeesCollected);
  });
});

async function csv(query = "") {
  const res = await call(exportCsv, { path: `/api/gov/applications/export/csv${query}`, headers: auth });
  return res;
}

/**
 * The job's only exported row, its last six columns by name. They hold no comma (the address
 * before them may): read from the end.
 */
async function lastColumnsOfOnlyRow(jobId: string) {
  const [header, line] = (await csv(`?jobId=${jobId}`)).text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  const names = header.split(",").slice(-6);
  return Object.fromEntries(names.map((name, i) => [name, line.split(",").slice(-6)[i]]));
}

describe("CSV export", () => {
  it("starts with a BOM, neutralises formula cells, masks Aadhaar and PAN, and is audited", async () => {
    const job = await createGovJob({ title: "Export Clerk" });
    const aadhaar = "234123412346";
    const evil = await applyTo(job.id, { name: '=HYPERLINK("http://x")', aadharNo: aadhaar, panNo: "ABCDE1234F" });
    await pay(evil.id);
    const hindi = await applyTo(job.id, { name: "सीता कुमारी", fatherHusbandName: "+91 Ram", motherName: "@Gita" });

    const res = await csv(`?jobId=${job.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="applications_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const raw = await (
      await exportCsv(
        new Request(`http://127.0.0.1:3000/api/gov/applications/export/csv?jobId=${job.id}`, { headers: auth }),
        { params: Promise.resolve({}) },
      )
    ).arrayBuffer();
    expect(Array.from(new Uint8Array(raw).slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);

    const lines = res.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Application Number,/);
    const evilLine = lines.find((l) => l.includes(evil.applicationNumber))!;
    expect(evilLine).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(evilLine).toContain("XXXX XXXX 2346");
    expect(evilLine).toContain("XXXXXX234F");
    expect(res.text).not.toContain(aadhaar);
    expect(res.text).not.toContain("ABCDE1234F");
    expect(evilLine).toMatch(/,pay_[0-9a-f]+,/);
    const hindiLine = lines.find((l) => l.includes(hindi.applicationNumber))!;
    expect(hindiLine).toContain("सीता कुमारी");
    expect(hindiLine).toContain(",'+91 Ram,'@Gita,");

    const entry = await db.auditLog.findFirst({
      where: { action: "gov.applications.export", actorId: govConsoleUserId },
      orderBy: { createdAt: "desc" },
    });
    expect(entry?.data).toMatchObject({ filter: { jobId: job.id }, rows: 2, completed: true });
  });

  it("exports exactly the current filter, across batches without gaps or repeats", async () => {
    const job = await createGovJob({ title: "Batch Clerk" });
    const apps = [];
    for (let i = 0; i < 5; i++) apps.push(await applyTo(job.id, { name: `Batch Person ${i}` }));
    await pay(apps[0].id);
    const all = await csv(`?jobId=${job.id}`);
    expect(all.text.trim().split("\r\n")).toHaveLength(6);
    const paid = await csv(`?jobId=${job.id}&paymentStatus=completed`);
    expect(paid.text.trim().split("\r\n")).toHaveLength(2);
    // Batches of 2: keyset pagination neither skips nor repeats a row.
    const { user } = await bearerFor("GovAdmin");
    const stream = await exportGovApplicationsCsv(
      { jobId: job.id, q: undefined, from: undefined, to: undefined },
      { ...user, via: "bearer" },
      "127.0.0.1",
      2,
    );
    const text = await new Response(stream).text();
    const numbers = text
      .trim()
      .split("\r\n")
      .slice(1)
      .map((l) => l.split(",")[0]);
    expect(numbers.sort()).toEqual(apps.map((a) => a.applicationNumber).sort());
  });
});

describe("search", () => {
  it("finds a name written with a phone's curly apostrophe by the straight one, and the other way round", async () => {
    const job = await createGovJob({ title: "Apostrophe Clerk" });
    const curly = await applyTo(job.id, { name: "Ravi O\u2019Brien" });
    const straight = await applyTo(job.id, { name: "Dev D'Souza" });
    const found = async (q: string) => {
      const path = `/api/gov/applications?jobId=${job.id}&q=${encodeURIComponent(q)}`;
      const res = await call(listApplications, { path, headers: auth });
      return (res.json as { applications: { id: string }[] }).applications.map((a) => a.id);
    };
    expect(await found("o'brien")).toEqual([curly.id]);
    expect(await found("O\u2019Brien")).toEqual([curly.id]);
    expect(await found("D\u2019Souza")).toEqual([straight.id]);
  });

  it("folds the look-alike apostrophes as the company search does: a modifier letter, a backtick, an acute accent", async () => {
    const job = await createGovJob({ title: "Apostrophe Typist" });
    const modifier = await applyTo(job.id, { name: "Neil O\u02bcHara" });
    const backtick = await applyTo(job.id, { name: "Joy D`Cruz" });
    const found = async (q: string) => {
      const path = `/api/gov/applications?jobId=${job.id}&q=${encodeURIComponent(q)}`;
      const res = await call(listApplications, { path, headers: auth });
      return (res.json as { applications: { id: string }[] }).applications.map((a) => a.id);
    };
    expect(await found("o'hara")).toEqual([modifier.id]);
    expect(await found("O\u2019Hara")).toEqual([modifier.id]);
    expect(await found("d'cruz")).toEqual([backtick.id]);
    expect(await found("D\u00b4Cruz")).toEqual([backtick.id]);
  });

  describe("an application number read out over the phone", () => {
    let jobId: string;
    let wanted: string;
    let other: string;
    beforeAll(async () => {
      jobId = (await createGovJob({ title: "Reference Clerk" })).id;
      wanted = (await applyTo(jobId, { name: "Farhan Ali" })).id;
      // Its mobile holds the number's date digits: a reference is not searched as a mobile.
      other = (await applyTo(jobId, { name: "Gita Rao", mobile1: "9826120700" })).id;
      await db.govApplication.update({ where: { id: wanted }, data: { applicationNumber: "APP261207K10QXM" } });
      await db.govApplication.update({ where: { id: other }, data: { applicationNumber: "APP261207Z9X9X9" } });
    });
    const found = async (q: string) => {
      const path = `/api/gov/applications?jobId=${jobId}&q=${encodeURIComponent(q)}`;
      const res = await call(listApplications, { path, headers: auth });
      return (res.json as { applications: { id: string }[] }).applications.map((a) => a.id);
    };

    it.each([
      ["as stored", "APP261207K10QXM"],
      ["in lower case with spaces", "app 261207 k10qxm"],
      ["with dashes, a copied hyphen (U+2010) and an en dash (U+2013)", "APP-261207\u2010K10\u2013QXM"],
      ["with an I for the 1 and an O for the 0", "app 261207 kioqxm"],
      ["with an L for the 1", "APP 261207 KL0QXM"],
    ])("finds it typed %s", async (_label, typed) => {
      expect(await found(typed)).toEqual([wanted]);
    });

    it("finds the numbers that start with the part heard so far, typed the same ways", async () => {
      expect((await found("app 2612")).sort()).toEqual([wanted, other].sort());
      expect(await found("app 261207 k1")).toEqual([wanted]);
      expect(await found("App-261207 kio")).toEqual([wanted]);
      expect(await found("app 261207 z9x")).toEqual([other]);
      // Not the start of a number: the random part before the date is whole.
      expect(await found("app 26 k1")).toEqual([]);
    });

    it("still finds names and mobiles by the raw term", async () => {
      expect(await found("gita")).toEqual([other]);
      expect(await found("98261 20700")).toEqual([other]);
    });
  });
});

describe("reveal", () => {
  it("returns the full Aadhaar and PAN and writes an audit entry naming the admin", async () => {
    const job = await createGovJob();
    const app = await applyTo(job.id, { aadharNo: "234123412346", panNo: "PQRSX6789K" });
    const masked = await call(detail, { path: "/x", headers: auth, params: { id: app.id } });
    const application = masked.json.application as { aadharNo: string; panNo: string };
    expect(application).toMatchObject({ aadharNo: "XXXX XXXX 2346", panNo: "XXXXXX789K" });
    expect(masked.text).not.toContain("234123412346");

    const res = await call(reveal, { method: "POST", path: "/x", headers: auth, params: { id: app.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ aadharNo: "2341 2341 2346", panNo: "PQRSX6789K" });
    const entry = await db.auditLog.findUniqueOrThrow({ where: { id: res.json.auditId as string } });
    expect(entry).toMatchObject({
      action: "gov.application.reveal",
      entityId: app.id,
      actorId: govConsoleUserId,
      actorRole: "GovAdmin",
    });
    const after = await call(detail, { path: "/x", headers: auth, params: { id: app.id } });
    const timeline = (after.json.application as { timeline: { text: string }[] }).timeline.map((t) => t.text);
    expect(timeline).toContain("Aadhaar and PAN revealed");
  });

  it("is 404 for an unknown application, with nothing audited", async () => {
    const before = await db.auditLog.count();
    const res = await call(reveal, { method: "POST", path: "/x", headers: auth, params: { id: "nope" } });
    expect(res.status).toBe(404);
    expect(await db.auditLog.count()).toBe(before);
  });
});

describe("decisions", () => {
  it("refuses a bare 'Other' as a rejection's reason: the applicant would read 'Reason: Other'", async () => {
    const app = await applyTo((await createGovJob()).id);
    for (const reason of ["Other", "other:", " Other "]) {
      const res = await call(setStatus, {
        method: "PUT",
        path: "/x",
        headers: auth,
        params: { id: app.id },
        body: { status: "rejected", reason },
      });
      expect(res.status).toBe(400);
      expect(res.json.errors).toEqual({
        reason: 'Please add a note saying why: "Other" on its own tells the applicant nothing.',
      });
    }
  });

  it("refuses to approve or shortlist an unpaid application, and any change to a withdrawn one (409, nothing mailed)", async () => {
    const job = await createGovJob();
    const unpaid = await applyTo(job.id);
    const put = (id: string, status: string, reason?: string) =>
      call(setStatus, { method: "PUT", path: "/x", headers: auth, params: { id }, body: { status, reason } });
    const mails = (id: string) => db.mailOutbox.count({ where: { about: `gov:${id}` } });
    const before = await mails(unpaid.id);
    for (const status of ["approved", "shortlisted"]) {
      const res = await put(unpaid.id, status);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(
        "This application's fee has not been paid: it can be approved or shortlisted once it is.",
      );
    }
    // Looking at it is fine while unpaid.
    expect((await put(unpaid.id, "under_review")).status).toBe(200);

    await db.govApplication.update({ where: { id: unpaid.id }, data: { status: "withdrawn" } });
    for (const [status, reason] of [["pending"], ["rejected", "Incomplete documents"], ["under_review"]]) {
      const res = await put(unpaid.id, status, reason);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe("The applicant withdrew this application: its status can no longer be changed.");
    }
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: unpaid.id } })).status).toBe("withdrawn");
    // Nothing mailed: "under review" on an unpaid application would contradict its "Payment pending".
    expect(await mails(unpaid.id)).toBe(before);
  });

  it("mails the applicant only when the words they read for the status change", async () => {
    const job = await createGovJob();
    const app = await applyTo(job.id);
    await pay(app.id);
    const put = (status: string) =>
      call(setStatus, { method: "PUT", path: "/x", headers: auth, params: { id: app.id }, body: { status } });
    const decisionMails = () =>
      db.mailOutbox.count({ where: { about: `gov:${app.id}`, dedupeKey: { startsWith: "status-change:" } } });
    // Pending and Under Review both read "Under Review": recorded in the history, not mailed.
    expect((await put("under_review")).status).toBe(200);
    expect((await put("pending")).status).toBe(200);
    expect(await decisionMails()).toBe(0);
    expect(await db.applicationStatusChange.count({ where: { govApplicationId: app.id } })).toBe(2);
    expect((await put("shortlisted")).status).toBe(200);
    expect(await decisionMails()).toBe(1);
  });

  it("records who changed what and when, shows it as a timeline, and updates the stats", async () => {
    const job = await createGovJob();
    const app = await applyTo(job.id);
    await pay(app.id);
    const before = await getStats();
    const put = (status: string) =>
      call(setStatus, { method: "PUT", path: "/x", headers: auth, params: { id: app.id }, body: { status } });
    const approved = await put("approved");
    expect(approved.json).toMatchObject({
      success: true,
      message: "Application status updated to approved successfully!",
    });
    expect((await put("under_review")).json.message).toBe("Application status updated to under review successfully!");
    expect((await put("bogus")).status).toBe(400);

    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ status: "under_review", statusChangedById: govConsoleUserId });
    expect(row.statusChangedAt).toBeInstanceOf(Date);
    const res = await call(detail, { path: "/x", headers: auth, params: { id: app.id } });
    const timeline = (res.json.application as { timeline: { text: string; actor: string | null }[] }).timeline;
    expect(timeline.map((t) => t.text)).toEqual([
      "Application submitted",
      "Fee paid",
      "Status changed from pending to approved",
      "Status changed from approved to under review",
    ]);
    expect(timeline[2].actor).toBeTruthy();
    const after = await getStats();
    expect(after.pendingApplications).toBe(Number(before.pendingApplications) - 1);
  });
});

describe("jobs", () => {
  const body = {
    title: "Field Surveyor",
    company: "Bihar Survey Office",
    location: "Arrah, Bihar",
    salary: "₹16,000 per month",
    experience: "ITI Survey",
    fee: "499.50",
    deadline: "2099-01-31",
    description: "Survey work.",
  };

  it("stores the fee in paise, defaults to active, validates required fields", async () => {
    const res = await call(createJob, { method: "POST", path: "/api/gov/jobs", headers: auth, body });
    expect(res.status).toBe(201);
    expect(res.json.job).toMatchObject({ feePaise: 49_950, status: "active", deadline: "2099-01-31" });
    const bad = await call(createJob, {
      method: "POST",
      path: "/api/gov/jobs",
      headers: auth,
      body: { ...body, title: " " },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors).toMatchObject({ title: "Title is required" });
  });

  it("refuses a deadline set in the past, on a new job and in an edit, but keeps a closed job's own past deadline", async () => {
    const yesterday = toDateOnly(addDays(istToday(), -1));
    const created = await call(createJob, {
      method: "POST",
      path: "/api/gov/jobs",
      headers: auth,
      body: { ...body, deadline: yesterday },
    });
    expect(created.status).toBe(400);
    expect(created.json.errors).toEqual({ deadline: "The deadline cannot be in the past." });
    const today = await call(createJob, {
      method: "POST",
      path: "/api/gov/jobs",
      headers: auth,
      body: { ...body, deadline: toDateOnly(istToday()) },
    });
    expect(today.status).toBe(201);

    // An applicant saved a form and was told the job's last date; the deadline cannot be moved before today.
    const job = await createGovJob({ deadlineInDays: 14 });
    const unpaid = await applyTo(job.id);
    const edit = (deadline: string) =>
      call(updateJob, {
        method: "PUT",
        path: `/api/gov/jobs/${job.id}`,
        params: { id: job.id },
        headers: auth,
        body: { ...body, deadline },
      });
    const moved = await edit(yesterday);
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toEqual({ deadline: "The deadline cannot be in the past." });
    expect(toDateOnly((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).deadline)).toBe(
      toDateOnly(addDays(istToday(), 14)),
    );
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: unpaid.id } })).paymentStatus).toBe("pending");

    // A job already past its deadline is edited with that deadline as it stands.
    const closed = await createGovJob({ deadlineInDays: -3 });
    const kept = await call(updateJob, {
      method: "PUT",
      path: `/api/gov/jobs/${closed.id}`,
      params: { id: closed.id },
      headers: auth,
      body: { ...body, deadline: toDateOnly(closed.deadline), title: "Field Surveyor (closed)" },
    });
    expect(kept.status, kept.text).toBe(200);
  });

  it("stores the employment type, full-time unless chosen, and refuses an unknown one", async () => {
    const plain = await call(createJob, { method: "POST", path: "/api/gov/jobs", headers: auth, body });
    expect(plain.json.job).toMatchObject({ employmentType: "FULL_TIME" });
    const contract = { ...body, employmentType: "CONTRACTOR" };
    const res = await call(createJob, { method: "POST", path: "/api/gov/jobs", headers: auth, body: contract });
    expect(res.status).toBe(201);
    const id = (res.json.job as { id: string }).id;
    expect(await db.govJob.findUniqueOrThrow({ where: { id } })).toMatchObject({ employmentType: "CONTRACTOR" });
    const bad = { ...body, employmentType: "Seasonal" };
    const refused = await call(createJob, { method: "POST", path: "/api/gov/jobs", headers: auth, body: bad });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toEqual({ employmentType: "Please choose an employment type" });
  });

  it("refuses to delete a job with paid (or in-progress) applications; closing it works", async () => {
    const job = await createGovJob();
    const app = await applyTo(job.id);
    const unpaid = await call(deleteJob, { method: "DELETE", path: "/x", headers: auth, params: { id: job.id } });
    expect(unpaid.status).toBe(409);
    await pay(app.id);
    const paid = await call(deleteJob, { method: "DELETE", path: "/x", headers: auth, params: { id: job.id } });
    expect(paid.status).toBe(409);
    expect(paid.json.message).toMatch(/paid applications and cannot be deleted/);
    expect(await db.govJob.count({ where: { id: job.id } })).toBe(1);
    const closed = await call(updateJob, {
      method: "PUT",
      path: "/x",
      headers: auth,
      params: { id: job.id },
      body: { ...body, status: "inactive" },
    });
    expect(closed.status).toBe(200);
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("inactive");
  });

  it("refuses (412) the second of two edits opened on the same job, and keeps the first; a payment meanwhile is no edit", async () => {
    const created = await call(createJob, { method: "POST", path: "/api/gov/jobs", headers: auth, body });
    const id = (created.json.job as { id: string }).id;
    const opened = async () => {
      const res = await call(listJobs, { path: "/api/gov/jobs?all=1", headers: auth });
      return (res.json.jobs as { id: string; editTag: string }[]).find((j) => j.id === id)!.editTag;
    };
    const exam = { callLetterAt: "2099-03-01T10:00", callLetterInstructions: "Bring a photo ID." };
    const save = (tag: string, venue: string) =>
      call(updateJob, {
        method: "PUT",
        path: `/api/gov/jobs/${id}`,
        headers: { ...auth, "if-match": tag },
        params: { id },
        body: { ...body, ...exam, callLetterVenue: venue },
      });

    const first = await opened();
    const second = await opened();
    await pay((await applyTo(id)).id); // the job's paid count changes, not what the form shows
    expect(await opened()).toBe(first);
    const saved = await save(first, "Hall A, Patna");
    expect(saved.status, saved.text).toBe(200);
    const refused = await save(second, "Hall B, Gaya");
    expect(refused.status).toBe(412);
    expect(refused.json.message).toMatch(/Someone else saved this job after you opened it/);
    expect(await db.govJob.findUniqueOrThrow({ where: { id } })).toMatchObject({ callLetterVenue: "Hall A, Patna" });
    // Opened again, the form has the first admin's save and a new tag: it saves.
    const again = await opened();
    expect(again).not.toBe(second);
    expect((await save(again, "Hall B, Gaya")).status).toBe(200);
    expect(await db.govJob.findUniqueOrThrow({ where: { id } })).toMatchObject({ callLetterVenue: "Hall B, Gaya" });
    // Two saves of one opening at the same moment: one is kept, the other refused.
    const both = await opened();
    const answers = await Promise.all([save(both, "Hall C, Arrah"), save(both, "Hall D, Buxar")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
  });
});

describe("refunds due", () => {
  it("the Refund due filter and the dashboard's count find every application owing money back, and no other", async () => {
    const before = (await getStats()).refundsDue as number;
    const job = await createGovJob({ feePaise: 20_000, title: "Refund Clerk" });
    const cancelled = await applyTo(job.id);
    await pay(cancelled.id);
    expect((await decideStatus(cancelled.id, auth, "cancelled", "The post was withdrawn")).status).toBe(200);
    const flagged = (await refundDuePayment(job.id)).app; // paid the wrong amount
    const approved = await applyTo(job.id);
    await pay(approved.id);
    expect((await decideStatus(approved.id, auth, "approved")).status).toBe(200);
    const refunded = await applyTo(job.id);
    await pay(refunded.id);
    expect((await decideStatus(refunded.id, auth, "cancelled", "The post was withdrawn")).status).toBe(200);
    const fee = await db.payment.findFirstOrThrow({ where: { applicationId: refunded.id, status: "captured" } });
    expect((await refundFromConsole(fee.id, auth)).status).toBe(200);

    const res = await call(listApplications, {
      path: `/api/gov/applications?jobId=${job.id}&paymentStatus=refund_due`,
      headers: auth,
    });
    expect(res.status, res.text).toBe(200);
    const ids = (res.json.applications as { id: string }[]).map((a) => a.id);
    expect(ids.sort()).toEqual([cancelled.id, flagged.id].sort());
    expect((await getStats()).refundsDue).toBe(before + 2);
  });
});

describe("a cancelled application whose fee went back", () => {
  it("leaves the dashboard's total, and the list and the CSV show its payment and what was refunded", async () => {
    const job = await createGovJob({ feePaise: 30_000, title: "Refunded Clerk", deadlineInDays: 3 });
    const app = await applyTo(job.id);
    await pay(app.id);
    const before = await getStats();
    const jobCount = async () => {
      const jobs = (await call(listJobs, { path: "/api/gov/jobs?all=1", headers: auth })).json.jobs as {
        id: string;
        applicationCount: number;
      }[];
      const closing = (await getStats()).closingSoon as { id: string; applicationCount: number }[];
      return [
        jobs.find((j) => j.id === job.id)!.applicationCount,
        closing.find((j) => j.id === job.id)!.applicationCount,
      ];
    };
    expect(await jobCount()).toEqual([1, 1]);
    expect((await decideStatus(app.id, auth, "cancelled", "The post was withdrawn")).status).toBe(200);
    const fee = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    expect((await refundFromConsole(fee.id, auth)).status).toBe(200);

    const after = await getStats();
    expect(Number(after.totalApplications) - Number(before.totalApplications)).toBe(-1);
    expect(Number(after.cancelledApplications) - Number(before.cancelledApplications)).toBe(1);
    expect(Number(after.pendingApplications) - Number(before.pendingApplications)).toBe(-1);
    // The Jobs tab and Closing soon count as the total does.
    expect(await jobCount()).toEqual([0, 0]);

    const res = await call(listApplications, { path: `/api/gov/applications?jobId=${job.id}`, headers: auth });
    expect(res.json.applications).toEqual([
      expect.objectContaining({ id: app.id, paymentStatus: "completed", refundedPaise: 30_000 }),
    ]);
    const row = await lastColumnsOfOnlyRow(job.id);
    expect(row).toMatchObject({
      "Payment Status": "completed",
      "Payment ID": fee.paymentId,
      "Order ID": fee.orderId,
      "Refunded (INR)": "300.00",
      Status: "cancelled",
    });
  });
});

describe("an application made again and paid after its refunded cancellation", () => {
  it("is exported with the payment it holds, not the one refunded before", async () => {
    const job = await createGovJob({ feePaise: 30_000, title: "Again Clerk", deadlineInDays: 3 });
    const fields = applicationFields(job.id);
    const first = await send(submitApplication, applicationRequest(fields));
    const app = first.json.application as { id: string };
    await pay(app.id);
    expect((await decideStatus(app.id, auth, "cancelled", "The post was withdrawn")).status).toBe(200);
    const refunded = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    expect((await refundFromConsole(refunded.id, auth)).status).toBe(200);

    const again = await send(submitApplication, applicationRequest(fields));
    expect([again.status, (again.json.application as { id: string }).id]).toEqual([200, app.id]);
    await pay(app.id);
    const held = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    expect(held.paymentId).not.toBe(refunded.paymentId);

    const row = await lastColumnsOfOnlyRow(job.id);
    expect(row).toMatchObject({
      "Payment Status": "completed",
      "Payment ID": held.paymentId,
      "Order ID": held.orderId,
    });
  });
});

describe("applications list", () => {
  it("searches by name, number, mobile and e-mail, filters, sorts and paginates on the server", async () => {
    const job = await createGovJob({ title: "List Clerk" });
    const a = await applyTo(job.id, { name: "Zeenat Parveen", mobile1: "9123456780", email: "zeenat@example.in" });
    const b = await applyTo(job.id, { name: "Arjun Yadav" });
    await pay(b.id);
    const list = async (q: string) => {
      const res = await call(listApplications, { path: `/api/gov/applications?jobId=${job.id}&${q}`, headers: auth });
      expect(res.status).toBe(200);
      return res.json as { applications: { id: string; name: string }[]; total: number; totalPages: number };
    };
    expect((await list("q=zeenat")).applications.map((x) => x.id)).toEqual([a.id]);
    expect((await list(`q=${b.applicationNumber}`)).applications.map((x) => x.id)).toEqual([b.id]);
    expect((await list("q=912345")).applications.map((x) => x.id)).toEqual([a.id]);
    expect((await list("q=%2B91 91234 56780")).applications.map((x) => x.id)).toEqual([a.id]);
    expect((await list("q=09123456780")).applications.map((x) => x.id)).toEqual([a.id]);
    // Digits inside an e-mail are not a mobile: "arjun123@" does not find Zeenat's 9123456780.
    expect((await list("q=arjun123@")).applications).toEqual([]);
    expect((await list("q=ZEENAT@EXAMPLE")).applications.map((x) => x.id)).toEqual([a.id]);
    expect((await list("paymentStatus=completed")).applications.map((x) => x.id)).toEqual([b.id]);
    expect((await list("sort=name&order=asc")).applications.map((x) => x.name)).toEqual([
      "Arjun Yadav",
      "Zeenat Parveen",
    ]);
    const page2 = await list("pageSize=1&page=2&sort=name&order=asc");
    expect(page2).toMatchObject({ total: 2, totalPages: 2 });
    expect(page2.applications.map((x) => x.name)).toEqual(["Zeenat Parveen"]);
    // The user's % and _ match themselves, not any text.
    expect((await list("q=%25")).applications).toEqual([]);
    expect((await list("q=_")).applications).toEqual([]);
    const bad = await call(listApplications, { path: "/api/gov/applications?from=2026-02-30", headers: auth });
    expect(bad.status).toBe(400);
  });
});
