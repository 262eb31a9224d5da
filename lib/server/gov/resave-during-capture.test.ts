// A government application whose fee was captured at the gateway but not yet counted here (the
// page's confirmation failed or timed out; the webhook or reconciliation will count it) cannot be
// saved again meanwhile: the new save would price the form anew, the captured payment would then
// be counted as not matching and go to refunds, and the applicant would be asked to pay again.
import { describe, expect, it } from "vitest";

import { PUT as correct } from "@/app/api/gov/applications/[id]/correction/route";
import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { addDays, istToday } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { captureIfDue } from "@/lib/server/payments/capture";
import { gateway } from "@/lib/server/payments/gateway";
import { GOV_MESSAGES } from "@/lib/validation/gov-applications";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { call } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";

const fake = withFakeRazorpay();

describe("a government application whose fee is captured but not yet counted", () => {
  it("is not saved again (409), and the payment then counts for the fee it was made for", async () => {
    const job = await createGovJob({ feePaise: 75_000, fees: { SC: 25_000 } });
    const fields = applicationFields(job.id, { category: "SC", categoryCertificateNumber: "SC/123" });
    const first = await send(submitApplication, applicationRequest(fields));
    expect(first.status, first.text).toBe(201);
    const app = first.json.application as { id: string };
    const order = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }));
    const orderId = order.json.id as string;
    expect(order.json.amount).toBe(25_000);
    // Captured at the gateway; the page's confirmation never reached us.
    const payment = fake().pay(orderId, { status: "authorized" });
    const captured = await captureIfDue("live", orderId, (await gateway("live").fetchPayment(payment.id))!);
    expect(captured.payment.status).toBe("captured");

    // Told "could not confirm", the applicant changes the category (₹750) and sends the form again.
    const again = await send(
      submitApplication,
      applicationRequest({ ...fields, category: "GENERAL", categoryCertificateNumber: "" }),
    );
    expect(again.status, again.text).toBe(409);
    expect(again.json.message).toBe(GOV_MESSAGES.paymentArriving);
    expect(await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({
      category: "SC",
      feePaise: 25_000,
    });

    // The webhook counts the payment: the application is paid, nothing goes to refunds.
    const event = fake().webhook("payment.captured", fake().payments.get(payment.id)!);
    expect((await send(webhook, jsonRequest("/api/payments/webhook", event.body, event.headers))).status).toBe(200);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id }, include: { payments: true } });
    expect(row).toMatchObject({ paymentStatus: "completed", feePaise: 25_000 });
    expect(row.payments.map((p) => [p.status, p.amountPaise])).toEqual([["captured", 25_000]]);
  });

  it("is not corrected to another fee meanwhile (409), while a correction that keeps the fee is made", async () => {
    const job = await createGovJob({ feePaise: 75_000, fees: { SC: 25_000 } });
    await db.govJob.update({
      where: { id: job.id },
      data: { correctionFrom: addDays(istToday(), -1), correctionTo: addDays(istToday(), 1) },
    });
    const fields = applicationFields(job.id, { category: "SC", categoryCertificateNumber: "SC/123" });
    const first = await send(submitApplication, applicationRequest(fields));
    expect(first.status, first.text).toBe(201);
    const app = first.json.application as { id: string; applicationNumber: string };
    const order = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }));
    const payment = fake().pay(order.json.id as string, { status: "authorized" });
    const captured = await captureIfDue(
      "live",
      order.json.id as string,
      (await gateway("live").fetchPayment(payment.id))!,
    );
    expect(captured.payment.status).toBe("captured");

    const correction = (changes: Record<string, unknown>) =>
      call(correct, {
        method: "PUT",
        path: `/api/gov/applications/${app.applicationNumber}/correction`,
        params: { id: app.applicationNumber },
        body: {
          dob: fields.dob,
          name: fields.name,
          fatherHusbandName: fields.fatherHusbandName,
          motherName: fields.motherName,
          presentAddress: fields.presentAddress,
          maritalStatus: fields.maritalStatus,
          gender: fields.gender,
          mobile1: fields.mobile1,
          category: "SC",
          categoryCertificateNumber: "SC/123",
          pwd: false,
          exServiceman: false,
          ...changes,
        },
      });
    // Told "could not confirm", the applicant corrects the category to General (₹750).
    const repriced = await correction({ category: "GENERAL", categoryCertificateNumber: undefined });
    expect(repriced.status, JSON.stringify(repriced.json)).toBe(409);
    expect(repriced.json.message).toBe(GOV_MESSAGES.paymentArriving);
    // A new address decides no fee, so it is corrected.
    const moved = await correction({ presentAddress: "House 12, Boring Road, Patna 800001" });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    expect(await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({
      category: "SC",
      feePaise: 25_000,
      presentAddress: "House 12, Boring Road, Patna 800001",
    });

    // The webhook counts the payment for the fee it was made for: nothing goes to refunds.
    const event = fake().webhook("payment.captured", fake().payments.get(payment.id)!);
    expect((await send(webhook, jsonRequest("/api/payments/webhook", event.body, event.headers))).status).toBe(200);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id }, include: { payments: true } });
    expect(row).toMatchObject({ paymentStatus: "completed", feePaise: 25_000 });
    expect(row.payments.map((p) => [p.status, p.amountPaise])).toEqual([["captured", 25_000]]);
  });
});
