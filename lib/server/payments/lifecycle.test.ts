// The money path in live mode against a local fake of Razorpay's API: create-order, verify,
// webhook and reconcile through the real route handlers and database.
import { describe, expect, it, vi } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { addDays, istToday } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { applicationStatusView, payNowFor } from "@/lib/server/gov/status";
import { govDashboardStats } from "@/lib/server/gov/console/stats";
import { CLAIM_WAIT_MS, captureIfDue } from "@/lib/server/payments/capture";
import { gateway } from "@/lib/server/payments/gateway";
import { markPaid } from "@/lib/server/payments/mark-paid";
import { VERIFY_LIMITS } from "@/lib/server/payments/verify";
import { checkoutTexts } from "@/lib/server/payments/orders";
import { reconcilePayments } from "@/lib/server/payments/reconcile";
import { GatewayError } from "@/lib/server/payments/types";
import { anonymiseGovApplication } from "@/lib/server/privacy/anonymise";
import { aMoment, heldOpen } from "@/lib/testing/concurrency";
import type { FakePayment } from "@/lib/testing/fake-razorpay";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";

const fake = withFakeRazorpay();

const captureClaim = (id: string) =>
  db.govApplication.findUniqueOrThrow({ where: { id }, select: { captureClaim: true, captureClaimedAt: true } });

async function apply(job: { id: string }, overrides: Record<string, string> = {}) {
  const res = await send(submitApplication, applicationRequest(applicationFields(job.id, overrides)));
  expect(res.status, res.text).toBe(201);
  return res.json.application as { id: string; applicationNumber: string };
}

let orders = 0;
/** Each order from its own address, as applicants' are: this file makes more than one address may in 10 minutes. */
async function order(applicationId: string, extra: Record<string, unknown> = {}) {
  orders += 1;
  return send(
    createOrder,
    jsonRequest(
      "/api/payments/create-order",
      { applicationId, ...extra },
      { "x-forwarded-for": `203.0.113.${(orders % 200) + 1}` },
    ),
  );
}

const deliver = (event: { body: string; headers: Record<string, string> }) =>
  send(webhook, jsonRequest("/api/payments/webhook", event.body, event.headers));

const verifyPayment = (payment: FakePayment, secret?: string) =>
  send(verify, jsonRequest("/api/payments/verify", fake().checkoutResponse(payment, secret)));

async function applicationState(id: string) {
  const app = await db.govApplication.findUniqueOrThrow({
    where: { id },
    select: {
      paymentStatus: true,
      status: true,
      paidAt: true,
      feePaise: true,
      job: { select: { applicationCount: true } },
    },
  });
  const payments = await db.payment.findMany({ where: { applicationId: id }, orderBy: { createdAt: "asc" } });
  return { ...app, payments, captured: payments.filter((p) => p.status === "captured") };
}

describe("create-order", () => {
  it("charges the job's fee from the database and ignores a tampered amount", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = await apply(job);
    const res = await order(app.id, { amount: 100, currency: "USD" });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ success: true, amount: 50_000, currency: "INR", mode: "live", key: fake().keyId });
    expect(res.json.description).toBe(`Application Fee for ${job.title}`);
    // Its payments are left authorised for the server to capture while the fee is still due.
    expect(fake().orders.get(res.json.id as string)).toMatchObject({ amount: 50_000, capture: "manual" });
    const [payment] = (await applicationState(app.id)).payments;
    expect(payment).toMatchObject({ orderId: res.json.id, amountPaise: 50_000, status: "created", mode: "live" });
    // Asking again hands out the same open order rather than a second one.
    expect((await order(app.id)).json.id).toBe(res.json.id);
  });

  it("describes the order in the language of the page that asks, for Razorpay's Checkout", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = await apply(job);
    const asked = (language: string) =>
      send(
        createOrder,
        jsonRequest("/api/payments/create-order", { applicationId: app.id }, { "Accept-Language": language }),
      );
    const hindi = await asked("hi-IN,hi;q=0.9,en;q=0.8");
    expect(hindi.status, hindi.text).toBe(200);
    expect([hindi.json.name, hindi.json.description]).toEqual(["सरकारी नौकरी पोर्टल", `${job.title} के लिए आवेदन शुल्क`]);
    // The same open order, described again in English for an English page.
    const english = await asked("en-IN");
    expect([english.json.id, english.json.name, english.json.description]).toEqual([
      hindi.json.id,
      "Government Job Portal",
      `Application Fee for ${job.title}`,
    ]);
  });

  it("keeps the description starting with a letter or digit, as Razorpay requires", () => {
    const description = (locale: "en" | "hi", title: string, difference: boolean) =>
      checkoutTexts(locale, title, difference).description;
    expect(description("hi", "Clerk", true)).toBe("Clerk के लिए सुधार के बाद शुल्क का अंतर");
    expect(description("hi", "(Re-opened) Clerk", false)).toBe("Application Fee for (Re-opened) Clerk");
    expect(description("en", "(Re-opened) Clerk", true)).toBe("Fee difference after correction for (Re-opened) Clerk");
  });

  it("orders the fee computed when the application was saved, whatever the job's fee says now", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = await apply(job);
    await db.govJob.update({ where: { id: job.id }, data: { feePaise: 90_000 } });
    const res = await order(app.id);
    expect([res.status, res.json.amount]).toEqual([200, 50_000]);
  });

  it("refuses an unpaid application whose stored fee is not positive with the spec's message", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = await apply(job);
    await db.govApplication.update({ where: { id: app.id }, data: { feePaise: 0 } });
    const res = await order(app.id);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Invalid fee amount in job details.");
    expect(await db.payment.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("refuses a closed job (deadline passed, or not active)", async () => {
    const job = await createGovJob();
    const app = await apply(job);
    await db.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), -1) } });
    expect((await order(app.id)).json.message).toBe("Applications for this job are closed.");
    await db.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), 5), status: "inactive" } });
    const res = await order(app.id);
    expect(res.status).toBe(409);
    expect(await db.payment.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("refuses an order for a rejected unpaid application, and the status page offers no payment", async () => {
    const job = await createGovJob();
    const app = await apply(job);
    await db.govApplication.update({ where: { id: app.id }, data: { status: "rejected" } });
    const res = await order(app.id);
    expect([res.status, res.json.message]).toEqual([409, "This application was rejected: no fee can be paid for it."]);
    expect(await db.payment.count({ where: { applicationId: app.id } })).toBe(0);
    const unpaid = { id: app.id, paymentStatus: "pending", status: "rejected", feePaise: 50_000 } as const;
    expect(payNowFor(unpaid, job)).toBeNull();
    expect(payNowFor({ ...unpaid, status: "pending" }, job)).not.toBeNull();
  });

  it("answers 503 'Failed to create payment order' when Razorpay fails", async () => {
    const app = await apply(await createGovJob());
    fake().failNext(1);
    const res = await order(app.id);
    expect(res.status).toBe(503);
    expect(res.json.message).toBe("Failed to create payment order");
  });
});

describe("verify", () => {
  it("limits refused answers per address, not genuine ones: many applicants paying from one address are all confirmed, even after refused ones", async () => {
    const from = { "x-forwarded-for": "203.0.113.77" };
    const confirm = (payment: FakePayment, secret?: string) =>
      send(verify, jsonRequest("/api/payments/verify", fake().checkoutResponse(payment, secret), from));
    const job = await createGovJob();
    const payments: FakePayment[] = [];
    for (let i = 0; i < 4; i++) {
      const applicationId = (await apply(job)).id;
      const made = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId }, from));
      payments.push(fake().pay(made.json.id as string));
    }
    // More genuine confirmations than the refused ones an address may send, none refused.
    const genuine = VERIFY_LIMITS.misses.attempts + 5;
    for (let i = 0; i < genuine; i++) {
      const res = await confirm(payments[i % 3]);
      expect(res.status, `confirmation ${i + 1}: ${res.text}`).toBe(200);
    }
    // Refused ones (a signature not Razorpay's) are counted, and the address is held back after them.
    for (let i = 0; i < VERIFY_LIMITS.misses.attempts; i++) {
      expect((await confirm(payments[0], "not-the-key-secret")).status).toBe(400);
    }
    expect((await confirm(payments[0], "not-the-key-secret")).status).toBe(429);
    // Someone else's refused answers on that address do not hold back a genuine one: the payment counts.
    const paid = await confirm(payments[3]);
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json).toMatchObject({ success: true, paymentStatus: "completed", paymentId: payments[3].id });
  });

  it("marks the application paid once, with amount = fee x 100 paise", async () => {
    const job = await createGovJob({ feePaise: 75_000 });
    const app = await apply(job);
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId);
    const res = await verifyPayment(payment);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      applicationNumber: app.applicationNumber,
      status: "pending",
      paymentStatus: "completed",
      paymentId: payment.id,
    });
    const state = await applicationState(app.id);
    expect(state).toMatchObject({ paymentStatus: "completed", status: "pending", job: { applicationCount: 1 } });
    expect(state.captured).toHaveLength(1);
    expect(state.captured[0]).toMatchObject({ paymentId: payment.id, amountPaise: 750 * 100, flaggedReason: null });
    // The confirmation is recorded with the payment, in its transaction: it is there when the
    // verification answers, not written afterwards (a restart in between lost it). The webhook's
    // report of the same payment adds none.
    const confirmations = () =>
      db.mailOutbox.findMany({
        where: { subject: { startsWith: `Application ${app.applicationNumber} received - ` } },
      });
    expect(await confirmations()).toHaveLength(1);
    expect((await deliver(fake().webhook("payment.captured", payment))).json.outcome).toBe("already_recorded");
    const [mail] = await confirmations();
    expect(await confirmations()).toHaveLength(1);
    expect(mail.text).toContain(`Payment ID: ${payment.id}`);
  });

  it("refuses a wrong signature and marks nothing paid", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId);
    const forged = await verifyPayment(payment, "not-the-key-secret");
    expect(forged.status).toBe(400);
    expect(forged.json.message).toMatch(/verification failed/i);
    const swapped = await send(
      verify,
      jsonRequest("/api/payments/verify", {
        ...fake().checkoutResponse(payment),
        razorpay_payment_id: "pay_SomeoneElse01",
      }),
    );
    expect(swapped.status).toBe(400);
    const state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("pending");
    expect(state.captured).toHaveLength(0);
    expect(await db.paymentEvent.count({ where: { orderId } })).toBe(0);
  });

  it("captures an authorized payment before counting it", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId, { status: "authorized" });
    expect((await verifyPayment(payment)).status).toBe(200);
    expect(fake().payments.get(payment.id)?.status).toBe("captured");
    expect((await applicationState(app.id)).paymentStatus).toBe("completed");
  });

  it.each(["withdrawn", "cancelled", "rejected"] as const)(
    "does not capture an authorised payment for an application %s while Checkout was open",
    async (status) => {
      const app = await apply(await createGovJob());
      const orderId = (await order(app.id)).json.id as string;
      const payment = fake().pay(orderId, { status: "authorized" });
      await db.govApplication.update({ where: { id: app.id }, data: { status } });
      const res = await verifyPayment(payment);
      expect(res.status).toBe(409);
      expect(res.json.message).toContain(`This payment (${payment.id}) was not collected`);
      await reconcilePayments({ olderThanMinutes: 0 });
      expect(fake().payments.get(payment.id)?.status).toBe("authorized");
      const state = await applicationState(app.id);
      expect([state.paymentStatus, state.captured.length, state.job.applicationCount]).toEqual(["pending", 0, 0]);
    },
  );

  it("a captured payment for an application withdrawn meanwhile is refunded, and the answer says why (not 'did not match')", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    await db.govApplication.update({ where: { id: app.id }, data: { status: "withdrawn" } });
    const payment = fake().pay(orderId);
    const res = await verifyPayment(payment);
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/could no longer take a payment/);
    expect(res.json.message).not.toMatch(/did not match/);
    expect(res.json.message).toContain(payment.id);
    const state = await applicationState(app.id);
    expect(state.payments.find((p) => p.paymentId === payment.id)).toMatchObject({ status: "refund_pending" });
    // The status page says the money came in and goes back, not that the fee is unpaid.
    const view = await applicationStatusView(app.applicationNumber, "1998-04-15");
    expect(view).toMatchObject({ amountPaidPaise: null, heldForRefundPaise: payment.amount });
  });

  it("when Razorpay cannot be reached, answers with the payment id and reconcile pays it later", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId);
    fake().failNext(1);
    const res = await verifyPayment(payment);
    expect(res.status).toBe(503);
    expect(res.json.message).toContain(payment.id);
    expect((await applicationState(app.id)).paymentStatus).toBe("pending");
    const summary = await reconcilePayments({ olderThanMinutes: 0 });
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect((await applicationState(app.id)).captured).toHaveLength(1);
  });
});

describe("webhook", () => {
  it("counts the same event delivered three times (even at once) as one paid application", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const event = fake().webhook("payment.captured", fake().pay(orderId));
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json.outcome).sort()).toEqual(["duplicate_event", "duplicate_event", "paid"]);
    const state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("completed");
    expect(state.captured).toHaveLength(1);
    expect(state.job.applicationCount).toBe(1);
    expect(await db.paymentEvent.count({ where: { eventId: event.eventId } })).toBe(1);
  });

  it("counts a signed payment whose notes hold a lone surrogate (stored as U+FFFD)", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = { ...fake().pay(orderId), notes: { remark: "bad \ud800 note" } } as FakePayment;
    const res = await deliver(fake().webhook("payment.captured", payment));
    expect(res.status, res.text).toBe(200);
    expect(res.json.outcome).toBe("paid");
    expect((await applicationState(app.id)).paymentStatus).toBe("completed");
  });

  it("a webhook before the browser's verification: one paid application, and verification then succeeds", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId);
    expect((await deliver(fake().webhook("order.paid", payment))).json.outcome).toBe("paid");
    expect((await deliver(fake().webhook("payment.captured", payment))).json.outcome).toBe("already_recorded");
    const late = await verifyPayment(payment);
    expect(late.status).toBe(200);
    expect(late.json).toMatchObject({
      success: true,
      paymentStatus: "completed",
      applicationNumber: app.applicationNumber,
    });
    expect((await verifyPayment(payment)).status).toBe(200);
    const state = await applicationState(app.id);
    expect(state.captured).toHaveLength(1);
    expect(state.job.applicationCount).toBe(1);
  });

  it("records a failure, then accepts a later successful attempt on the same order", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    await deliver(fake().webhook("payment.failed", fake().pay(orderId, { status: "failed" })));
    let state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("failed");
    expect(state.payments[0]).toMatchObject({ status: "failed", failureReason: "Payment declined by bank" });
    expect((await order(app.id)).json.id).toBe(orderId);
    await deliver(fake().webhook("payment.captured", fake().pay(orderId)));
    state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("completed");
    expect(state.payments[0]).toMatchObject({ status: "captured", failureReason: null });
  });

  it("captures a payment.authorized whose order is due and counts it (the browser never came back)", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId, { status: "authorized" });
    const res = await deliver(fake().webhook("payment.authorized", payment));
    expect([res.status, res.json.outcome]).toEqual([200, "paid"]);
    expect(fake().payments.get(payment.id)?.status).toBe("captured");
    const state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("completed");
    expect(state.captured).toHaveLength(1);
    // Razorpay's payment.captured that follows the capture changes nothing.
    expect((await deliver(fake().webhook("payment.captured", payment))).json.outcome).toBe("already_recorded");
  });

  it("counts a payment.authorized that /verify captured a moment before (Razorpay refuses the second capture)", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId, { status: "authorized" });
    const event = fake().webhook("payment.authorized", payment);
    // /verify's capture went through at Razorpay; its markPaid has not committed yet.
    Object.assign(fake().payments.get(payment.id)!, { status: "captured", captured: true });
    const res = await deliver(event);
    expect([res.status, res.json.outcome]).toEqual([200, "paid"]);
    const state = await applicationState(app.id);
    expect([state.paymentStatus, state.captured.length]).toEqual(["completed", 1]);
    // /verify then finds it counted: the applicant sees the receipt, not "could not confirm".
    const verified = await verifyPayment(payment);
    expect(verified.status, verified.text).toBe(200);
    expect((await applicationState(app.id)).captured).toHaveLength(1);
  });

  it("/verify that read the payment authorised just before the webhook captured and counted it: the receipt, not 'not collected'", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId, { status: "authorized" });
    const asVerifyReadIt = structuredClone(payment);
    // The webhook captures and counts it...
    expect((await deliver(fake().webhook("payment.authorized", payment))).json.outcome).toBe("paid");
    // ...after /verify's read of it had left Razorpay, still authorised.
    fake().answerNextReadWith(asVerifyReadIt);
    const verified = await verifyPayment(payment);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.text).not.toMatch(/not collected/);
    const state = await applicationState(app.id);
    expect([state.paymentStatus, state.captured.length]).toEqual(["completed", 1]);
  });

  it("leaves uncaptured a payment of another amount than its order's, wherever it is reported, and says so", async () => {
    const app = await apply(await createGovJob({ feePaise: 50_000 }));
    const orderId = (await order(app.id)).json.id as string;
    const short = fake().pay(orderId, { status: "authorized", amount: 100 });
    const res = await verifyPayment(short);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      `This payment (${short.id}) was not for the amount of this application's fee. It was not collected; your bank will release the amount. Please pay the fee again.`,
    );
    const hindi = await send(
      verify,
      jsonRequest("/api/payments/verify", fake().checkoutResponse(short), { "Accept-Language": "hi" }),
    );
    expect(hindi.json.message).toContain(`यह भुगतान (${short.id}) इस आवेदन के शुल्क की राशि का नहीं था।`);
    const webhookRes = await deliver(fake().webhook("payment.authorized", short));
    expect([webhookRes.status, webhookRes.json.outcome]).toEqual([200, "ignored"]);
    await reconcilePayments({ olderThanMinutes: 0 });
    // Never collected, so nothing is owed back: no refund for staff to make.
    expect(fake().payments.get(short.id)?.status).toBe("authorized");
    const state = await applicationState(app.id);
    expect([state.paymentStatus, state.captured.length]).toEqual(["pending", 0]);
    expect(state.payments.filter((p) => p.status === "refund_pending")).toHaveLength(0);
    // The fee itself, paid on the same order, is collected and counted.
    expect((await verifyPayment(fake().pay(orderId, { status: "authorized" }))).status).toBe(200);
    expect((await applicationState(app.id)).paymentStatus).toBe("completed");
  });

  it("leaves a payment.authorized uncaptured when its application is paid already", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    expect((await verifyPayment(fake().pay(orderId))).status).toBe(200);
    const second = fake().pay(orderId, { status: "authorized" });
    const res = await deliver(fake().webhook("payment.authorized", second));
    expect([res.status, res.json.outcome]).toEqual([200, "ignored"]);
    expect(fake().payments.get(second.id)?.status).toBe("authorized");
    expect((await applicationState(app.id)).payments.filter((p) => p.status === "refund_pending")).toHaveLength(0);
  });

  it("refuses a bad signature and records nothing", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const event = fake().webhook("payment.captured", fake().pay(orderId));
    const tampered = event.body.replace(/"amount":\d+/, '"amount":1');
    const res = await deliver({ body: tampered, headers: event.headers });
    expect(res.status).toBe(400);
    expect(await db.paymentEvent.count({ where: { orderId } })).toBe(0);
    expect((await applicationState(app.id)).paymentStatus).toBe("pending");
  });
});

describe("never lost, never double counted", () => {
  it("reconcile finds a paid order whose browser never returned, once", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    fake().pay(orderId);
    expect((await reconcilePayments({ olderThanMinutes: 10 })).paid).toBe(0); // too recent yet
    const first = await reconcilePayments({ olderThanMinutes: 0 });
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect((await applicationState(app.id)).paymentStatus).toBe("completed");
    await reconcilePayments({ olderThanMinutes: 0 });
    expect((await applicationState(app.id)).captured).toHaveLength(1);
  });

  it("reconcile does not capture a second authorisation for an application another order just paid", async () => {
    const app = await apply(await createGovJob());
    // Two open orders of the fee (the first one's reuse window had passed), each authorised.
    const first = (await order(app.id)).json.id as string;
    await db.payment.update({ where: { orderId: first }, data: { createdAt: addDays(new Date(), -2) } });
    const second = (await order(app.id)).json.id as string;
    expect(second).not.toBe(first);
    const paid = fake().pay(first, { status: "authorized" });
    const extra = fake().pay(second, { status: "authorized" });

    await reconcilePayments({ olderThanMinutes: 0 });
    expect(fake().payments.get(paid.id)?.status).toBe("captured");
    // Decided from the application as it was after the first order was paid: never collected.
    expect(fake().payments.get(extra.id)?.status).toBe("authorized");
    const state = await applicationState(app.id);
    expect(state.captured.map((p) => p.paymentId)).toEqual([paid.id]);
    expect(state.payments.filter((p) => p.status === "refund_pending")).toHaveLength(0);
  });

  it("two authorisations of one application handled at the same moment: one is collected, the other left uncaptured", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    // Two tabs paid the same order; both browsers come back at once.
    const first = fake().pay(orderId, { status: "authorized" });
    const second = fake().pay(orderId, { status: "authorized" });
    const release = fake().holdCaptures();
    const firstVerified = verifyPayment(first);
    while (release.waiting() < 1) await aMoment();
    // The first is being captured at Razorpay (slowly) when the second arrives.
    const secondVerified = verifyPayment(second);
    await aMoment();
    await aMoment();
    expect(release.waiting()).toBe(1); // the second waits for the first rather than capturing too
    release();
    const [a, b] = await Promise.all([firstVerified, secondVerified]);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(409);
    expect(b.json.message).toBe(
      `This application has already been paid. This second payment (${second.id}) was not collected; your bank will release the amount.`,
    );
    expect(fake().payments.get(second.id)?.status).toBe("authorized");
    const state = await applicationState(app.id);
    expect(state.captured.map((p) => p.paymentId)).toEqual([first.id]);
    expect(state.payments.filter((p) => p.status === "refund_pending")).toHaveLength(0);
    expect(await captureClaim(app.id)).toEqual({ captureClaim: null, captureClaimedAt: null });
  });

  it("a payment whose application another payment paid between its check and its claim is not captured", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const first = fake().pay(orderId, { status: "authorized" });
    const second = fake().pay(orderId, { status: "authorized" });
    // The second payment has found the application due; just before its claim, the first one is
    // captured and counted from start to end.
    const claims = db.govApplication;
    const updateMany = claims.updateMany.bind(claims);
    let interleaved = false;
    const spy = vi.spyOn(claims, "updateMany").mockImplementation((async (args: Parameters<typeof updateMany>[0]) => {
      if (!interleaved && args.data.captureClaim === second.id) {
        interleaved = true;
        expect((await verifyPayment(first)).status).toBe(200);
      }
      return updateMany(args);
    }) as unknown as typeof claims.updateMany);
    try {
      const outcome = await captureIfDue("live", orderId, (await gateway("live").fetchPayment(second.id))!);
      expect(interleaved).toBe(true);
      expect(outcome.notDue).toBe("paid");
    } finally {
      spy.mockRestore();
    }
    expect(fake().payments.get(second.id)?.status).toBe("authorized");
    expect((await applicationState(app.id)).captured.map((p) => p.paymentId)).toEqual([first.id]);
    expect(await captureClaim(app.id)).toEqual({ captureClaim: null, captureClaimedAt: null });
  });

  it("a capture under way for another payment holds a payment back for a while, then 'not confirmed yet'; a claim left by a stopped server lapses", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId, { status: "authorized" });
    await db.govApplication.update({
      where: { id: app.id },
      data: { captureClaim: "pay_OtherTab000001", captureClaimedAt: new Date() },
    });
    const started = Date.now();
    const held = await verifyPayment(payment);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CLAIM_WAIT_MS);
    expect(held.status, held.text).toBe(503);
    expect(held.json.message).toMatch(
      /^We could not confirm your payment with the payment gateway yet\. Please do not pay again/,
    );
    expect(fake().payments.get(payment.id)?.status).toBe("authorized");

    // The other capture's server stopped two minutes ago without finishing: its claim has lapsed.
    await db.govApplication.update({
      where: { id: app.id },
      data: { captureClaimedAt: new Date(Date.now() - 2 * 60_000) },
    });
    const verified = await verifyPayment(payment);
    expect(verified.status, verified.text).toBe(200);
    expect(fake().payments.get(payment.id)?.status).toBe("captured");
    expect(await captureClaim(app.id)).toEqual({ captureClaim: null, captureClaimedAt: null });
  }, 30_000);

  it("a lapsed claim whose payment was captured is not taken over: the fee is taken, only not counted yet", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    // Captured at Razorpay by a server that stopped before counting it, two minutes ago.
    const taken = fake().pay(orderId);
    await db.govApplication.update({
      where: { id: app.id },
      data: { captureClaim: taken.id, captureClaimedAt: new Date(Date.now() - 2 * 60_000) },
    });
    const other = fake().pay(orderId, { status: "authorized" });
    const started = Date.now();
    const held = await verifyPayment(other);
    expect(Date.now() - started).toBeLessThan(CLAIM_WAIT_MS);
    expect(held.status, held.text).toBe(503);
    expect(fake().payments.get(other.id)?.status).toBe("authorized");
    // Reconciliation counts the captured one; the other is then not collected.
    await reconcilePayments({ olderThanMinutes: 0 });
    const state = await applicationState(app.id);
    expect([state.paymentStatus, state.captured.map((p) => p.paymentId)]).toEqual(["completed", [taken.id]]);
    expect(fake().payments.get(other.id)?.status).toBe("authorized");
    expect(await captureClaim(app.id)).toEqual({ captureClaim: null, captureClaimedAt: null });
  });

  it("a redelivered report of a payment already recorded still ends the claim its capture took", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId);
    const report = {
      source: "webhook" as const,
      eventId: `evt_${payment.id}`,
      type: "payment.captured",
      orderId,
      paymentId: payment.id,
      amountPaise: payment.amount,
      currency: "INR",
      paidAt: new Date(),
      payload: {},
    };
    expect((await markPaid(report)).outcome).toBe("paid");
    await db.govApplication.update({
      where: { id: app.id },
      data: { captureClaim: payment.id, captureClaimedAt: new Date() },
    });
    expect((await markPaid(report)).outcome).toBe("duplicate_event");
    expect(await captureClaim(app.id)).toEqual({ captureClaim: null, captureClaimedAt: null });
  });

  it("a payment.authorized whose capture the gateway fails is answered 503, for Razorpay to deliver it again", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId, { status: "authorized" });
    fake().failNext(2); // the capture, then the read that follows it
    const res = await deliver(fake().webhook("payment.authorized", payment));
    expect([res.status, res.json.message]).toEqual([
      503,
      "The payment gateway could not be reached. The event will be processed when it is delivered again.",
    ]);
    expect((await applicationState(app.id)).paymentStatus).toBe("pending");
  });

  it("a payment counted meanwhile is the fee, collected, even when Razorpay cannot be asked again", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId, { status: "authorized" });
    // /verify read it as authorised; the webhook then captured and counted it.
    const read = (await gateway("live").fetchPayment(payment.id))!;
    expect((await deliver(fake().webhook("payment.authorized", payment))).status).toBe(200);
    expect((await applicationState(app.id)).paymentStatus).toBe("completed");
    fake().failNext(3);
    const outcome = await captureIfDue("live", orderId, read);
    fake().failNext(0);
    expect(outcome).toMatchObject({ notDue: null, payment: { id: payment.id, status: "captured" } });
  });

  it("a payment not counted is not called uncollected while Razorpay cannot be asked: not confirmed yet", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const first = fake().pay(orderId, { status: "authorized" });
    const second = fake().pay(orderId, { status: "authorized" });
    const read = (await gateway("live").fetchPayment(second.id))!;
    expect((await verifyPayment(first)).status).toBe(200);
    fake().failNext(3);
    await expect(captureIfDue("live", orderId, read)).rejects.toThrow(GatewayError);
    fake().failNext(0);
    expect(fake().payments.get(second.id)?.status).toBe("authorized");
  });

  it("a capture that fails without a clear answer (5xx) keeps its claim: Razorpay may still take the money", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId, { status: "authorized" });
    const read = (await gateway("live").fetchPayment(payment.id))!;
    fake().failNext(1);
    await expect(captureIfDue("live", orderId, read)).rejects.toThrow(GatewayError);
    expect((await captureClaim(app.id)).captureClaim).toBe(payment.id);
  });

  it("a refused capture keeps its claim until it lapses (it may be another caller's capture of it under way); then the next payment is collected", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const refused = fake().pay(orderId, { status: "authorized" });
    // Razorpay fails the capture (5xx, and the read after it too): it may have captured or not.
    const authorised = (await gateway("live").fetchPayment(refused.id))!;
    fake().failNext(100);
    await expect(captureIfDue("live", orderId, authorised)).rejects.toThrow(GatewayError);
    fake().failNext(0);
    expect((await captureClaim(app.id)).captureClaim).toBe(refused.id);
    // A minute on, the claim has lapsed and its payment is still uncaptured: taken over.
    await db.govApplication.update({
      where: { id: app.id },
      data: { captureClaimedAt: new Date(Date.now() - 2 * 60_000) },
    });
    const next = fake().pay(orderId, { status: "authorized" });
    const started = Date.now();
    expect((await verifyPayment(next)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(CLAIM_WAIT_MS);
    expect(fake().payments.get(refused.id)?.status).toBe("authorized");
    expect(await captureClaim(app.id)).toEqual({ captureClaim: null, captureClaimedAt: null });
  });

  it("a claim taken over while its payment waited on the database is not captured on: it waits as for any claim", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const slow = fake().pay(orderId, { status: "authorized" });
    // Just after this payment's claim, the database stalls past the claim's minute and another
    // payment takes the claim over.
    const claims = db.govApplication;
    const updateMany = claims.updateMany.bind(claims);
    let stalled = false;
    const spy = vi.spyOn(claims, "updateMany").mockImplementation((async (args: Parameters<typeof updateMany>[0]) => {
      const result = await updateMany(args);
      if (!stalled && args.data.captureClaim === slow.id) {
        stalled = true;
        await db.govApplication.update({
          where: { id: app.id },
          data: { captureClaim: "pay_TookItOver00001", captureClaimedAt: new Date() },
        });
      }
      return result;
    }) as unknown as typeof claims.updateMany);
    try {
      await expect(captureIfDue("live", orderId, (await gateway("live").fetchPayment(slow.id))!)).rejects.toThrow(
        "Another payment for this application is being captured",
      );
    } finally {
      spy.mockRestore();
    }
    expect(stalled).toBe(true);
    expect(fake().payments.get(slow.id)?.status).toBe("authorized");
    expect((await captureClaim(app.id)).captureClaim).toBe("pay_TookItOver00001");
  }, 30_000);

  it("a payment captured after the deadline is recorded and flagged", async () => {
    const job = await createGovJob();
    const app = await apply(job);
    const orderId = (await order(app.id)).json.id as string;
    await db.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), -2) } });
    expect((await deliver(fake().webhook("payment.captured", fake().pay(orderId)))).json.outcome).toBe("paid_late");
    const state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("completed");
    expect(state.captured[0].flaggedReason).toMatch(/after the application deadline/);
  });

  it("a payment made while staff closed the job is counted and flagged for the admin", async () => {
    const job = await createGovJob();
    const app = await apply(job);
    const orderId = (await order(app.id)).json.id as string;
    await db.govJob.update({ where: { id: job.id }, data: { status: "inactive" } });
    expect((await deliver(fake().webhook("payment.captured", fake().pay(orderId)))).json.outcome).toBe("paid");
    const state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("completed");
    expect(state.captured[0].flaggedReason).toBe("Paid after the job was closed to applications.");
  });

  it("a second payment for an already-paid application is flagged for refund, not counted", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = await apply(job);
    // Two tabs, two orders: the second after the applicant resubmitted with other answers (another
    // fee). The current fee is paid first; the stale order's payment then finds the application paid.
    const first = (await order(app.id)).json.id as string;
    await db.govApplication.update({ where: { id: app.id }, data: { feePaise: 60_000 } });
    const second = (await order(app.id)).json.id as string;
    expect(second).not.toBe(first);
    await deliver(fake().webhook("payment.captured", fake().pay(second)));
    const extra = fake().pay(first);
    const res = await verifyPayment(extra);
    expect(res.status).toBe(409);
    expect(res.json.message).toContain(extra.id);
    const state = await applicationState(app.id);
    expect(state.captured).toHaveLength(1);
    expect(state.job.applicationCount).toBe(1);
    const flagged = state.payments.find((p) => p.paymentId === extra.id);
    expect(flagged).toMatchObject({ status: "refund_pending" });
    expect(flagged?.flaggedReason).toMatch(/already paid/);
  });

  it("a payment on an order made for less than the application's fee now is flagged, not counted", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = await apply(job);
    const stale = (await order(app.id)).json.id as string;
    // The applicant submits again with other answers: the fee is now ₹750.
    await db.govApplication.update({ where: { id: app.id }, data: { feePaise: 75_000 } });
    const res = await verifyPayment(fake().pay(stale));
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/did not match the application fee/);
    let state = await applicationState(app.id);
    expect(state.paymentStatus).not.toBe("completed");
    expect(state.job.applicationCount).toBe(0);
    expect(state.payments.find((p) => p.orderId === stale)).toMatchObject({ status: "refund_pending" });
    expect(state.payments.find((p) => p.orderId === stale)?.flaggedReason).toMatch(
      /submitted again with other answers/,
    );

    // A new order for the new fee is paid and counted.
    const fresh = await order(app.id);
    expect(fresh.json.amount).toBe(75_000);
    expect((await verifyPayment(fake().pay(fresh.json.id as string))).status).toBe(200);
    state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("completed");
    expect(state.job.applicationCount).toBe(1);
  });

  it("a payment over a lowered fee by less than ₹1 is counted whole: Razorpay refunds nothing that small", async () => {
    const job = await createGovJob({ feePaise: 10_050 });
    const app = await apply(job);
    const before = (await order(app.id)).json.id as string;
    await db.govApplication.update({ where: { id: app.id }, data: { feePaise: 10_000 } });
    expect((await verifyPayment(fake().pay(before))).status).toBe(200);
    const state = await applicationState(app.id);
    expect(state).toMatchObject({ paymentStatus: "completed", feePaise: 10_050 });
    expect(state.payments.filter((p) => p.status === "refund_pending")).toHaveLength(0);
  });

  it("a payment on an order made before the fee was lowered pays it: counted, and the difference is due back", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = await apply(job);
    const before = (await order(app.id)).json.id as string;
    // The fee is lowered to ₹300 while the applicant is in Checkout for ₹500.
    await db.govApplication.update({ where: { id: app.id }, data: { feePaise: 30_000 } });
    const payment = fake().pay(before);
    const res = await verifyPayment(payment);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ paymentStatus: "completed" });
    const state = await applicationState(app.id);
    expect(state).toMatchObject({ paymentStatus: "completed", feePaise: 30_000 });
    expect(state.job.applicationCount).toBe(1);
    expect(state.payments.find((p) => p.orderId === before)).toMatchObject({ status: "captured", amountPaise: 50_000 });
    // The ₹200 over the fee is due back, taken from this payment.
    expect(state.payments.find((p) => p.orderId === `${before}:overpaid`)).toMatchObject({
      status: "refund_pending",
      amountPaise: 20_000,
      refundFromPaymentId: payment.id,
    });
    // The applicant's confirmation says so.
    const [mail] = await db.mailOutbox.findMany({
      where: { about: `gov:${app.id}`, subject: { contains: "received" } },
    });
    expect(mail.text).toContain("Fee paid: ₹300");
    expect(mail.text).toContain("Your payment was ₹200 more than the fee");

    // Once the ₹200 is refunded, the dashboard's trend keeps ₹300 of it for today, as Net Fees does.
    const todayFees = async () => (await govDashboardStats()).daily.at(-1)!.feesPaise;
    const withOverpayment = await todayFees();
    await db.payment.update({ where: { orderId: `${before}:overpaid` }, data: { status: "refunded" } });
    expect(withOverpayment - (await todayFees())).toBe(20_000);
  });

  it("a payment of the wrong amount is kept apart with what was paid, and a later correct one is counted", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = await apply(job);
    const orderId = (await order(app.id)).json.id as string;
    const captured = (paymentId: string, amountPaise: number) =>
      markPaid({
        source: "webhook",
        eventId: `evt_${paymentId}`,
        type: "payment.captured",
        orderId,
        paymentId,
        amountPaise,
        currency: "INR",
        paidAt: new Date(),
        payload: {},
      });
    const confirmations = () =>
      db.mailOutbox.count({ where: { subject: { startsWith: `Application ${app.applicationNumber} received - ` } } });
    expect((await captured("pay_short", 100)).outcome).toBe("flagged_amount");
    expect((await applicationState(app.id)).paymentStatus).toBe("pending");
    expect(await confirmations()).toBe(0);
    expect((await captured("pay_right", 50_000)).outcome).toBe("paid");
    // The confirmation was recorded in the transaction that counted the fee: it is there the moment
    // markPaid returns (written afterwards, a restart in between left a paid applicant without one).
    expect(await confirmations()).toBe(1);

    const state = await applicationState(app.id);
    expect(state.paymentStatus).toBe("completed");
    expect(state.job.applicationCount).toBe(1);
    expect(state.captured).toHaveLength(1);
    expect(state.captured[0]).toMatchObject({ orderId, paymentId: "pay_right", amountPaise: 50_000 });
    const refund = state.payments.find((p) => p.paymentId === "pay_short");
    // The refund is what was paid (₹1), not the order's ₹500.
    expect(refund).toMatchObject({ status: "refund_pending", amountPaise: 100 });
    expect(refund?.flaggedReason).toMatch(/Amount mismatch/);
  });

  it("a second Aadhaar application for a paid job is refused with 409 before any payment", async () => {
    const job = await createGovJob();
    const aadharNo = applicationFields(job.id).aadharNo;
    const app = await apply(job, { aadharNo });
    const orderId = (await order(app.id)).json.id as string;
    await verifyPayment(fake().pay(orderId));
    const again = await send(
      submitApplication,
      applicationRequest(applicationFields(job.id, { aadharNo, name: "Other" })),
    );
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already been submitted and paid/);
    expect(await db.govApplication.count({ where: { jobId: job.id } })).toBe(1);
    expect(fake().orders.size).toBeGreaterThan(0);
  });
});

describe("an application erased before its payment arrives", () => {
  const erase = (id: string) => db.$transaction((tx) => anonymiseGovApplication(tx, id));
  /** What the gateway's payment entity says about the payer (lib/testing/fake-razorpay.ts). */
  const PERSONAL = ["applicant@example.in", "9876543210", "email", "contact"];

  it("gets no order: 404 as an unknown application, and the gateway is not asked", async () => {
    const app = await apply(await createGovJob());
    await erase(app.id);
    const orders = fake().orders.size;
    const res = await order(app.id);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe((await order("nosuchapplication")).json.message);
    expect(fake().orders.size).toBe(orders);
    expect(await db.payment.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("a capture reported by the webhook is kept for refund, never counted, its event without the payer's details", async () => {
    const job = await createGovJob();
    const app = await apply(job);
    const orderId = (await order(app.id)).json.id as string;
    await erase(app.id);
    const payment = fake().pay(orderId);
    const res = await deliver(fake().webhook("payment.captured", payment));
    expect([res.status, res.json.outcome]).toEqual([200, "flagged_duplicate"]);
    const state = await applicationState(app.id);
    expect(state).toMatchObject({ paymentStatus: "pending", job: { applicationCount: 0 } });
    expect(state.payments).toEqual([
      expect.objectContaining({
        paymentId: payment.id,
        status: "refund_pending",
        flaggedReason: expect.stringMatching(/erased/),
      }),
    ]);
    const events = await db.paymentEvent.findMany({ where: { orderId } });
    expect(events).toHaveLength(1);
    const text = JSON.stringify(events[0].payload);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
    for (const kept of [payment.id, orderId, String(payment.amount), "captured"]) expect(text).toContain(kept);
  });

  it.each(["payment.captured", "payment.failed"] as const)(
    "a %s webhook arriving while the erasure runs keeps no payer details either",
    async (type) => {
      const app = await apply(await createGovJob());
      const orderId = (await order(app.id)).json.id as string;
      const payment = fake().pay(orderId, type === "payment.failed" ? { status: "failed" } : {});
      // The erasure holds the application (on PostgreSQL the webhook really runs into it).
      const erasure = heldOpen((tx) => anonymiseGovApplication(tx, app.id));
      await erasure.ready;
      const delivered = deliver(fake().webhook(type, payment));
      await aMoment();
      erasure.commit();
      await erasure.done;
      expect((await delivered).status).toBe(200);
      const events = await db.paymentEvent.findMany({ where: { orderId } });
      expect(events).toHaveLength(1);
      const text = JSON.stringify(events[0].payload);
      for (const personal of PERSONAL) expect(text).not.toContain(personal);
      expect(text).toContain(payment.id);
    },
  );

  it("a second report of a payment already counted, arriving while the erasure runs, keeps no payer details", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await order(app.id)).json.id as string;
    const payment = fake().pay(orderId);
    expect((await deliver(fake().webhook("payment.captured", payment))).json.outcome).toBe("paid");
    const erasure = heldOpen((tx) => anonymiseGovApplication(tx, app.id));
    await erasure.ready;
    const delivered = deliver(fake().webhook("order.paid", payment));
    await aMoment();
    erasure.commit();
    await erasure.done;
    expect((await delivered).json.outcome).toBe("already_recorded");
    for (const event of await db.paymentEvent.findMany({ where: { orderId } })) {
      const text = JSON.stringify(event.payload);
      for (const personal of PERSONAL) expect(text).not.toContain(personal);
    }
  });

  it("reconcile still records a capture it finds, redacted, and captures no authorisation", async () => {
    const captured = await apply(await createGovJob());
    const capturedOrder = (await order(captured.id)).json.id as string;
    const authorised = await apply(await createGovJob());
    const authorisedOrder = (await order(authorised.id)).json.id as string;
    const paid = fake().pay(capturedOrder);
    const held = fake().pay(authorisedOrder, { status: "authorized" });
    await erase(captured.id);
    await erase(authorised.id);

    await reconcilePayments({ olderThanMinutes: 0 });
    expect(fake().payments.get(held.id)?.status).toBe("authorized");
    expect((await applicationState(authorised.id)).payments).toEqual([expect.objectContaining({ status: "created" })]);
    expect((await applicationState(captured.id)).payments).toEqual([
      expect.objectContaining({ paymentId: paid.id, status: "refund_pending" }),
    ]);
    const event = await db.paymentEvent.findUniqueOrThrow({ where: { eventId: `reconcile:${paid.id}` } });
    const text = JSON.stringify(event.payload);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);
    expect(text).toContain(paid.id);
  });
});
