// The applicant's mail when a refund is processed, in live mode against the local fake of Razorpay:
// one mail however often the gateway reports it (webhook replays, reconcile), in the language the
// application was made in, worded for a cancelled application's fee and for a correction's
// overpayment; none for a failed refund or an erased application, and erasure deletes it.
import { beforeAll, describe, expect, it } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { db } from "@/lib/server/db/client";
import { reconcilePayments } from "@/lib/server/payments/reconcile";
import { anonymiseGovApplication } from "@/lib/server/privacy/anonymise";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";
import { bearerFor, decideStatus, paidThroughCheckout, refundFromConsole } from "@/lib/testing/gov-console";

const fake = withFakeRazorpay();
let auth: Record<string, string>;

beforeAll(async () => {
  auth = (await bearerFor("GovAdmin")).headers;
});

const deliver = (event: { body: string; headers: Record<string, string> }) =>
  send(webhook, jsonRequest("/api/payments/webhook", event.body, event.headers));

const requestRefund = async (paymentRowId: string) => {
  const res = await refundFromConsole(paymentRowId, auth, "Refund of the applicant's fee");
  expect(res.status, res.text).toBe(200);
  return db.refund.findFirstOrThrow({ where: { paymentRowId }, orderBy: { createdAt: "desc" } });
};

/** A paid application (₹500) that staff cancelled: its fee is refundable. */
async function cancelledApplication(locale: "en" | "hi" = "en") {
  const paid = await paidThroughCheckout(fake(), 50_000);
  await db.govApplication.update({ where: { id: paid.app.id }, data: { locale } });
  expect((await decideStatus(paid.app.id, auth, "cancelled", "Duplicate application")).status).toBe(200);
  const app = await db.govApplication.findUniqueOrThrow({
    where: { id: paid.app.id },
    select: { applicationNumber: true, job: { select: { title: true } } },
  });
  return { ...paid, applicationNumber: app.applicationNumber, jobTitle: app.job.title };
}

const refundMails = (applicationId: string) =>
  db.mailOutbox.findMany({ where: { about: `gov:${applicationId}`, dedupeKey: { startsWith: "refund:" } } });

const processed = (refundId: string) =>
  deliver(fake().refundWebhook("refund.processed", fake().settleRefund(refundId, "processed")));

describe("the refund mail", () => {
  it("is recorded once when the cancelled application's fee is refunded, however often it is reported", async () => {
    const { app, row, applicationNumber, jobTitle } = await cancelledApplication();
    const refund = await requestRefund(row.id);
    expect(refund.status).toBe("created");
    expect(await refundMails(app.id)).toHaveLength(0); // asked for, not yet done: nothing to tell

    const event = fake().refundWebhook("refund.processed", fake().settleRefund(refund.refundId!, "processed"));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await deliver(event)).json.outcome);
    expect(answers).toEqual(["processed", "duplicate_event", "duplicate_event"]);
    // Reconcile reports it again under its own event id: still processed once.
    await reconcilePayments({ olderThanMinutes: 60, refundsOlderThanMinutes: 0 });

    const mails = await refundMails(app.id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.dedupeKey).toBe(`refund:${refund.id}:processed`);
    expect(mail.to).toBe((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).email);
    expect(mail.subject).toBe(`Refund of ₹500 for application ${applicationNumber}`);
    expect(mail.text).toContain(
      `Your application ${applicationNumber} for ${jobTitle} was cancelled, so we have refunded its fee: ₹500 has been sent back to the original payment method.`,
    );
    expect(mail.text).toContain("within 5–7 working days");
    expect(mail.text).toContain(`Refund ID: ${refund.refundId}`);
    expect(mail.html).toContain("₹500");
  });

  it("is in Hindi for an application made in Hindi", async () => {
    const { app, row, applicationNumber } = await cancelledApplication("hi");
    const refund = await requestRefund(row.id);
    expect((await processed(refund.refundId!)).json.outcome).toBe("processed");
    const [mail] = await refundMails(app.id);
    expect(mail.subject).toBe(`आवेदन ${applicationNumber} के लिए ₹500 का रिफंड`);
    expect(mail.text).toContain("रद्द कर दिया गया था, इसलिए हमने उसका शुल्क लौटा दिया है: ₹500");
    expect(mail.text).toContain("5–7 कामकाजी दिनों");
  });

  it("says a correction's overpayment is the difference, with the part refunded", async () => {
    const { app, row, orderId, applicationNumber } = await cancelledApplication();
    // A correction lowered the fee by ₹200 (as recordOverpayment writes it): that part is due back.
    const due = await db.payment.create({
      data: {
        applicationId: app.id,
        mode: row.mode,
        orderId: `${orderId}:correction-v1`,
        paymentId: null,
        refundFromPaymentId: row.paymentId,
        amountPaise: 20_000,
        currency: "INR",
        status: "refund_pending",
        capturedAt: new Date(),
        flaggedReason: "Fee lowered by correction v1; overpayment due back.",
      },
    });
    const refund = await requestRefund(due.id);
    expect(refund.amountPaise).toBe(20_000);
    expect((await processed(refund.refundId!)).json.outcome).toBe("processed");
    const [mail] = await refundMails(app.id);
    expect(mail.subject).toBe(`Refund of ₹200 for application ${applicationNumber}`);
    expect(mail.text).toContain("was corrected and its fee lowered, so we have refunded the difference: ₹200");
    expect(mail.text).not.toContain("was cancelled");
  });

  it("says what a payment paid over a fee lowered after it was started is the difference", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = (await send(submitApplication, applicationRequest(applicationFields(job.id)))).json.application as {
      id: string;
      applicationNumber: string;
    };
    const orderId = (await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }))).json
      .id as string;
    // The fee is lowered to ₹300 while the applicant pays ₹500 in Checkout: counted, ₹200 due back.
    await db.govApplication.update({ where: { id: app.id }, data: { feePaise: 30_000 } });
    const paid = await send(verify, jsonRequest("/api/payments/verify", fake().checkoutResponse(fake().pay(orderId))));
    expect(paid.status, paid.text).toBe(200);
    const due = await db.payment.findUniqueOrThrow({ where: { orderId: `${orderId}:overpaid` } });
    const refund = await requestRefund(due.id);
    expect(refund.amountPaise).toBe(20_000);
    expect((await processed(refund.refundId!)).json.outcome).toBe("processed");
    const [mail] = await refundMails(app.id);
    expect(mail.subject).toBe(`Refund of ₹200 for application ${app.applicationNumber}`);
    expect(mail.text).toContain("was more than its fee, which was lowered after the payment was started");
    expect(mail.text).toContain("refunded the difference: ₹200");
    expect(mail.text).not.toContain("was corrected");
    // The fee itself stays paid.
    const after = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(after).toMatchObject({ paymentStatus: "completed", feePaise: 30_000 });
  });

  it("is not sent for a refund that failed", async () => {
    const { app, row } = await cancelledApplication();
    const refund = await requestRefund(row.id);
    const failed = fake().refundWebhook("refund.failed", fake().settleRefund(refund.refundId!, "failed"));
    expect((await deliver(failed)).json.outcome).toBe("failed");
    expect(await refundMails(app.id)).toHaveLength(0);
  });

  it("is not sent about an erased application, and erasure deletes one already recorded", async () => {
    const erased = await cancelledApplication();
    const refund = await requestRefund(erased.row.id);
    await db.$transaction((tx) => anonymiseGovApplication(tx, erased.app.id));
    expect((await processed(refund.refundId!)).json.outcome).toBe("processed");
    expect(await db.mailOutbox.count({ where: { dedupeKey: `refund:${refund.id}:processed` } })).toBe(0);

    const later = await cancelledApplication();
    const sent = await requestRefund(later.row.id);
    expect((await processed(sent.refundId!)).json.outcome).toBe("processed");
    expect(await refundMails(later.app.id)).toHaveLength(1);
    await db.$transaction((tx) => anonymiseGovApplication(tx, later.app.id));
    expect(await db.mailOutbox.count({ where: { dedupeKey: `refund:${sent.id}:processed` } })).toBe(0);
  });
});
