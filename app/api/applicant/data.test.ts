// "Download my data" and "Delete my data" in the applicant portal (DPDP Act 2023): the ZIP holds
// the applicant's own applications and files on both boards and nothing of anybody else; erasure
// anonymises every application of theirs, keeps the payment ledger, ends the session and is audited.
import { unzipSync, strFromU8 } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";

import { POST as erase } from "@/app/api/applicant/erase/route";
import { GET as exportData } from "@/app/api/applicant/export/route";
import { GET as listApplications } from "@/app/api/applicant/applications/route";
import { applicantLimitKeys } from "@/lib/server/applicant/otp";
import { applicationMailKey } from "@/lib/server/gov/applications";
import { db } from "@/lib/server/db/client";
import { lookupApplicationStatus } from "@/lib/server/gov/status";
import { lookupHash } from "@/lib/server/platform/crypto";
import { readFile } from "@/lib/server/platform/storage";
import { privacyLog } from "@/lib/server/privacy/log";
import { applicantSession } from "@/lib/testing/applicant";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";
import { createGovJob } from "@/lib/testing/gov";
import { applyTo, bearerFor, pay } from "@/lib/testing/gov-console";

const A = "nisha.data@example.in";
const B = "other.data@example.in";
const DOB = "1998-04-15";
const fx = {} as {
  company: { id: string; reference: string };
  companyB: { id: string; reference: string };
  gov: { id: string; applicationNumber: string };
  govPaid: { id: string; applicationNumber: string };
  govB: { id: string; applicationNumber: string };
};

beforeAll(async () => {
  const job = await makeJob();
  fx.company = await makeApplication(job.id, { email: A, fileName: "Nisha CV.pdf" });
  fx.companyB = await makeApplication(job.id, { email: B });
  const govJob = await createGovJob({ feePaise: 25_000 });
  fx.gov = await applyTo(govJob.id, { email: A, panNo: "ABCDE1234F" });
  fx.govPaid = await applyTo((await createGovJob({ feePaise: 10_000 })).id, { email: A });
  await pay(fx.govPaid.id);
  fx.govB = await applyTo(govJob.id, { email: B });
});

/** The handler itself: call() reads the body as text, which would mangle the ZIP. */
async function download(headers: Record<string, string>) {
  const res = await exportData(new Request("http://127.0.0.1:3000/api/applicant/export", { headers }), {
    params: Promise.resolve({}),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const post = (headers: Record<string, string>, body: unknown) =>
  call(erase, { method: "POST", body, headers: { origin: "http://127.0.0.1:3000", ...headers } });

describe("GET /api/applicant/export", () => {
  it("is a ZIP of the applicant's applications on both boards, their files, and nothing of another applicant", async () => {
    const { headers } = await applicantSession(A);
    const { res, bytes } = await download(headers);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get("cache-control")).toContain("no-store");

    const zip = unzipSync(bytes);
    const data = JSON.parse(strFromU8(zip["applications.json"]));
    expect(data.company.map((a: { reference: string }) => a.reference)).toEqual([fx.company.reference]);
    expect(data.gov.map((a: { applicationNumber: string }) => a.applicationNumber).sort()).toEqual(
      [fx.gov.applicationNumber, fx.govPaid.applicationNumber].sort(),
    );
    const gov = data.gov.find((a: { applicationNumber: string }) => a.applicationNumber === fx.gov.applicationNumber);
    // Masked, never decrypted: the portal proves only control of the mailbox.
    expect(gov.pan).toBe("XXXXXX234F");
    expect(gov.aadhaar).toMatch(/^XXXX XXXX \d{4}$/);
    const stored = await db.govApplication.findUniqueOrThrow({
      where: { id: fx.gov.id },
      select: { aadhaarLast4: true },
    });
    expect(gov.aadhaar).toBe(`XXXX XXXX ${stored.aadhaarLast4}`);
    expect(strFromU8(zip["applications.json"])).not.toContain("ABCDE1234F");
    expect(gov.dob).toBe(DOB);
    expect(gov.files.photo.path).toBe(`files/${fx.gov.applicationNumber}/photo.jpg`);
    const paid = data.gov.find(
      (a: { applicationNumber: string }) => a.applicationNumber === fx.govPaid.applicationNumber,
    );
    expect(paid.payments).toEqual([expect.objectContaining({ amountPaise: 10_000, status: "captured" })]);
    expect(data.company[0].files.resume.originalName).toBe("Nisha CV.pdf");

    const row = await db.govApplication.findUniqueOrThrow({ where: { id: fx.gov.id } });
    const photo = await readFile(db, row.photoFileId!);
    expect(zip[`files/${fx.gov.applicationNumber}/photo.jpg`]).toEqual(new Uint8Array(photo!.data));
    expect(zip[`files/${fx.gov.applicationNumber}/signature.jpg`]?.byteLength).toBeGreaterThan(0);
    const resume = await db.companyApplication.findUniqueOrThrow({ where: { id: fx.company.id } });
    const resumeFile = await readFile(db, resume.resumeFileId!);
    expect(zip[`files/${fx.company.reference}/Nisha CV.pdf`]).toEqual(new Uint8Array(resumeFile!.data));

    const everything = Object.keys(zip).join("\n") + strFromU8(zip["applications.json"]);
    for (const other of [fx.companyB.reference, fx.govB.applicationNumber, B]) expect(everything).not.toContain(other);

    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "applicant.export" },
      orderBy: { createdAt: "desc" },
    });
    expect(entry.data).toEqual({ companyApplications: 1, govApplications: 2, files: 5 });
  });

  it("holds what else they gave with the address: contact messages, the newsletter, and each correction", async () => {
    const { headers } = await applicantSession(A);
    const message = await db.contactMessage.create({
      data: { name: "A Person", email: A.toUpperCase(), message: "Please call me about the clerk post." },
    });
    const newsletter = await db.newsletterSubscription.create({ data: { email: A } });
    const correction = await db.govApplicationCorrection.create({
      data: {
        applicationId: fx.gov.id,
        version: 1,
        changes: { mobile2: { before: null, after: "9123456780" } },
        feeBeforePaise: 25_000,
        feeAfterPaise: 25_000,
      },
    });
    try {
      const data = JSON.parse(strFromU8(unzipSync((await download(headers)).bytes)["applications.json"]));
      expect(data.contactMessages).toEqual([
        expect.objectContaining({ message: "Please call me about the clerk post.", name: "A Person" }),
      ]);
      expect(data.newsletter).toMatchObject({ email: A, unsubscribedAt: null });
      const gov = data.gov.find((a: { applicationNumber: string }) => a.applicationNumber === fx.gov.applicationNumber);
      expect(gov.corrections).toEqual([
        expect.objectContaining({ version: 1, changes: { mobile2: { before: null, after: "9123456780" } } }),
      ]);
    } finally {
      await db.contactMessage.delete({ where: { id: message.id } });
      await db.newsletterSubscription.delete({ where: { id: newsletter.id } });
      await db.govApplicationCorrection.delete({ where: { id: correction.id } });
    }
  });

  it("is limited to a few downloads an hour per applicant", async () => {
    const { headers } = await applicantSession();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await download(headers)).res.status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("refuses anyone who is not a signed-in applicant", async () => {
    expect((await download({})).res.status).toBe(401);
    for (const role of ["Admin", "Employee"] as const) {
      expect((await download((await bearerFor(role)).headers)).res.status).toBe(403);
    }
  });
});

describe("POST /api/applicant/erase", () => {
  it("needs { confirm: DELETE } and a signed-in applicant", async () => {
    const { headers } = await applicantSession(A);
    for (const body of [{}, { confirm: "delete" }, { confirm: "yes" }]) {
      const res = await post(headers, body);
      expect(res.status).toBe(400);
    }
    expect((await post({}, { confirm: "DELETE" })).status).toBe(401);
    expect((await post((await bearerFor("Admin")).headers, { confirm: "DELETE" })).status).toBe(403);
    expect(await db.govApplication.count({ where: { email: A } })).toBe(2);
  });

  it("anonymises every application of theirs, keeps the payments, ends the session and is audited", async () => {
    expect(await lookupApplicationStatus(fx.gov.applicationNumber, DOB)).not.toBeNull();
    const session = await applicantSession(A);
    await db.mailOutbox.create({ data: { to: A, subject: "Old", text: "x", status: "sent" } });
    await db.applicantOtp.create({ data: { email: A, codeHash: "x", expiresAt: new Date() } });
    // The same person wrote through the contact form and subscribed to the newsletter.
    const message = await db.contactMessage.create({
      data: { name: "A Person", email: A.toUpperCase(), phone: "9876543210", message: "Please call me." },
    });
    await db.newsletterSubscription.create({ data: { email: A } });
    // The limits keyed by the address: sign-in (codes asked for it, wrong codes tried) and the
    // government form's mails to it.
    const limits = [...applicantLimitKeys(A), applicationMailKey(A)];
    const expiresAt = new Date(Date.now() + 3600_000);
    for (const key of limits)
      await db.rateLimit.upsert({ where: { key }, create: { key, count: 1, expiresAt }, update: { expiresAt } });
    const paymentsBefore = await db.payment.findMany({ where: { applicationId: fx.govPaid.id } });
    expect(paymentsBefore).toHaveLength(1);
    // The unpaid application had a checkout opened and one attempt fail: no money, so no fee kept.
    for (const status of ["created", "failed"] as const)
      await db.payment.create({
        data: {
          applicationId: fx.gov.id,
          mode: "test",
          orderId: `order_unpaid_${status}`,
          amountPaise: 50_000,
          status,
        },
      });

    const res = await post(session.headers, { confirm: "DELETE" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      erased: { companyApplications: 1, govApplications: 2, files: 5 },
      paymentsKept: 1,
      kept: "Paid fees are kept as accounting records without your name or contact details.",
    });
    expect(res.headers.get("set-cookie")).toMatch(/Max-Age=0/);

    expect(await db.companyApplication.count({ where: { email: A } })).toBe(0);
    expect(await db.govApplication.count({ where: { email: A } })).toBe(0);
    for (const { applicationNumber } of [fx.gov, fx.govPaid]) {
      expect(await lookupApplicationStatus(applicationNumber, DOB)).toBeNull();
    }
    const paid = await db.govApplication.findUniqueOrThrow({ where: { id: fx.govPaid.id } });
    expect(paid).toMatchObject({ name: "Anonymised", photoFileId: null, paymentStatus: "completed" });
    // Still in progress, so withdrawn first, the paid one too: no nameless candidate is left to decide.
    expect(res.json.erased).toMatchObject({ withdrawn: 3 });
    expect(paid.status).toBe("withdrawn");
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: fx.company.id } })).status).toBe("withdrawn");
    const history = await db.applicationStatusChange.findMany({
      where: { govApplicationId: { in: [fx.gov.id, fx.govPaid.id] }, status: "withdrawn" },
    });
    expect(history.map((h) => h.actor)).toEqual(["applicant", "applicant"]);
    expect(await db.payment.findMany({ where: { applicationId: fx.govPaid.id } })).toEqual(paymentsBefore);
    expect(await db.applicant.count({ where: { email: A } })).toBe(0);
    expect(await db.applicantOtp.count({ where: { email: A } })).toBe(0);
    expect(await db.mailOutbox.count({ where: { to: A } })).toBe(0);
    expect(await db.contactMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      email: "",
      phone: null,
      message: "",
    });
    expect(await db.newsletterSubscription.count({ where: { email: A } })).toBe(0);
    expect(await db.rateLimit.count({ where: { key: { in: limits } } })).toBe(0);

    expect((await call(listApplications, { headers: session.headers })).status).toBe(401);

    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "applicant.erasure", entityId: session.applicant.id },
    });
    expect(entry.entityType).toBe("Applicant");
    expect(entry.data).toMatchObject({
      companyApplications: 1,
      govApplications: 2,
      withdrawn: 3,
      paymentsKept: 1,
      mails: expect.any(Number),
      emailHash: lookupHash(A, "applicant-erasure"),
    });
    expect(JSON.stringify(entry.data)).not.toContain(A);
    // Neither it nor the portal's earlier entries (the data export above) keep where the person was.
    const entries = await db.auditLog.findMany({ where: { entityType: "Applicant", entityId: session.applicant.id } });
    expect([...new Set(entries.map((e) => e.action))].sort()).toEqual(["applicant.erasure", "applicant.export"]);
    expect(entries.filter((e) => e.ip !== null)).toEqual([]);

    // The admin console's Data Erasure list shows it with its counts and a reference, not the address.
    const listed = (await privacyLog(100)).find((e) => e.id === entry.id);
    expect(listed).toMatchObject({ kind: "erasure", reference: lookupHash(A, "applicant-erasure").slice(0, 12) });
    expect(listed!.counts).toEqual(
      expect.arrayContaining([
        ["Company applications", 1],
        ["Government applications", 2],
        ["Payments kept", 1],
        ["Withdrawn first (still in progress)", 3],
      ]),
    );
  });

  it("leaves a look-alike address alone: its '_' is a character, not a wildcard that matches any", async () => {
    // A stranger wrote from "rahul.kumar@…" and subscribed; the applicant's address is "rahul_kumar@…".
    const stranger = "rahul.kumar@example.in";
    const own = "rahul_kumar@example.in";
    const theirs = await db.contactMessage.create({
      data: { name: "Rahul Kumar", email: stranger, phone: "9876501234", message: "Is the clerk post open?" },
    });
    await db.newsletterSubscription.create({ data: { email: stranger } });
    const mine = await db.contactMessage.create({ data: { name: "R K", email: own.toUpperCase(), message: "Hello." } });
    const session = await applicantSession(own);

    const data = JSON.parse(strFromU8(unzipSync((await download(session.headers)).bytes)["applications.json"]));
    expect(data.contactMessages).toEqual([expect.objectContaining({ message: "Hello." })]);
    expect(JSON.stringify(data)).not.toContain(stranger);
    expect(data.newsletter).toBeNull();

    const res = await post(session.headers, { confirm: "DELETE" });
    expect(res.status, res.text).toBe(200);
    expect(await db.contactMessage.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({
      email: stranger,
      message: "Is the clerk post open?",
      anonymisedAt: null,
    });
    expect(await db.newsletterSubscription.count({ where: { email: stranger } })).toBe(1);
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: mine.id } })).anonymisedAt).not.toBeNull();
  });

  it("leaves other applicants untouched", async () => {
    const companyB = await db.companyApplication.findUniqueOrThrow({ where: { id: fx.companyB.id } });
    expect(companyB).toMatchObject({ email: B, anonymisedAt: null });
    expect(companyB.resumeFileId).not.toBeNull();
    expect(await lookupApplicationStatus(fx.govB.applicationNumber, DOB)).not.toBeNull();
  });
});
