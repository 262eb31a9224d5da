// Pay later: a saved, unpaid government application is paid afterwards from the status page (or
// the saved e-mail's link) with the same application, number and verified flow, until the deadline.
import { describe, expect, it } from "vitest";

import { PUT as setStatus } from "@/app/api/gov/applications/[id]/status/route";
import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as lookup } from "@/app/api/gov/applications/lookup/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as testCheckout } from "@/app/api/payments/test-checkout/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { PUT as updateJob } from "@/app/api/gov/jobs/[id]/route";
import { addDays, istToday, toDateOnly } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { applicationMailKey } from "@/lib/server/gov/applications";
import { expireUnpaidApplications } from "@/lib/server/gov/expiry";
import { markPaid } from "@/lib/server/payments/mark-paid";
import { call } from "@/lib/testing/fixtures";
import { APPLICATION_MAIL_LIMIT } from "@/lib/validation/gov-applications";
import { bearerFor, refundFromConsole } from "@/lib/testing/gov-console";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";

const DOB = "1998-04-15";

async function saveApplication(feePaise = 75_000) {
  const job = await createGovJob({ feePaise });
  const res = await send(submitApplication, applicationRequest(applicationFields(job.id)));
  expect(res.status, res.text).toBe(201);
  return { job, app: res.json.application as { id: string; applicationNumber: string } };
}

async function status(applicationNumber: string) {
  const res = await send(lookup, jsonRequest("/api/gov/applications/lookup", { applicationNumber, dob: DOB }));
  expect(res.status, res.text).toBe(200);
  return res.json.application as {
    statusLabel: string;
    paymentStatus: string;
    payNow: { applicationId: string; feePaise: number; lastDate: string } | null;
    receiptUrl: string | null;
    amountPaidPaise: number | null;
    refundedPaise: number | null;
    history: { status: string; label: string; reason: string | null }[];
  };
}

const order = (applicationId: string) =>
  send(createOrder, jsonRequest("/api/payments/create-order", { applicationId }));

describe("pay later", () => {
  it("tells the applicant by e-mail that the application is saved and how to pay, once", async () => {
    const { app } = await saveApplication();
    const mails = await db.mailOutbox.findMany({ where: { subject: { contains: app.applicationNumber } } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/saved - fee due by/);
    expect(mails[0].text).toContain(`/gov-career/status?number=${app.applicationNumber}`);
    expect(mails[0].text).toContain("₹750");
    expect(mails[0].html).toContain(`number=${app.applicationNumber}`);
  });

  it("mails one address at most APPLICATION_MAIL_LIMIT a day: past it the form is still saved, unmailed, and says so", async () => {
    const job = await createGovJob({ feePaise: 75_000 });
    const name = `flood${Date.now()}`;
    const email = `${name}@gmail.com`;
    const submit = async (fields: Record<string, string>, status = 201) => {
      const res = await send(submitApplication, applicationRequest(fields));
      expect(res.status, res.text).toBe(status);
      const app = res.json.application as { applicationNumber: string; mailed: boolean };
      const mails = await db.mailOutbox.count({ where: { subject: { contains: app.applicationNumber } } });
      return { mailed: app.mailed, mails };
    };
    const used = async () => (await db.rateLimit.findUnique({ where: { key: applicationMailKey(email) } }))?.count;
    const first = applicationFields(job.id, { email });
    expect(await submit(first)).toEqual({ mailed: true, mails: 1 });
    expect(await used()).toBe(1);
    // The same form sent again (same fee): it was told already, and that is no new mail.
    expect(await submit(first, 200)).toEqual({ mailed: true, mails: 1 });
    expect(await used()).toBe(1);

    // The day's other mails to the mailbox, as a script with fresh Aadhaar numbers would send them,
    // then one more spelled differently: letter case, a +tag and Gmail's dots reach the same inbox.
    await db.rateLimit.update({
      where: { key: applicationMailKey(email) },
      data: { count: APPLICATION_MAIL_LIMIT.mails },
    });
    const spelled = `${name.slice(0, 3)}.${name.slice(3)}+jobs@GoogleMail.com`.toUpperCase();
    expect(await submit(applicationFields(job.id, { email: spelled }))).toEqual({ mailed: false, mails: 0 });
    // Another mailbox is not held back.
    expect(await submit(applicationFields(job.id, { email: `other-${email}` }))).toEqual({ mailed: true, mails: 1 });
  });

  it("counts a mail only when one is queued: a form refused as already paid takes nothing from the limit", async () => {
    const job = await createGovJob({ feePaise: 75_000 });
    const email = `refused-${Date.now()}@example.in`;
    const fields = applicationFields(job.id, { email });
    const saved = await send(submitApplication, applicationRequest(fields));
    expect(saved.status, saved.text).toBe(201);
    const used = async () => (await db.rateLimit.findUnique({ where: { key: applicationMailKey(email) } }))?.count;
    expect(await used()).toBe(1);
    await db.govApplication.update({
      where: { id: (saved.json.application as { id: string }).id },
      data: { paymentStatus: "completed" },
    });
    const again = await send(submitApplication, applicationRequest(fields));
    expect(again.status, again.text).toBe(409);
    expect(await used()).toBe(1);
  });

  it("pays a closed-Checkout application later from the status page: same number, one application", async () => {
    const { job, app } = await saveApplication();
    // The applicant opened Checkout and closed it: an order exists, nothing is paid.
    const first = await order(app.id);
    expect(first.status).toBe(200);
    const before = await status(app.applicationNumber);
    expect(before.statusLabel).toBe("Payment pending");
    expect(before.payNow).toMatchObject({ applicationId: app.id, feePaise: 75_000 });
    expect(before.receiptUrl).toBeNull();

    // Later, "Pay ₹750 now": the open order is handed out again, not a new one.
    const again = await order(before.payNow!.applicationId);
    expect(again.json.id).toBe(first.json.id);
    expect(again.json.applicationNumber).toBe(app.applicationNumber);
    const success = await send(
      testCheckout,
      jsonRequest("/api/payments/test-checkout", { orderId: again.json.id, outcome: "pay" }),
    );
    const verified = await send(verify, jsonRequest("/api/payments/verify", success.json));
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json.applicationNumber).toBe(app.applicationNumber);

    const after = await status(app.applicationNumber);
    expect(after.paymentStatus).toBe("completed");
    expect(after.payNow).toBeNull();
    expect(after.receiptUrl).toContain(app.applicationNumber);
    expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(1);
    expect(await db.payment.count({ where: { applicationId: app.id } })).toBe(1);
  });

  it("'Pay now' in two tabs at once makes one order, handed to both", async () => {
    const { app } = await saveApplication();
    const answers = await Promise.all([order(app.id), order(app.id), order(app.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
    expect(await db.payment.count({ where: { applicationId: app.id } })).toBe(1);
  });

  it("after a failed payment the same application can still be paid", async () => {
    const { app } = await saveApplication();
    const o = await order(app.id);
    await send(testCheckout, jsonRequest("/api/payments/test-checkout", { orderId: o.json.id, outcome: "fail" }));
    const failed = await status(app.applicationNumber);
    expect(failed.statusLabel).toBe("Payment failed");
    expect(failed.payNow).not.toBeNull();
  });

  it("after the deadline an unpaid application is closed without payment and cannot be paid", async () => {
    const { job, app } = await saveApplication();
    await db.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), -1) } });
    // Past the deadline but before the expiry job: no Pay now, no order.
    expect((await status(app.applicationNumber)).payNow).toBeNull();
    expect((await order(app.id)).status).toBe(409);

    await expireUnpaidApplications(new Date(Date.now() + 2 * 86_400_000));
    const closed = await status(app.applicationNumber);
    expect(closed.statusLabel).toBe("Closed without payment");
    expect(closed.paymentStatus).toBe("expired");
    expect(closed.payNow).toBeNull();
    const refused = await order(app.id);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toMatch(/closed without payment/);
  });

  it("a deadline extended while the job is open reopens what was closed without payment: Pay now is back", async () => {
    const { job, app } = await saveApplication();
    // Another applicant's, rejected by staff: it stays closed.
    const rejected = (await send(submitApplication, applicationRequest(applicationFields(job.id)))).json
      .application as { id: string };
    await db.govApplication.update({ where: { id: rejected.id }, data: { status: "rejected" } });
    await db.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), -1) } });
    await expireUnpaidApplications(new Date(Date.now() + 2 * 86_400_000));
    expect((await status(app.applicationNumber)).paymentStatus).toBe("expired");

    const extended = addDays(istToday(), 10);
    const edit = await call(updateJob, {
      method: "PUT",
      path: `/api/gov/jobs/${job.id}`,
      params: { id: job.id },
      headers: (await bearerFor("GovAdmin")).headers,
      body: {
        title: job.title,
        company: job.company,
        location: job.location,
        salary: job.salary,
        experience: job.experience,
        fee: "750",
        deadline: toDateOnly(extended),
        description: "Data entry work.",
      },
    });
    expect(edit.status, edit.text).toBe(200);
    const open = await status(app.applicationNumber);
    expect(open.paymentStatus).toBe("pending");
    expect(open.payNow).toMatchObject({ applicationId: app.id, feePaise: 75_000 });
    expect(open.history.at(-1)?.reason).toMatch(/^Open for payment again: the last date was extended to /);
    expect((await order(app.id)).status).toBe(200);
    // The rejected one was never closed without payment (the decision closed it) and stays closed.
    expect(await db.govApplication.findUniqueOrThrow({ where: { id: rejected.id } })).toMatchObject({
      status: "rejected",
      paymentStatus: "pending",
    });
    expect((await order(rejected.id)).status).toBe(409);
  });

  it("a payment made by the deadline but recorded after the expiry job is counted and flagged for the admin", async () => {
    const { job, app } = await saveApplication();
    const orderId = (await order(app.id)).json.id as string;
    const deadline = addDays(istToday(), -1);
    await db.govJob.update({ where: { id: job.id }, data: { deadline } });
    await expireUnpaidApplications(new Date(Date.now() + 2 * 86_400_000));
    expect((await status(app.applicationNumber)).paymentStatus).toBe("expired");

    // Paid at noon on the last day; the gateway's word only arrives now.
    const result = await markPaid({
      source: "reconcile",
      eventId: `reconcile:pay_on_time_${app.id}`,
      type: "reconcile.payment.captured",
      orderId,
      paymentId: `pay_on_time_${app.id}`,
      amountPaise: 75_000,
      currency: "INR",
      paidAt: new Date(deadline.getTime() + 6.5 * 3_600_000),
      payload: {},
    });
    expect(result.outcome).toBe("paid_late");
    expect((await status(app.applicationNumber)).paymentStatus).toBe("completed");
    const payment = await db.payment.findUniqueOrThrow({ where: { orderId } });
    expect(payment.status).toBe("captured");
    expect(payment.flaggedReason).toMatch(/recorded after the application was closed without payment/);
    // Its history no longer ends "Closed without payment".
    const history = (await status(app.applicationNumber)).history;
    expect(history.slice(-2).map((h) => [h.status, h.label])).toEqual([
      ["expired", "Closed without payment"],
      ["paid", "Fee paid"],
    ]);
  });
});

describe("after a cancellation", () => {
  it("the status page shows the cancellation reason and the fee as refunded, with no Pay now", async () => {
    const { app } = await saveApplication();
    const o = await order(app.id);
    const success = await send(
      testCheckout,
      jsonRequest("/api/payments/test-checkout", { orderId: o.json.id, outcome: "pay" }),
    );
    expect((await send(verify, jsonRequest("/api/payments/verify", success.json))).status).toBe(200);
    const auth = (await bearerFor("GovAdmin")).headers;
    const cancelled = await call(setStatus, {
      method: "PUT",
      path: `/api/gov/applications/${app.id}/status`,
      body: { status: "cancelled", reason: "Duplicate application: applied twice" },
      params: { id: app.id },
      headers: auth,
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    // Cancelled but not yet refunded: the fee is still paid, and its receipt still opens.
    expect((await status(app.applicationNumber)).receiptUrl).toMatch(/^\/gov-career\/receipt\//);
    const payment = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    const refunded = await refundFromConsole(payment.id, auth);
    expect(refunded.status, refunded.text).toBe(200);

    const view = await status(app.applicationNumber);
    expect(view.statusLabel).toBe("Cancelled");
    expect(view.amountPaidPaise).toBeNull();
    expect(view.refundedPaise).toBe(75_000);
    // Nothing is held any more: no receipt link (the receipt would not open), the fee says refunded.
    expect(view.receiptUrl).toBeNull();
    expect(view.payNow).toBeNull();
    expect(view.history.at(-1)).toMatchObject({ status: "cancelled", reason: "Duplicate application: applied twice" });
  });
});
