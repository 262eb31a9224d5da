// Staff decisions reach the applicant, on both boards: a reason is required to reject (and to
// cancel a government application), staff cannot withdraw, and every real change writes one
// history row and queues exactly one mail (text and html) to the applicant; the applicant's
// status lookup shows the history with the reason.
import { beforeAll, describe, expect, it } from "vitest";

import { POST as bulk } from "@/app/api/applications/bulk-status/route";
import { PUT as setCompanyStatus } from "@/app/api/applications/[id]/status/route";
import { GET as companyDetail } from "@/app/api/admin/applications/[id]/route";
import { GET as govDetail } from "@/app/api/gov/applications/[id]/route";
import { POST as lookup } from "@/app/api/gov/applications/lookup/route";
import { PUT as setGovStatus } from "@/app/api/gov/applications/[id]/status/route";
import { db } from "@/lib/server/db/client";
import { bearer, makeApplication, makeJob, usersByRole } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";
import { createGovJob } from "@/lib/testing/gov";
import { applyTo, bearerFor, pay } from "@/lib/testing/gov-console";

let companyAuth: string;
let govAuth: Record<string, string>;
let jobId: string;

beforeAll(async () => {
  const { users } = await usersByRole();
  companyAuth = await bearer(users.CompanyAdmin);
  govAuth = (await bearerFor("GovAdmin")).headers;
  jobId = (await makeJob({ title: "Payroll Analyst" })).id;
});

const companyPut = (id: string, body: object) =>
  call(setCompanyStatus, {
    method: "PUT",
    path: `/api/applications/${id}/status`,
    params: { id },
    body,
    headers: { authorization: companyAuth },
  });
const companyBulk = (body: object) =>
  call(bulk, { method: "POST", path: "/api/applications/bulk-status", body, headers: { authorization: companyAuth } });
const govPut = (id: string, body: object) =>
  call(setGovStatus, {
    method: "PUT",
    path: `/api/gov/applications/${id}/status`,
    params: { id },
    body,
    headers: govAuth,
  });

/** The decision mails queued for these applications (through their history rows). */
async function decisionMails(where: { companyApplicationId: string } | { govApplicationId: string }) {
  const changes = await db.applicationStatusChange.findMany({ where, orderBy: { createdAt: "asc" } });
  const mails = await db.mailOutbox.findMany({
    where: { dedupeKey: { in: changes.map((c) => `status-change:${c.id}`) } },
  });
  return { changes, mails };
}

const REASON = "Required qualification not met: needs a CA <Inter> & 2 years";

describe("company board", () => {
  it.each([
    ["no reason", { status: "rejected" }],
    ["a blank reason", { status: "rejected", reason: "   " }],
    ["a reason over 500 characters", { status: "rejected", reason: "x".repeat(501) }],
  ])("refuses a rejection with %s (400, field error on reason) and changes nothing", async (_, body) => {
    const app = await makeApplication(jobId);
    const res = await companyPut(app.id, body);
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("reason");
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("pending");
    expect((await decisionMails({ companyApplicationId: app.id })).changes).toEqual([]);
  });

  it("refuses withdrawn: only the applicant withdraws", async () => {
    const app = await makeApplication(jobId);
    const res = await companyPut(app.id, { status: "withdrawn" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Only the applicant can withdraw an application.");
    const many = await companyBulk({ ids: [app.id], status: "withdrawn" });
    expect(many.status).toBe(400);
  });

  it("a rejection with a reason writes one history row and mails the applicant once, with the reason", async () => {
    const app = await makeApplication(jobId, { fullName: "Asha <Rao>", email: "asha.decision@example.in" });
    const res = await companyPut(app.id, { status: "rejected", reason: `  ${REASON}  ` });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, changed: true });

    const { changes, mails } = await decisionMails({ companyApplicationId: app.id });
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ status: "rejected", reason: REASON, actor: "staff" });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe("asha.decision@example.in");
    expect(mail.subject).toContain("Payroll Analyst");
    expect(mail.subject).toContain("Rejected");
    expect(mail.text).toContain(`Reason: ${REASON}`);
    expect(mail.text).toMatch(/apply for other openings at:\nhttps?:\/\/[^\s]+\/career/);
    // The html says the same, with what people typed escaped.
    expect(mail.html).toContain("needs a CA &lt;Inter&gt; &amp; 2 years");
    expect(mail.html).toContain("Dear Asha &lt;Rao&gt;,");
    expect(mail.html).not.toContain("<Inter>");
    expect(await db.mailOutbox.count({ where: { to: "asha.decision@example.in" } })).toBe(1);
  });

  it("setting the same status again writes no row and sends nothing", async () => {
    const app = await makeApplication(jobId);
    await companyPut(app.id, { status: "shortlisted" });
    const again = await companyPut(app.id, { status: "shortlisted" });
    expect(again.json).toMatchObject({ success: true, changed: false });
    const { changes, mails } = await decisionMails({ companyApplicationId: app.id });
    expect(changes).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("We will contact you about the next round.");
  });

  it("bulk: a rejection needs the reason; a change of 3 sends 3 mails, one to each applicant", async () => {
    const apps = [];
    for (const i of [1, 2, 3]) apps.push(await makeApplication(jobId, { email: `bulk${i}.dec@example.in` }));
    const ids = apps.map((a) => a.id);
    const refused = await companyBulk({ ids, status: "rejected" });
    expect(refused.status).toBe(400);
    expect(refused.json.errors).toHaveProperty("reason");

    const res = await companyBulk({ ids, status: "rejected", reason: "Position filled" });
    expect(res.status).toBe(200);
    for (const app of apps) {
      const { changes, mails } = await decisionMails({ companyApplicationId: app.id });
      expect(changes).toHaveLength(1);
      expect(mails).toHaveLength(1);
      expect(mails[0].to).toBe(app.email);
      expect(mails[0].text).toContain("Reason: Position filled");
    }
    // Again: all three already rejected, nothing more is sent.
    await companyBulk({ ids, status: "rejected", reason: "Position filled" });
    expect(await db.mailOutbox.count({ where: { to: { in: apps.map((a) => a.email) } } })).toBe(3);
  });
});

describe("government board", () => {
  const DOB = "1998-04-15";

  async function paidApplication(email: string) {
    const job = await createGovJob({ title: "Junior Clerk" });
    const app = await applyTo(job.id, { email, dob: DOB });
    await pay(app.id);
    return app;
  }

  it.each([["rejected"], ["cancelled"]])("refuses %s without a reason (400, field error)", async (status) => {
    const app = await paidApplication(`gov-${status}-noreason@example.in`);
    const res = await govPut(app.id, { status });
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveProperty("reason");
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("pending");
  });

  it("refuses withdrawn from staff", async () => {
    const app = await paidApplication("gov-withdraw@example.in");
    const res = await govPut(app.id, { status: "withdrawn" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Only the applicant can withdraw an application.");
  });

  it("a rejection mails the applicant once and the lookup shows the history with the reason", async () => {
    const app = await paidApplication("gov-reject@example.in");
    await govPut(app.id, { status: "under_review" });
    const res = await govPut(app.id, { status: "rejected", reason: "Documents incomplete or invalid: <no> signature" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      status: "rejected",
      previousStatus: "under_review",
      changed: true,
    });
    const again = await govPut(app.id, { status: "rejected", reason: "Duplicate application" });
    expect(again.json).toMatchObject({ changed: false });

    const { changes, mails } = await decisionMails({ govApplicationId: app.id });
    expect(changes.map((c) => c.status)).toEqual(["under_review", "rejected"]);
    expect(mails).toHaveLength(1); // Pending to Under Review reads the same to the applicant: no mail (e8fed23)
    const rejection = mails.find((m) => m.dedupeKey === `status-change:${changes[1].id}`)!;
    expect(rejection.subject).toContain("Junior Clerk");
    expect(rejection.text).toContain("Reason: Documents incomplete or invalid: <no> signature");
    expect(rejection.html).toContain("Documents incomplete or invalid: &lt;no&gt; signature");

    const found = await call(lookup, {
      method: "POST",
      path: "/api/gov/applications/lookup",
      body: { applicationNumber: app.applicationNumber, dob: DOB },
    });
    expect(found.status).toBe(200);
    const history = (found.json.application as { history: { status: string; label: string; reason: string | null }[] })
      .history;
    expect(history.map(({ status, label, reason }) => ({ status, label, reason }))).toEqual([
      { status: "submitted", label: "Submitted", reason: null },
      { status: "under_review", label: "Under Review", reason: null },
      { status: "rejected", label: "Rejected", reason: "Documents incomplete or invalid: <no> signature" },
    ]);
  });

  it("two admins deciding from one screen: the second is refused (409) and the first decision stays", async () => {
    const app = await paidApplication("gov-two-admins@example.in");
    // Both opened the application while it was Pending; the first approves it.
    expect((await govPut(app.id, { status: "approved", from: "pending" })).status).toBe(200);
    const second = await govPut(app.id, { status: "rejected", reason: "Duplicate application", from: "pending" });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(
      "This application was changed by someone else meanwhile (now approved), so this change was not made. Check its current status before you decide again.",
    );
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("approved");
    const { changes, mails } = await decisionMails({ govApplicationId: app.id });
    expect(changes.map((c) => c.status)).toEqual(["approved"]);
    expect(mails).toHaveLength(1);
    // The same decision twice is no conflict: nothing to overwrite, nothing sent.
    expect((await govPut(app.id, { status: "approved", from: "pending" })).json).toMatchObject({ changed: false });
    // From the screen as it is now, the change goes through.
    expect((await govPut(app.id, { status: "shortlisted", from: "approved" })).status).toBe(200);
  });

  it("cancellation says the fee will be refunded; approval points to the call letter", async () => {
    const cancelled = await paidApplication("gov-cancel@example.in");
    expect((await govPut(cancelled.id, { status: "cancelled", reason: "Duplicate application" })).status).toBe(200);
    const approved = await paidApplication("gov-approve@example.in");
    expect((await govPut(approved.id, { status: "approved" })).status).toBe(200);

    const [cancelMail] = (await decisionMails({ govApplicationId: cancelled.id })).mails;
    expect(cancelMail.subject).toContain("Cancelled");
    expect(cancelMail.text).toContain("Reason: Duplicate application");
    expect(cancelMail.text).toContain("Any fee you paid will be refunded");
    const [approveMail] = (await decisionMails({ govApplicationId: approved.id })).mails;
    expect(approveMail.text).toContain("Your call letter will be issued on the status page");
    expect(approveMail.html).toContain("/gov-career/status");
  });
});

describe("the mail each console lists", () => {
  it("is only its own board's: one person who applied on both boards", async () => {
    const email = "both-boards@example.in";
    const company = await makeApplication(jobId, { email });
    expect((await companyPut(company.id, { status: "rejected", reason: REASON })).status).toBe(200);
    const job = await createGovJob({ title: "Village Level Worker" });
    const gov = await applyTo(job.id, { email, dob: "1999-01-02" });
    await pay(gov.id);
    expect((await govPut(gov.id, { status: "cancelled", reason: "Duplicate application" })).status).toBe(200);

    const companyView = await call(companyDetail, {
      path: `/api/admin/applications/${company.id}`,
      params: { id: company.id },
      headers: { authorization: companyAuth },
    });
    const govView = await call(govDetail, {
      path: `/api/gov/applications/${gov.id}`,
      params: { id: gov.id },
      headers: govAuth,
    });
    const subjects = (res: typeof companyView) =>
      ((res.json.application ?? res.json) as { mails: { subject: string }[] }).mails.map((m) => m.subject);
    expect(companyView.status).toBe(200);
    expect(govView.status).toBe(200);
    const companyMails = subjects(companyView);
    const govMails = subjects(govView);
    expect(companyMails.some((s) => s.includes("Payroll Analyst"))).toBe(true);
    expect(companyMails.some((s) => s.includes("Village Level Worker"))).toBe(false);
    expect(govMails.some((s) => s.includes("Village Level Worker"))).toBe(true);
    expect(govMails.some((s) => s.includes("Payroll Analyst"))).toBe(false);
  });
});
