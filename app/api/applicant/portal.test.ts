// The applicant portal's API: sign-in by e-mailed code, the applicant's own applications on both
// boards (and nobody else's), withdrawal, the company status lookup, and who may call what.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { POST as withdrawCompany } from "@/app/api/applicant/applications/company/[id]/withdraw/route";
import { POST as withdrawGov } from "@/app/api/applicant/applications/gov/[id]/withdraw/route";
import { GET as listApplications } from "@/app/api/applicant/applications/route";
import { POST as requestCode } from "@/app/api/applicant/code/route";
import { DELETE as signOut, POST as signIn } from "@/app/api/applicant/session/route";
import { POST as lookup } from "@/app/api/applications/lookup/route";
import { POST as submitGov } from "@/app/api/gov/applications/route";
import { GET as me } from "@/app/api/me/route";
import { PUT as changePassword } from "@/app/api/auth/change-password/route";
import { ROLES } from "@/lib/auth/permissions";
import { authOptions } from "@/lib/server/auth/next-auth";
import { expireUnpaidApplications } from "@/lib/server/gov/expiry";
import { markPaid } from "@/lib/server/payments/mark-paid";
import { createOrderForApplication } from "@/lib/server/payments/orders";
import type { Role } from "@/lib/generated/prisma/enums";
import { OTP_LIMITS } from "@/lib/server/applicant/otp";
import { COMPANY_LOOKUP_LIMITS } from "@/lib/server/careers/status";
import { WITHDRAW_MESSAGES } from "@/lib/server/applicant/withdraw";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { applicantSession, codeFromOutbox } from "@/lib/testing/applicant";
import { makeApplication, makeJob } from "@/lib/testing/company-console";
import { call } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, send } from "@/lib/testing/gov";
import { applyTo, bearerFor, decideStatus, pay, refundFromConsole } from "@/lib/testing/gov-console";
import hi from "@/messages/hi.json";

type Handler = Parameters<typeof call>[0];
let ip = 0;
/** Each call from its own address, so the per-IP limits do not spill from one test to the next. */
const from = () => ({ "x-forwarded-for": `203.0.113.${(++ip % 250) + 1}` });

const post = (handler: Handler, body: unknown, headers: Record<string, string> = {}) =>
  call(handler, { method: "POST", body, headers: { ...from(), ...headers } });

const A = "asha.verma@example.in";
const B = "bilal.khan@example.in";
const fx = {} as {
  companyA: { id: string; reference: string };
  companyB: { id: string; reference: string };
  govA: { id: string; applicationNumber: string };
  govAPaid: { id: string; applicationNumber: string };
  govB: { id: string; applicationNumber: string };
};

beforeAll(async () => {
  const job = await makeJob();
  const otherJob = await makeJob();
  fx.companyA = await makeApplication(job.id, { email: A });
  fx.companyB = await makeApplication(job.id, { email: B });
  await makeApplication(otherJob.id, { email: A, status: "hired" });
  const govJob = await createGovJob({ feePaise: 25_000 });
  fx.govA = await applyTo(govJob.id, { email: "Asha.Verma@Example.in" });
  fx.govAPaid = await applyTo((await createGovJob({ feePaise: 10_000 })).id, { email: A });
  await pay(fx.govAPaid.id);
  fx.govB = await applyTo(govJob.id, { email: B });
  // Codes and other notices are written after their answers: let them land before counting mail.
  await backgroundSettled();
});

async function signInAs(email: string) {
  expect((await post(requestCode, { email })).status).toBe(200);
  const res = await post(signIn, { email, code: await codeFromOutbox(email) });
  expect(res.status, res.text).toBe(200);
  return res;
}

describe("sign-in by e-mailed code", () => {
  it("mails a 6-digit code, stored only hashed, and answers the same for an address without applications", async () => {
    const before = await db.mailOutbox.count();
    const known = await post(requestCode, { email: " ASHA.VERMA@example.in " });
    const unknown = await post(requestCode, { email: "nobody-here@example.in" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual(known.json);
    await backgroundSettled(); // the code is made and mailed after the answer
    expect(await db.mailOutbox.count()).toBe(before + 1);
    const code = await codeFromOutbox(A);
    expect(code).toMatch(/^\d{6}$/);
    const otp = await db.applicantOtp.findFirstOrThrow({ where: { email: A }, orderBy: { createdAt: "desc" } });
    expect(otp.codeHash).not.toContain(code);
    expect(otp.expiresAt.getTime() - otp.createdAt.getTime()).toBeCloseTo(10 * 60 * 1000, -4);
    expect(await db.mailOutbox.count({ where: { dedupeKey: `otp:${otp.id}` } })).toBe(1);
    expect(await db.applicantOtp.count({ where: { email: "nobody-here@example.in" } })).toBe(0);
  });

  it("refuses a foreign Origin and an ill-formed address", async () => {
    expect((await post(requestCode, { email: A }, { origin: "https://evil.example" })).status).toBe(403);
    const bad = await post(requestCode, { email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ success: false, errors: { email: expect.any(String) } });
  });

  it("signs in every address the government form took, though a stricter rule would refuse it", async () => {
    const email = "ram.@gmail.com"; // accepted by the form's simple pattern, not by z.email()
    const job = await createGovJob({ feePaise: 10_000 });
    const app = await applyTo(job.id, { email });
    await signInAs(email);
    const { headers } = await applicantSession(email);
    const gov = (await call(listApplications, { headers })).json.gov as { id: string }[];
    expect(gov.map((a) => a.id)).toEqual([app.id]);
  });

  it("signs in an address typed in another Unicode form than the one the form stored", async () => {
    // "ज़" typed as one character (U+095B): the form stores its NFC form, "ज" and a nukta.
    const typed = "\u095Bubair@example.in";
    const stored = "\u091C\u093Cubair@example.in";
    const app = await applyTo((await createGovJob({ feePaise: 10_000 })).id, { email: typed });
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).email).toBe(stored);
    expect((await post(requestCode, { email: typed })).status).toBe(200);
    const res = await post(signIn, { email: typed, code: await codeFromOutbox(stored) });
    expect(res.status, res.text).toBe(200);
  });

  it("locks a code after 5 wrong tries: even the right code is then refused", async () => {
    await post(requestCode, { email: B });
    const code = await codeFromOutbox(B);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++) {
      const res = await post(signIn, { email: B, code: wrong });
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ success: false, message: expect.stringContaining("wrong or has expired") });
    }
    expect((await post(signIn, { email: B, code })).status).toBe(401);
  });

  it("counts codes for every spelling of one inbox together: no more than 10 an hour reach it", async () => {
    const job = await makeJob();
    const spellings = ["inbox.owner+1@gmail.com", "inbox.owner+2@gmail.com", "InboxOwner@gmail.com"];
    for (const email of spellings) await makeApplication(job.id, { email: email.toLowerCase() });
    const answers: number[] = [];
    for (const email of spellings)
      for (let i = 0; i < 5; i++) answers.push((await post(requestCode, { email })).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(OTP_LIMITS.requestsPerMailbox.limit);
    expect(answers.slice(OTP_LIMITS.requestsPerMailbox.limit).every((s) => s === 429)).toBe(true);
    await backgroundSettled();
    const codes = await db.mailOutbox.count({
      where: { to: { in: spellings.map((e) => e.toLowerCase()) }, subject: { startsWith: "Your sign-in code for" } },
    });
    expect(codes).toBe(OTP_LIMITS.requestsPerMailbox.limit);
  });

  it("refuses a patient guesser after 20 wrong codes for one address in a day, from any client address", async () => {
    const email = "patient.target@example.in";
    await makeApplication((await makeJob()).id, { email });
    const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    // Four codes, five wrong tries each, every try from another client address.
    for (let round = 0; round < 4; round++) {
      await post(requestCode, { email });
      const wrong = wrongFor(await codeFromOutbox(email));
      for (let i = 0; i < 5; i++) expect((await post(signIn, { email, code: wrong })).status).toBe(401);
    }
    await post(requestCode, { email });
    const refused = await post(signIn, { email, code: await codeFromOutbox(email) });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe("Too many attempts. Please try again later.");
    expect(refused.headers.get("retry-after")).toBeTruthy();
  });

  it("a try refused only because its address is locked does not spend the client address's budget", async () => {
    const locked = "locked.out@example.in";
    const other = "same.office@example.in";
    const job = await makeJob();
    await makeApplication(job.id, { email: locked });
    await makeApplication(job.id, { email: other });
    for (let round = 0; round < 4; round++) {
      await post(requestCode, { email: locked });
      const wrong = String((Number(await codeFromOutbox(locked)) + 1) % 1_000_000).padStart(6, "0");
      for (let i = 0; i < 5; i++) await post(signIn, { email: locked, code: wrong });
    }
    // One office address tries the locked address again and again: refused, more times than its
    // own budget of wrong codes, yet a colleague behind it still signs in.
    const office = { "x-forwarded-for": "198.51.100.77" };
    for (let i = 0; i < OTP_LIMITS.failuresPerIp.limit + 1; i++) {
      expect((await post(signIn, { email: locked, code: "000000" }, office)).status).toBe(429);
    }
    await post(requestCode, { email: other });
    const res = await post(signIn, { email: other, code: await codeFromOutbox(other) }, office);
    expect(res.status, res.text).toBe(200);
  });

  it("checks a wrong code with the same statements whether or not the address has a code (timing says nothing)", async () => {
    await post(requestCode, { email: B });
    await backgroundSettled();
    const statements = async (email: string) => {
      const spy = vi.spyOn(db.applicantOtp, "updateMany");
      try {
        expect((await post(signIn, { email, code: "000000" })).status).toBe(401);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    expect(await statements("never-applied@example.in")).toBe(await statements(B));
  });

  it("refuses an expired code", async () => {
    await post(requestCode, { email: B });
    const code = await codeFromOutbox(B);
    await db.applicantOtp.updateMany({ where: { email: B }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await post(signIn, { email: B, code })).status).toBe(401);
  });

  it("signs in once with the right code: a session cookie and token with the Applicant role", async () => {
    await post(requestCode, { email: A });
    const code = await codeFromOutbox(A);
    const res = await post(signIn, { email: A, code });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, email: A, role: "Applicant", token: expect.any(String) });
    // A browser-session cookie (no Max-Age, no Expires): closing the café's browser signs out.
    expect(res.headers.get("set-cookie")).toMatch(/^hr\.session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect((await post(signIn, { email: A, code })).status).toBe(401); // single use
    const list = await call(listApplications, { headers: { authorization: `Bearer ${res.json.token as string}` } });
    expect(list.status).toBe(200);
    expect((await db.applicant.findUniqueOrThrow({ where: { email: A } })).lastLoginAt).not.toBeNull();
  });

  it("next-auth's applicant-code provider signs in with the same check", async () => {
    const provider = authOptions().providers.find(
      (p) => (p as { options?: { id?: string } }).options?.id === "applicant-code",
    ) as unknown as { options: { authorize: (c: Record<string, string>, r: { headers: object }) => Promise<unknown> } };
    await post(requestCode, { email: A });
    const code = await codeFromOutbox(A);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const authorize = (c: string) => provider.options.authorize({ email: A, code: c }, { headers: from() });
    await expect(authorize(wrong)).rejects.toThrow("wrong or has expired");
    const user = await authorize(code);
    const applicant = await db.applicant.findUniqueOrThrow({ where: { email: A } });
    expect(user).toEqual({ id: applicant.id, name: A, role: "Applicant", tv: applicant.tokenVersion });
    await expect(authorize(code)).rejects.toThrow("wrong or has expired"); // single use
  });

  it("signing out ends the session", async () => {
    const res = await signInAs(A);
    const headers = { authorization: `Bearer ${res.json.token as string}` };
    const out = await call(signOut, { method: "DELETE", headers });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    expect((await call(listApplications, { headers })).status).toBe(401);
  });
});

describe("the applicant's applications", () => {
  it("lists only the applicant's own, on both boards, with history starting at Submitted", async () => {
    const { headers } = await applicantSession(A);
    const res = await call(listApplications, { headers });
    expect(res.status).toBe(200);
    const company = res.json.company as { id: string; canWithdraw: boolean; history: { label: string }[] }[];
    const gov = res.json.gov as {
      id: string;
      canWithdraw: boolean;
      payUrl: string | null;
      receiptUrl: string | null;
      statusLabel: string;
    }[];
    expect(company.map((a) => a.id)).toContain(fx.companyA.id);
    expect(company.map((a) => a.id)).not.toContain(fx.companyB.id);
    expect(company).toHaveLength(2);
    expect(company.find((a) => a.id === fx.companyA.id)!.history[0].label).toBe("Submitted");
    expect(company.filter((a) => a.canWithdraw)).toHaveLength(1); // the hired one cannot be withdrawn
    expect(gov.map((a) => a.id).sort()).toEqual([fx.govA.id, fx.govAPaid.id].sort());
    const unpaid = gov.find((a) => a.id === fx.govA.id)!;
    expect(unpaid).toMatchObject({ canWithdraw: true, receiptUrl: null, statusLabel: "Payment pending" });
    expect(unpaid.payUrl).toBe(`/gov-career/status?number=${fx.govA.applicationNumber}`);
    const paid = gov.find((a) => a.id === fx.govAPaid.id)!;
    expect(paid).toMatchObject({ canWithdraw: false, payUrl: null });
    expect(paid.receiptUrl).toMatch(/^\/gov-career\/receipt\//);
  });

  it("answers 404 for another applicant's ids, reading or withdrawing, and changes nothing", async () => {
    const { headers } = await applicantSession(A);
    for (const [handler, id] of [
      [withdrawCompany, fx.companyB.id],
      [withdrawGov, fx.govB.id],
      [withdrawCompany, fx.govA.id],
      [withdrawGov, "no-such-id"],
    ] as const) {
      const res = await call(handler, { method: "POST", params: { id }, headers });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ success: false, message: "Application not found." });
    }
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: fx.companyB.id } })).status).toBe("pending");
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: fx.govB.id } })).status).toBe("pending");
  });

  it("withdraws a company application: status, a history row by the applicant, one e-mail; a second try is 409", async () => {
    const { headers } = await applicantSession(A);
    const res = await call(withdrawCompany, { method: "POST", params: { id: fx.companyA.id }, headers });
    expect(res.status, res.text).toBe(200);
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: fx.companyA.id } })).status).toBe("withdrawn");
    const rows = await db.applicationStatusChange.findMany({ where: { companyApplicationId: fx.companyA.id } });
    expect(rows).toMatchObject([{ status: "withdrawn", actor: "applicant" }]);
    const mails = await db.mailOutbox.findMany({ where: { dedupeKey: `withdrawn:${rows[0].id}` } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: A, subject: expect.stringContaining(fx.companyA.reference) });
    const again = await call(withdrawCompany, { method: "POST", params: { id: fx.companyA.id }, headers });
    expect(again.status).toBe(409);
    const list = await call(listApplications, { headers });
    const view = (list.json.company as { id: string; statusLabel: string; history: { label: string }[] }[]).find(
      (a) => a.id === fx.companyA.id,
    )!;
    expect(view.statusLabel).toBe("Withdrawn");
    expect(view.history.map((h) => h.label)).toEqual(["Submitted", "Withdrawn"]);
  });

  it("offers the difference a correction left to pay on a paid application, payable until the window closes", async () => {
    const email = "chitra.rao@example.in";
    const job = await createGovJob({ feePaise: 10_000 });
    const correctionTo = new Date("2026-12-31T00:00:00Z");
    await db.govJob.update({ where: { id: job.id }, data: { correctionTo } });
    const app = await applyTo(job.id, { email });
    await pay(app.id);
    await db.govApplication.update({ where: { id: app.id }, data: { feeDuePaise: 15_000 } });
    const { headers } = await applicantSession(email);
    const [view] = (await call(listApplications, { headers })).json.gov as {
      payNow: { applicationId: string; feePaise: number; lastDate: string } | null;
      receiptUrl: string | null;
    }[];
    expect(view.payNow).toEqual({ applicationId: app.id, feePaise: 15_000, lastDate: "2026-12-31" });
    expect(view.receiptUrl).toMatch(/^\/gov-career\/receipt\//);
  });

  it("withdraws an unpaid government application but not a paid one", async () => {
    const { headers } = await applicantSession(A);
    const paid = await call(withdrawGov, { method: "POST", params: { id: fx.govAPaid.id }, headers });
    expect(paid.status).toBe(409);
    const res = await call(withdrawGov, { method: "POST", params: { id: fx.govA.id }, headers });
    expect(res.status).toBe(200);
    const row = await db.applicationStatusChange.findFirstOrThrow({ where: { govApplicationId: fx.govA.id } });
    expect(row).toMatchObject({ status: "withdrawn", actor: "applicant" });
    expect(await db.mailOutbox.count({ where: { dedupeKey: `withdrawn:${row.id}` } })).toBe(1);
    const list = await call(listApplications, { headers });
    const view = (list.json.gov as { id: string; statusLabel: string; payUrl: string | null }[]).find(
      (a) => a.id === fx.govA.id,
    )!;
    expect(view).toMatchObject({ statusLabel: "Withdrawn", payUrl: null });
    await expect(createOrderForApplication(fx.govA.id)).rejects.toMatchObject({ status: 409 }); // nothing to pay
  });

  it("keeps a rejection: an unpaid rejected government application is not offered Withdraw and is refused (409, saying why)", async () => {
    const email = "devika.nair@example.in";
    const job = await createGovJob({ feePaise: 20_000 });
    const fields = applicationFields(job.id, { email });
    const app = await applyTo(job.id, fields);
    const staff = (await bearerFor("GovAdmin")).headers;
    expect((await decideStatus(app.id, staff, "rejected", "Required qualification not met")).status).toBe(200);
    const { headers } = await applicantSession(email);

    const [view] = (await call(listApplications, { headers })).json.gov as {
      canWithdraw: boolean;
      payUrl: string | null;
      statusLabel: string;
    }[];
    expect(view).toMatchObject({ canWithdraw: false, payUrl: null, statusLabel: "Rejected" });

    const res = await call(withdrawGov, { method: "POST", params: { id: app.id }, headers });
    expect([res.status, res.json.message]).toEqual([409, WITHDRAW_MESSAGES.rejected]);
    const inHindi = await call(withdrawGov, {
      method: "POST",
      params: { id: app.id },
      headers: { ...headers, "accept-language": "hi" },
    });
    expect([inHindi.status, inHindi.json.message]).toEqual([409, hi.errors.portal.rejectedNotWithdrawable]);
    expect(hi.errors.portal.rejectedNotWithdrawable).toBe(
      "यह आवेदन अस्वीकार कर दिया गया है, इसलिए इसे वापस नहीं लिया जा सकता।",
    );
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("rejected");
    expect(await db.applicationStatusChange.count({ where: { govApplicationId: app.id, status: "withdrawn" } })).toBe(
      0,
    );
    // So applying again is still refused as a rejection, never reopened as a new pending application.
    expect((await send(submitGov, applicationRequest(fields))).status).toBe(409);
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("rejected");
  });

  it("keeps a rejection on the company board too, saying why; a hired one is 'no longer' withdrawable", async () => {
    const email = "farhan.ali@example.in";
    const job = await makeJob();
    const rejected = await makeApplication(job.id, { email, status: "rejected" });
    const hired = await makeApplication((await makeJob()).id, { email, status: "hired" });
    const { headers } = await applicantSession(email);
    const list = (await call(listApplications, { headers })).json.company as { id: string; canWithdraw: boolean }[];
    expect(list.every((a) => !a.canWithdraw)).toBe(true);
    const res = await call(withdrawCompany, { method: "POST", params: { id: rejected.id }, headers });
    expect([res.status, res.json.message]).toEqual([409, WITHDRAW_MESSAGES.rejected]);
    const other = await call(withdrawCompany, { method: "POST", params: { id: hired.id }, headers });
    expect([other.status, other.json.message]).toEqual([409, "This application can no longer be withdrawn."]);
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: rejected.id } })).status).toBe("rejected");
  });

  it("says Withdrawn, Cancelled or Rejected for a closed unpaid application, never 'Payment pending'", async () => {
    const email = "gauri.joshi@example.in";
    const job = await createGovJob({ feePaise: 20_000 });
    const staff = (await bearerFor("GovAdmin")).headers;
    const cancelled = await applyTo(job.id, { email });
    expect((await decideStatus(cancelled.id, staff, "cancelled", "Duplicate application")).status).toBe(200);
    const rejected = await applyTo(job.id, { email });
    expect((await decideStatus(rejected.id, staff, "rejected", "Position filled")).status).toBe(200);
    await db.govApplication.update({ where: { id: rejected.id }, data: { paymentStatus: "failed" } });
    const { headers } = await applicantSession(email);
    const views = (await call(listApplications, { headers })).json.gov as { id: string; statusLabel: string }[];
    expect(views.find((a) => a.id === cancelled.id)!.statusLabel).toBe("Cancelled");
    expect(views.find((a) => a.id === rejected.id)!.statusLabel).toBe("Rejected");
  });

  it("offers no receipt for a cancelled application whose fee was refunded in full", async () => {
    const email = "harish.menon@example.in";
    const app = await applyTo((await createGovJob({ feePaise: 20_000 })).id, { email });
    await pay(app.id);
    const { headers } = await applicantSession(email);
    const receipt = async () =>
      ((await call(listApplications, { headers })).json.gov as { receiptUrl: string | null }[])[0].receiptUrl;
    expect(await receipt()).toMatch(/^\/gov-career\/receipt\//);
    const staff = (await bearerFor("GovAdmin")).headers;
    expect((await decideStatus(app.id, staff, "cancelled", "Duplicate application")).status).toBe(200);
    expect(await receipt()).toMatch(/^\/gov-career\/receipt\//); // paid until the refund is made
    const payment = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    const refunded = await refundFromConsole(payment.id, staff);
    expect(refunded.status, refunded.text).toBe(200);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("refunded");
    expect(await receipt()).toBeNull();
  });

  it("a payment arriving after the withdrawal is flagged for refund, never counted", async () => {
    const { headers } = await applicantSession(A);
    const app = await applyTo((await createGovJob({ feePaise: 30_000 })).id, { email: A });
    const order = await createOrderForApplication(app.id);
    expect((await call(withdrawGov, { method: "POST", params: { id: app.id }, headers })).status).toBe(200);
    const paid = await markPaid({
      source: "webhook",
      type: "payment.captured",
      eventId: `evt_withdrawn_${app.id}`,
      paymentId: `pay_withdrawn_${app.id}`,
      orderId: order.id,
      amountPaise: order.amount,
      currency: "INR",
      paidAt: new Date(),
      payload: {},
    });
    expect(paid.outcome).toBe("flagged_duplicate");
    const after = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(after).toMatchObject({ status: "withdrawn", paymentStatus: "pending" });
    const payment = await db.payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment.status).toBe("refund_pending");
  });

  it("the expiry job leaves a withdrawn application alone and names an expiry in words", async () => {
    const { headers } = await applicantSession(A);
    const job = await createGovJob({ feePaise: 20_000 });
    const withdrawn = await applyTo(job.id, { email: A });
    const unpaid = await applyTo(job.id, { email: A });
    expect((await call(withdrawGov, { method: "POST", params: { id: withdrawn.id }, headers })).status).toBe(200);
    await db.govJob.update({ where: { id: job.id }, data: { deadline: new Date("2020-01-01T00:00:00Z") } });
    await expireUnpaidApplications();
    const after = await db.govApplication.findUniqueOrThrow({ where: { id: withdrawn.id } });
    expect(after.paymentStatus).toBe("pending");
    const list = await call(listApplications, { headers });
    const views = list.json.gov as { id: string; statusLabel: string; history: { label: string }[] }[];
    expect(views.find((a) => a.id === withdrawn.id)!.history.map((h) => h.label)).toEqual(["Submitted", "Withdrawn"]);
    const expired = views.find((a) => a.id === unpaid.id)!;
    expect(expired.statusLabel).toBe("Closed without payment");
    expect(expired.history.map((h) => h.label)).toEqual(["Submitted", "Closed without payment"]);
  });

  it("refuses a cookie-authenticated withdrawal from a foreign Origin", async () => {
    const { cookie } = await applicantSession(B);
    const res = await call(withdrawCompany, {
      method: "POST",
      params: { id: fx.companyB.id },
      headers: { ...cookie, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await db.companyApplication.findUniqueOrThrow({ where: { id: fx.companyB.id } })).status).toBe("pending");
  });
});

describe("POST /api/applications/lookup", () => {
  it("answers with the status and history for the right reference and e-mail, 404 otherwise", async () => {
    const ok = await post(lookup, { reference: fx.companyB.reference.toLowerCase(), email: "Bilal.Khan@example.in" });
    expect(ok.status).toBe(200);
    expect(ok.json.application).toMatchObject({
      reference: fx.companyB.reference,
      statusLabel: "Pending",
      history: [{ label: "Submitted" }],
    });
    expect(ok.json.application).not.toHaveProperty("id");
    const wrongEmail = await post(lookup, { reference: fx.companyB.reference, email: A });
    const unknown = await post(lookup, { reference: "CA-000000-XXXXXX", email: B });
    expect(wrongEmail.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongEmail.json).toEqual(unknown.json);
  });

  it("holds one address back by its wrong answers only", async () => {
    const ip = { "x-forwarded-for": "198.51.100.231" };
    const { misses } = COMPANY_LOOKUP_LIMITS.perIp;
    const right = { reference: fx.companyB.reference, email: B };
    for (let i = 0; i < misses.attempts + 3; i++) expect((await post(lookup, right, ip)).status).toBe(200);
    for (let i = 0; i < misses.attempts; i++) {
      expect((await post(lookup, { reference: `CA-00000${i}-XXXXXX`, email: B }, ip)).status).toBe(404);
    }
    expect((await post(lookup, right, ip)).status).toBe(429);
  });
});

describe("who may call the applicant endpoints", () => {
  const endpoints: { name: string; send: (headers: Record<string, string>) => ReturnType<typeof call> }[] = [
    { name: "GET /api/applicant/applications", send: (headers) => call(listApplications, { headers }) },
    {
      name: "POST /api/applicant/applications/company/{id}/withdraw",
      send: (headers) => call(withdrawCompany, { method: "POST", params: { id: fx.companyB.id }, headers }),
    },
    {
      name: "POST /api/applicant/applications/gov/{id}/withdraw",
      send: (headers) => call(withdrawGov, { method: "POST", params: { id: fx.govB.id }, headers }),
    },
    { name: "DELETE /api/applicant/session", send: (headers) => call(signOut, { method: "DELETE", headers }) },
  ];
  const staff = ROLES.filter((r) => r !== "Applicant");

  describe.each(endpoints)("$name", (e) => {
    it("anonymous: 401", async () => {
      expect((await e.send({})).status).toBe(401);
    });
    it.each(staff)("%s: 403", async (role: Role) => {
      const res = await e.send((await bearerFor(role)).headers);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ success: false, message: "You do not have permission to do this.", code: "role" });
    });
  });

  it("an applicant's session gains nothing on signed-in staff endpoints", async () => {
    const { headers, cookie } = await applicantSession(A);
    expect((await call(me, { headers })).status).toBe(403);
    expect((await call(me, { headers: cookie })).status).toBe(403);
    const res = await call(changePassword, {
      method: "PUT",
      headers,
      body: { currentPassword: "x", newPassword: "Another-Pass-3" },
    });
    expect(res.status).toBe(403);
  });

  it("an applicant token naming a staff user's id is not a session", async () => {
    const { user } = await bearerFor("Admin");
    const { encodeSessionToken } = await import("@/lib/server/auth/token");
    const token = await encodeSessionToken({ sub: user.id, name: "x", role: "Applicant", tv: 0 });
    expect((await call(listApplications, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
