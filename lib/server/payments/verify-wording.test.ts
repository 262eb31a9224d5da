// The browser's answer to a payment that was recorded but not counted: the applicant is told why
// (the wrong amount, or an application that could no longer take a payment) whoever recorded the
// payment first. The webhook often arrives before the browser's verification, and the applicant may
// verify again (a reload); the wording must not depend on which call did the recording.
import { describe, expect, it } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { db } from "@/lib/server/db/client";
import type { FakePayment } from "@/lib/testing/fake-razorpay";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";

const fake = withFakeRazorpay();

const MISMATCH = /did not match the application fee and will be refunded/;
const CLOSED = /could no longer take a payment \(it was withdrawn, closed or needs no fee\)/;
/** messages/hi.json's errors.*.mismatchRefund, as the Hindi page shows it. */
const MISMATCH_HI = /आवेदन शुल्क से मेल नहीं खाता, इसलिए यह वापस कर दिया जाएगा/;

const deliver = (event: { body: string; headers: Record<string, string> }) =>
  send(webhook, jsonRequest("/api/payments/webhook", event.body, event.headers));
const verifyPayment = (payment: FakePayment, headers: Record<string, string> = {}) =>
  send(verify, jsonRequest("/api/payments/verify", fake().checkoutResponse(payment), headers));

/** A saved, unpaid application with an open order for its ₹500 fee. */
async function withOrder() {
  const job = await createGovJob({ feePaise: 50_000 });
  const res = await send(submitApplication, applicationRequest(applicationFields(job.id)));
  expect(res.status, res.text).toBe(201);
  const app = res.json.application as { id: string };
  const order = (await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }))).json
    .id as string;
  return { app, order };
}

describe("verify: the wording of a payment recorded but not counted", () => {
  it("a payment on an order for less than the application's fee now is 'did not match' though the webhook recorded it first, and again on a repeat", async () => {
    for (const webhookFirst of [false, true]) {
      const { app, order } = await withOrder();
      // The applicant submitted again with other answers: the fee is now ₹750.
      await db.govApplication.update({ where: { id: app.id }, data: { feePaise: 75_000 } });
      const payment = fake().pay(order);
      if (webhookFirst) expect((await deliver(fake().webhook("payment.captured", payment))).status).toBe(200);
      for (const attempt of [1, 2]) {
        const res = await verifyPayment(payment);
        expect(res.status, `webhook first: ${webhookFirst}, verification ${attempt}`).toBe(409);
        expect(res.json.message).toMatch(MISMATCH);
        expect(res.json.message).toContain(payment.id);
      }
      // On a Hindi page, in Hindi.
      const hindi = await verifyPayment(payment, { "Accept-Language": "hi" });
      expect(hindi.status).toBe(409);
      expect(hindi.json.message).toMatch(MISMATCH_HI);
      expect(hindi.json.message).toContain(payment.id);
    }
  });

  it("a payment of another amount than its order's, recorded by the webhook first, is 'did not match'", async () => {
    const { app, order } = await withOrder();
    const short = fake().pay(order, { amount: 100 });
    expect((await deliver(fake().webhook("payment.captured", short))).status).toBe(200);
    const res = await verifyPayment(short);
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(MISMATCH);
    const recorded = await db.payment.findUniqueOrThrow({ where: { paymentId: short.id } });
    expect(recorded).toMatchObject({ applicationId: app.id, status: "refund_pending", amountPaise: 100 });
  });

  it("a payment for a withdrawn application keeps the 'could no longer take a payment' wording, first and on a repeat", async () => {
    const { app, order } = await withOrder();
    await db.govApplication.update({ where: { id: app.id }, data: { status: "withdrawn" } });
    const payment = fake().pay(order);
    expect((await deliver(fake().webhook("payment.captured", payment))).status).toBe(200);
    for (const attempt of [1, 2]) {
      const res = await verifyPayment(payment);
      expect(res.status, `verification ${attempt}`).toBe(409);
      expect(res.json.message).toMatch(CLOSED);
    }
  });
});

describe("verify: a declined payment", () => {
  it("names a reason Razorpay gives in our words, in the page's language, and records Razorpay's own", async () => {
    const { order } = await withOrder();
    const payment = fake().pay(order, {
      status: "failed",
      errorReason: "payment_cancelled",
      errorDescription: "Your payment has been cancelled. Try again or complete the payment later.",
    });
    const res = await verifyPayment(payment);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Payment failed: You cancelled the payment. Please try again.");
    const hindi = await verifyPayment(payment, { "Accept-Language": "hi" });
    expect(hindi.json.message).toBe("भुगतान नहीं हो सका: आपने भुगतान रद्द कर दिया। कृपया फिर कोशिश करें।");
    // Staff see what Razorpay said.
    const recorded = await db.payment.findFirstOrThrow({ where: { orderId: order } });
    expect(recorded).toMatchObject({
      status: "failed",
      failureReason: "Your payment has been cancelled. Try again or complete the payment later.",
    });
  });

  it("keeps Razorpay's description for a reason we have no words for", async () => {
    const { order } = await withOrder();
    const payment = fake().pay(order, {
      status: "failed",
      errorReason: "amount_less_than_minimum_amount",
      errorDescription: "Amount is less than the minimum amount allowed.",
    });
    const res = await verifyPayment(payment);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Payment failed: Amount is less than the minimum amount allowed. Please try again.");
  });
});
