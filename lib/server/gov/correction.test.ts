// The correction window: versioned corrections, re-pricing (a difference to pay, an overpayment to
// refund), and the refusals. Aadhaar, PAN and the job in the body are a 400 (not ignored); the date
// of birth only proves who asks (a wrong one is a 404), so it cannot be changed either.
import { describe, expect, it, vi } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as lookup } from "@/app/api/gov/applications/lookup/route";
import { PUT as correct } from "@/app/api/gov/applications/[id]/correction/route";
import { POST as refund } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as testCheckout } from "@/app/api/payments/test-checkout/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { addDays, formatIstDate, istDayStart, istToday, toDateOnly } from "@/lib/dates";
import { errorDictionary, translateError } from "@/lib/i18n/errors";
import { listApplicantApplications } from "@/lib/server/applicant/applications";
import { db } from "@/lib/server/db/client";
import { loadApplicationPdfData } from "@/lib/server/gov/application-pdf/load";
import { govDashboardStats } from "@/lib/server/gov/console/stats";
import { govApplicationDetail } from "@/lib/server/gov/console/applications";
import { exportGovApplicationsCsv } from "@/lib/server/gov/console/export";
import { applicationStatusView, receiptFor, STATUS_LOOKUP_LIMITS } from "@/lib/server/gov/status";
import { receiptPath, receiptToken } from "@/lib/server/gov/tokens";
import { refundDueApplicationIds } from "@/lib/server/payments/refunds";
import { TEST_REFUND_FAIL_MARKER } from "@/lib/server/payments/test-gateway";
import { anonymiseGovApplication, ERASED } from "@/lib/server/privacy/anonymise";
import { aMoment } from "@/lib/testing/concurrency";
import { call, prismaClient } from "@/lib/testing/fixtures";
import { bearerFor, decideStatus } from "@/lib/testing/gov-console";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

const DOB = "1998-04-15";
let ipSeq = 0;

const submitted = applicationFields("");
/** A correction as the form sends it: the submitted personal details, General category, no claims. */
const fields = {
  ...Object.fromEntries(
    (["name", "fatherHusbandName", "motherName", "presentAddress", "maritalStatus", "gender", "mobile1"] as const).map(
      (key) => [key, submitted[key]],
    ),
  ),
  category: "GENERAL",
  pwd: false,
  exServiceman: false,
};

/** The correction form as the OBC applicant of setup() first sees it. */
const asSubmitted = { ...fields, category: "OBC", categoryCertificateNumber: "OBC-1" };

const WINDOWS = { open: [-1, 1], closed: [-5, -2], later: [3, 6] } as const;

/** The form's answers of an OBC applicant, as setup() applies. */
const OBC = { category: "OBC", categoryCertificateNumber: "obc-1" };

async function setup(window: keyof typeof WINDOWS = "open", paid = true) {
  const { job, app } = await openJob(50_000, { OBC: 30_000, SC: 10_000 }, OBC, window);
  if (paid) await pay(app.id, 30_000);
  return { job, app };
}

/** A job with these fees and its correction window (open by default); and its applicant's form, which applying again sends. */
async function openJob(
  feePaise: number,
  fees: Record<string, number>,
  answers: Record<string, string> = {},
  window: keyof typeof WINDOWS = "open",
) {
  const job = await createGovJob({ feePaise, fees });
  await db.govJob.update({
    where: { id: job.id },
    data: {
      correctionFrom: addDays(istToday(), WINDOWS[window][0]),
      correctionTo: addDays(istToday(), WINDOWS[window][1]),
    },
  });
  const form = applicationFields(job.id, answers);
  const app = (await send(submitApplication, applicationRequest(form))).json.application as {
    id: string;
    applicationNumber: string;
    paymentStatus: string;
  };
  return { job, form, app };
}

async function pay(applicationId: string, expectAmount: number) {
  const order = (await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId }))).json as {
    id: string;
    amount: number;
  };
  expect(order.amount).toBe(expectAmount);
  const success = await send(
    testCheckout,
    jsonRequest("/api/payments/test-checkout", { orderId: order.id, outcome: "pay" }),
  );
  const res = await send(verify, jsonRequest("/api/payments/verify", success.json));
  expect(res.status, res.text).toBe(200);
  return order;
}

const put = (applicationNumber: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(correct, {
    method: "PUT",
    path: `/api/gov/applications/${applicationNumber}/correction`,
    body: { dob: DOB, ...body },
    params: { id: applicationNumber },
    headers: { "x-forwarded-for": `203.0.113.${(ipSeq++ % 200) + 1}`, ...headers },
  });

const refundPayment = (paymentRowId: string, reason: string, headers: Record<string, string>) =>
  call(refund, {
    method: "POST",
    path: `/api/gov/payments/${paymentRowId}/refund`,
    body: { reason },
    params: { paymentRowId },
    headers,
  });

describe("correction window", () => {
  it("corrects the fields and writes version 1, then 2", async () => {
    const { app } = await setup();
    const first = await put(app.applicationNumber, { ...asSubmitted, name: "Seeta Kumari" });
    expect(first.status, first.text).toBe(200);
    const second = await put(app.applicationNumber, {
      ...asSubmitted,
      name: "Seeta Kumari",
      presentAddress: "Ward 14, Patna 800020",
    });
    expect(second.status, second.text).toBe(200);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ name: "Seeta Kumari", presentAddress: "Ward 14, Patna 800020", feePaise: 30_000 });
    const versions = await db.govApplicationCorrection.findMany({
      where: { applicationId: app.id },
      orderBy: { version: "asc" },
    });
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0].changes).toEqual({ name: { before: "Sita Kumari", after: "Seeta Kumari" } });
    expect(versions[1].changes).toEqual({
      presentAddress: { before: "Ward 12, Kankarbagh, Patna 800020", after: "Ward 14, Patna 800020" },
    });
    // Visible to the console: the application detail lists both versions.
    const detail = await govApplicationDetail(app.id);
    expect(detail.corrections.map((c) => [c.version, Object.keys(c.changes)])).toEqual([
      [1, ["name"]],
      [2, ["presentAddress"]],
    ]);
  });

  it("an approved application whose name or category is corrected goes back under review; a new phone number does not", async () => {
    const { app } = await setup();
    const gov = await bearerFor("GovAdmin");
    expect((await decideStatus(app.id, gov.headers, "approved")).status).toBe(200);
    await db.govApplication.update({ where: { id: app.id }, data: { callLetterIssuedAt: new Date() } });

    const phone = await put(app.applicationNumber, { ...asSubmitted, mobile1: "9811122233" });
    expect(phone.status, phone.text).toBe(200);
    expect(phone.json.message).toBe("Your application was corrected.");
    expect(await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({
      status: "approved",
      callLetterIssuedAt: expect.any(Date),
    });

    const renamed = await put(app.applicationNumber, {
      ...asSubmitted,
      mobile1: "9811122233",
      name: "Seeta Kumari",
      category: "SC",
      categoryCertificateNumber: "SC-7",
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.message).toBe(
      "Your application was corrected. ₹200 will be refunded to you. The office will check the corrected details again before confirming your application.",
    );
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({
      status: "under_review",
      statusChangedById: null,
      name: "Seeta Kumari",
      category: "SC",
      // Its letter printed the old name: once approved again it is issued, and mailed, anew.
      callLetterIssuedAt: null,
    });
    const history = await db.applicationStatusChange.findMany({
      where: { govApplicationId: app.id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.slice(-2).map((h) => [h.status, h.actor])).toEqual([
      ["approved", "staff"],
      ["under_review", "applicant"],
    ]);
    expect(
      await db.auditLog.findFirst({
        where: { entityId: app.id, action: "gov.application.status" },
        orderBy: { createdAt: "desc" },
      }),
    ).toMatchObject({ actorId: null, data: { from: "approved", to: "under_review", by: "applicant", correction: 2 } });

    // The status page shows it in the page's language (its error catalogue holds the answers' texts).
    expect(translateError(renamed.json.message as string, errorDictionary(en.errors, hi.errors), "hi")).toBe(
      "आपके आवेदन में सुधार हो गया। ₹200 आपको वापस किए जाएँगे। आपके आवेदन की पुष्टि से पहले कार्यालय सुधारे गए विवरण फिर से जाँचेगा।",
    );
  });

  it("an exempt application that pays a difference later stays counted on the day it became complete", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { OBC: 0 } });
    await db.govJob.update({
      where: { id: job.id },
      data: { correctionFrom: addDays(istToday(), -1), correctionTo: addDays(istToday(), 1) },
    });
    const app = (
      await send(
        submitApplication,
        applicationRequest(applicationFields(job.id, { category: "OBC", categoryCertificateNumber: "obc-1" })),
      )
    ).json.application as { id: string; applicationNumber: string };
    const completeOn = addDays(istToday(), -3);
    await db.govApplication.update({ where: { id: app.id }, data: { exemptAt: istDayStart(completeOn) } });
    const day = async (date: Date) =>
      (await govDashboardStats()).daily.find((point) => point.date === toDateOnly(date))!.applications;
    const [before, today] = [await day(completeOn), await day(istToday())];
    expect((await put(app.applicationNumber, fields)).json.correction).toMatchObject({ feeDuePaise: 50_000 });
    await pay(app.id, 50_000);
    expect(await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).toMatchObject({
      paymentStatus: "completed",
      feeDuePaise: 0,
    });
    expect([await day(completeOn), await day(istToday())]).toEqual([before, today]);
  });

  it("a higher fee leaves the difference to pay; paying it keeps the application paid and counted once", async () => {
    const { job, app } = await setup();
    const res = await put(app.applicationNumber, fields); // OBC 300 -> General 500
    expect(res.status, res.text).toBe(200);
    expect(res.json.correction).toMatchObject({ feeBeforePaise: 30_000, feeAfterPaise: 50_000, feeDuePaise: 20_000 });
    expect((res.json.application as { payNow: { feePaise: number } }).payNow.feePaise).toBe(20_000);
    let row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ paymentStatus: "completed", feePaise: 50_000, feeDuePaise: 20_000 });

    await pay(app.id, 20_000);
    row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ paymentStatus: "completed", feePaise: 50_000, feeDuePaise: 0 });
    const captured = await db.payment.findMany({ where: { applicationId: app.id, status: "captured" } });
    expect(captured.map((p) => p.amountPaise).sort()).toEqual([20_000, 30_000]);
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).applicationCount).toBe(1);
    // The applicant is told the difference arrived, with its own payment ID.
    const difference = captured.find((p) => p.amountPaise === 20_000)!;
    const [mail] = await db.mailOutbox.findMany({
      where: { subject: { startsWith: "Difference of ₹200 received" } },
      orderBy: { createdAt: "desc" },
      take: 1,
    });
    expect(mail.subject).toBe(`Difference of ₹200 received - application ${app.applicationNumber}`);
    expect(mail.text).toContain("Your fee is now paid in full: ₹500.");
    expect(mail.text).toContain(`Payment ID: ${difference.paymentId}`);
    // Nothing more is due: a further order is refused.
    const again = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }));
    expect(again.status).toBe(409);
  });

  it("a difference names the correction window's last day while it lasts, and none after it, when it can still be paid", async () => {
    const { job, app } = await setup();
    await put(app.applicationNumber, fields); // OBC 300 -> General 500: ₹200 to pay
    const correctionTo = (await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).correctionTo!;
    expect((await applicationStatusView(app.applicationNumber, DOB))?.payNow).toEqual({
      applicationId: app.id,
      feePaise: 20_000,
      lastDate: toDateOnly(correctionTo),
    });
    await db.govJob.update({
      where: { id: job.id },
      data: { correctionFrom: addDays(istToday(), -5), correctionTo: addDays(istToday(), -1) },
    });
    expect((await applicationStatusView(app.applicationNumber, DOB))?.payNow).toEqual({
      applicationId: app.id,
      feePaise: 20_000,
      lastDate: null,
    });
    await pay(app.id, 20_000);
    expect((await applicationStatusView(app.applicationNumber, DOB))?.payNow).toBeNull();
  });

  it("a lower fee records the overpayment for refund, and the refund is exactly that amount", async () => {
    const { app } = await setup();
    const res = await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    expect(res.status, res.text).toBe(200);
    expect(res.json.correction).toMatchObject({ feeAfterPaise: 10_000, feeDuePaise: 0, refundPaise: 20_000 });
    const original = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    expect(due).toMatchObject({
      amountPaise: 20_000,
      paymentId: null,
      refundFromPaymentId: original.paymentId,
      orderId: `${original.orderId}:correction-v1`,
    });
    const { headers } = await bearerFor("GovAdmin");
    const done = await refundPayment(due.id, "Overpayment after correction", headers);
    expect(done.status, done.text).toBe(200);
    expect(done.json.refund).toMatchObject({ status: "processed", amountPaise: 20_000 });
    expect((await db.payment.findUniqueOrThrow({ where: { id: due.id } })).status).toBe("refunded");
    expect((await db.payment.findUniqueOrThrow({ where: { id: original.id } })).status).toBe("captured");
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ paymentStatus: "completed", feePaise: 10_000, feeDuePaise: 0 });

    // Cancelled later: only what is left of the original payment is refunded, never more than was paid.
    const cancel = await decideStatus(app.id, headers, "cancelled", "Duplicate application");
    expect(cancel.status, cancel.text).toBe(200);
    // The console's Refund names that amount, not the whole payment.
    const shown = (await govApplicationDetail(app.id)).payments.find((p) => p.id === original.id)!;
    expect(shown).toMatchObject({ amountPaise: 30_000, refundablePaise: 10_000, refundable: true });
    const rest = await refundPayment(original.id, "Cancelled", headers);
    expect(rest.status, rest.text).toBe(200);
    expect(rest.json.refund).toMatchObject({ status: "processed", amountPaise: 10_000 });
  });

  it("an overpayment left from a payment already refunded (an earlier round of the application) is not taken into a new correction", async () => {
    const { app } = await setup();
    const paid = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    // From an earlier round: payment A paid ₹500 for a fee since lowered, A's fee was refunded after
    // a cancellation, and its ₹200 overpayment row is still owed back.
    const refunded = await db.payment.create({
      data: {
        applicationId: app.id,
        mode: paid.mode,
        orderId: `order_earlier_${app.id}`,
        paymentId: `pay_earlier_${app.id}`,
        amountPaise: 50_000,
        currency: "INR",
        status: "refunded",
        capturedAt: new Date(),
      },
    });
    const leftover = await db.payment.create({
      data: {
        applicationId: app.id,
        mode: paid.mode,
        orderId: `${refunded.orderId}:overpaid`,
        paymentId: null,
        refundFromPaymentId: refunded.paymentId,
        amountPaise: 20_000,
        currency: "INR",
        status: "refund_pending",
        capturedAt: new Date(),
      },
    });
    // Today's fee (₹300, paid) is corrected down to ₹100: ₹200 of today's payment is due back.
    const res = await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    expect(res.status, res.text).toBe(200);
    expect(res.json.correction).toMatchObject({ feeAfterPaise: 10_000, refundPaise: 20_000 });
    // The earlier row is still owed as it was, and the new one is taken from today's payment.
    expect(await db.payment.findUniqueOrThrow({ where: { id: leftover.id } })).toMatchObject({
      status: "refund_pending",
      amountPaise: 20_000,
    });
    const fresh = await db.payment.findFirstOrThrow({ where: { orderId: `${paid.orderId}:correction-v1` } });
    expect(fresh).toMatchObject({ status: "refund_pending", amountPaise: 20_000, refundFromPaymentId: paid.paymentId });
  });

  it("a cancelled application whose whole fee a correction already refunded owes nothing: not under Refund due", async () => {
    const { form, app } = await openJob(20_000, { SC: 0 });
    await pay(app.id, 20_000);
    const res = await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-4" });
    expect(res.json.correction).toMatchObject({ feeAfterPaise: 0, refundPaise: 20_000 });
    const { headers } = await bearerFor("GovAdmin");
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    expect((await refundPayment(due.id, "Overpayment after correction", headers)).status).toBe(200);
    expect(await refundDueApplicationIds()).not.toContain(app.id);

    expect((await decideStatus(app.id, headers, "cancelled", "Duplicate application")).status).toBe(200);
    // Its fee payment is captured, but all of it has gone back already: nothing to offer or to list.
    const fee = (await govApplicationDetail(app.id)).payments.find((p) => p.status === "captured")!;
    expect(fee).toMatchObject({ refundablePaise: 0, refundable: false });
    expect(await refundDueApplicationIds()).not.toContain(app.id);

    // The applicant is told the fee came back, with no receipt for ₹0, and may apply again.
    const view = await applicationStatusView(app.applicationNumber, DOB);
    expect(view).toMatchObject({ amountPaidPaise: null, refundedPaise: 20_000, receiptUrl: null });
    expect(await receiptFor(app.applicationNumber, receiptToken(app.applicationNumber))).toBeNull();
    expect((await loadApplicationPdfData(app.id))?.fee).toMatchObject({
      payment: null,
      refund: { amountPaise: 20_000 },
    });
    const again = await send(submitApplication, applicationRequest(form));
    expect(again.status, again.text).toBe(200);
    expect(again.json.application).toMatchObject({ id: app.id, paymentStatus: "pending", feePaise: 20_000 });
  });

  it("made again and paid after a correction gave its whole fee back: the confirmation, receipt and CSV name the new payment", async () => {
    const { form, app } = await openJob(20_000, { SC: 0 });
    await pay(app.id, 20_000);
    await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-6" });
    const { user, headers } = await bearerFor("GovAdmin");
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    expect((await refundPayment(due.id, "Overpayment after correction", headers)).status).toBe(200);
    expect((await decideStatus(app.id, headers, "cancelled", "Duplicate application")).status).toBe(200);
    const old = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });

    expect((await send(submitApplication, applicationRequest(form))).status).toBe(200);
    await pay(app.id, 20_000);
    const fresh = await db.payment.findFirstOrThrow({
      where: { applicationId: app.id, status: "captured", id: { not: old.id } },
    });
    expect(fresh.paymentId).not.toBe(old.paymentId);

    const mail = await db.mailOutbox.findFirstOrThrow({
      where: { about: `gov:${app.id}`, text: { contains: "Payment ID:" } },
      orderBy: { createdAt: "desc" },
    });
    expect(mail.text).toContain(`Payment ID: ${fresh.paymentId}`);
    expect(mail.text).not.toContain(old.paymentId!);
    const receipt = await receiptFor(app.applicationNumber, receiptToken(app.applicationNumber));
    expect(receipt?.payment).toMatchObject({ amountPaise: 20_000, refundedPaise: 0 });
    expect(receipt?.payment?.payments.map((p) => p.paymentId)).toEqual([fresh.paymentId]);
    const csv = await new Response(
      await exportGovApplicationsCsv(
        { jobId: form.jobId, q: undefined, from: undefined, to: undefined },
        { ...user, via: "bearer" },
        "127.0.0.1",
      ),
    ).text();
    const line = csv.split("\r\n").find((l) => l.startsWith(app.applicationNumber))!;
    expect(line).toContain(`,${fresh.paymentId},${fresh.orderId},`);
    expect(line).not.toContain(old.paymentId!);
  });

  it("a cancelled application paid in two parts, all of it back (a correction's overpayment, then the fee), may be applied to again", async () => {
    const { form, app } = await openJob(100_000, { OBC: 30_000 }, OBC);
    await pay(app.id, 30_000); // OBC: ₹300
    expect((await put(app.applicationNumber, fields)).json.correction).toMatchObject({ feeDuePaise: 70_000 });
    await pay(app.id, 70_000); // General: ₹700 more
    // Back to OBC: ₹700 over, taken from the larger payment (the difference, all of it) and refunded.
    expect((await put(app.applicationNumber, asSubmitted)).json.correction).toMatchObject({ refundPaise: 70_000 });
    const { headers } = await bearerFor("GovAdmin");
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    expect((await refundPayment(due.id, "Overpayment after correction", headers)).status).toBe(200);
    expect((await decideStatus(app.id, headers, "cancelled", "Not eligible")).status).toBe(200);
    const fee = await db.payment.findFirstOrThrow({
      where: { applicationId: app.id, status: "captured", amountPaise: 30_000 },
    });
    expect((await refundPayment(fee.id, "Cancelled", headers)).json.refund).toMatchObject({
      status: "processed",
      amountPaise: 30_000,
    });
    // The difference's payment is still "captured", with nothing of it held.
    expect(await db.payment.count({ where: { applicationId: app.id, status: "captured" } })).toBe(1);
    const view = await applicationStatusView(app.applicationNumber, DOB);
    expect(view).toMatchObject({ amountPaidPaise: null, refundedPaise: 100_000, receiptUrl: null });

    const again = await send(submitApplication, applicationRequest(form));
    expect(again.status, again.text).toBe(200);
    expect(again.json.application).toMatchObject({ id: app.id, paymentStatus: "pending", feePaise: 30_000 });
  });

  it("a cancelled application with a correction's overpayment still owed is not applied to again until it is refunded", async () => {
    const { form, app } = await openJob(50_000, { OBC: 30_000, SC: 10_000 }, OBC);
    await pay(app.id, 30_000); // OBC: ₹300
    expect(
      (await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-2" })).json
        .correction,
    ).toMatchObject({ refundPaise: 20_000 });
    const { headers } = await bearerFor("GovAdmin");
    expect((await decideStatus(app.id, headers, "cancelled", "Not eligible")).status).toBe(200);
    const fee = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    // The fee's refund sends what the overpayment row does not hold: ₹100.
    expect((await refundPayment(fee.id, "Cancelled", headers)).json.refund).toMatchObject({ amountPaise: 10_000 });
    // The page says what went back and what is still to come: ₹100 and ₹200, not ₹300 and ₹200.
    expect(await applicationStatusView(app.applicationNumber, DOB)).toMatchObject({
      amountPaidPaise: null,
      refundedPaise: 10_000,
      correctionRefundPaise: 20_000,
    });
    expect((await loadApplicationPdfData(app.id))?.fee.refund).toMatchObject({ amountPaise: 10_000 });
    const early = await send(submitApplication, applicationRequest(form));
    expect(early.status, early.text).toBe(409);
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    expect((await refundPayment(due.id, "Overpayment after correction", headers)).status).toBe(200);
    expect((await applicationStatusView(app.applicationNumber, DOB))?.refundedPaise).toBe(30_000);
    expect((await send(submitApplication, applicationRequest(form))).status).toBe(200);
  });

  it("an exempt application a correction made chargeable says what is due, and has no receipt until it is paid", async () => {
    const { app } = await openJob(50_000, { SC: 0 }, { category: "SC", categoryCertificateNumber: "sc-1" });
    expect(app.paymentStatus).toBe("exempt");
    const receipt = () => receiptFor(app.applicationNumber, receiptToken(app.applicationNumber));
    expect(await receipt()).not.toBeNull();
    expect((await put(app.applicationNumber, fields)).json.correction).toMatchObject({ feeDuePaise: 50_000 });
    expect(await applicationStatusView(app.applicationNumber, DOB)).toMatchObject({
      paymentStatus: "exempt",
      feeDuePaise: 50_000,
      receiptUrl: null,
    });
    expect(await receipt()).toBeNull();
    await pay(app.id, 50_000);
    expect(await applicationStatusView(app.applicationNumber, DOB)).toMatchObject({
      paymentStatus: "completed",
      amountPaidPaise: 50_000,
      receiptUrl: expect.any(String),
    });
    expect((await receipt())?.payment?.amountPaise).toBe(50_000);
  });

  it("a cancelled application whose fee was refunded stays cancelled, though a correction's difference was paid too", async () => {
    const { app } = await setup();
    expect((await put(app.applicationNumber, fields)).json.correction).toMatchObject({ feeDuePaise: 20_000 });
    await pay(app.id, 20_000);
    const fee = await db.payment.findFirstOrThrow({
      where: { applicationId: app.id, status: "captured", amountPaise: 30_000 },
    });
    const { headers } = await bearerFor("GovAdmin");
    expect((await decideStatus(app.id, headers, "cancelled", "Not eligible")).status).toBe(200);
    const refunded = await refundPayment(fee.id, "Cancelled", headers);
    expect(refunded.json.refund).toMatchObject({ status: "processed", amountPaise: 30_000 });
    const again = await decideStatus(app.id, headers, "approved");
    expect(again.status, again.text).toBe(409);
    expect(again.json.message).toBe(GOV_ADMIN_MESSAGES.feeRefunded);
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).status).toBe("cancelled");
  });

  it("a cancelled application whose only refund was a correction's overpayment can be approved again", async () => {
    const { app } = await setup();
    await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    const { headers } = await bearerFor("GovAdmin");
    const back = await refundPayment(due.id, "Overpayment after correction", headers);
    expect(back.json.refund).toMatchObject({ status: "processed", amountPaise: 20_000 });
    expect((await decideStatus(app.id, headers, "cancelled", "By mistake")).status).toBe(200);
    const again = await decideStatus(app.id, headers, "approved");
    expect(again.status, again.text).toBe(200);
  });

  it("the receipt's amount paid is what the status page says: the fee and the difference, less a refunded overpayment", async () => {
    const receipt = (applicationNumber: string) => receiptFor(applicationNumber, receiptToken(applicationNumber));
    const raised = await setup();
    await put(raised.app.applicationNumber, fields); // OBC 300 -> General 500: ₹200 to pay
    await pay(raised.app.id, 20_000);
    const both = await receipt(raised.app.applicationNumber);
    expect(both?.payment?.amountPaise).toBe(50_000);
    const orders = await db.payment.findMany({
      where: { applicationId: raised.app.id },
      orderBy: { createdAt: "asc" },
    });
    expect(both?.payment?.payments.map((p) => [p.paymentId, p.amountPaise])).toEqual(
      orders.map((p) => [p.paymentId, p.amountPaise]),
    );
    expect((await applicationStatusView(raised.app.applicationNumber, DOB))?.amountPaidPaise).toBe(50_000);
    // The application PDF prints the same amount, and both payments.
    const pdf = await loadApplicationPdfData(raised.app.id);
    expect(pdf?.fee.payment).toMatchObject({
      amountPaise: 50_000,
      paymentId: orders.map((p) => p.paymentId).join(", "),
    });

    const lowered = await setup();
    await put(lowered.app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    const due = await db.payment.findFirstOrThrow({
      where: { applicationId: lowered.app.id, status: "refund_pending" },
    });
    const { headers } = await bearerFor("GovAdmin");
    const back = await refundPayment(due.id, "Overpayment after correction", headers);
    expect(back.json.refund).toMatchObject({ status: "processed", amountPaise: 20_000 });
    expect((await receipt(lowered.app.applicationNumber))?.payment?.amountPaise).toBe(10_000);
    expect((await applicationStatusView(lowered.app.applicationNumber, DOB))?.amountPaidPaise).toBe(10_000);
  });

  it("a paid application a correction brought to ₹0 keeps its receipt once the fee is back: paid and refunded, on the status page and in the portal", async () => {
    const { app } = await openJob(20_000, { SC: 0 });
    await pay(app.id, 20_000);
    const res = await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-5" });
    expect(res.json.correction).toMatchObject({ feeAfterPaise: 0, refundPaise: 20_000 });
    const { headers } = await bearerFor("GovAdmin");
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    expect((await refundPayment(due.id, "Overpayment after correction", headers)).status).toBe(200);

    const view = await applicationStatusView(app.applicationNumber, DOB);
    expect(view).toMatchObject({
      status: "pending",
      paymentStatus: "completed",
      feePaise: 0,
      amountPaidPaise: null,
      refundedPaise: 20_000,
      receiptUrl: receiptPath(app.applicationNumber),
    });
    const receipt = await receiptFor(app.applicationNumber, receiptToken(app.applicationNumber));
    const captured = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "captured" } });
    expect(receipt?.payment).toMatchObject({
      amountPaise: 0,
      refundedPaise: 20_000,
      payments: [{ paymentId: captured.paymentId, amountPaise: 20_000 }],
    });
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    const portal = await listApplicantApplications(row.email);
    expect(portal.gov.find((a) => a.id === app.id)?.receiptUrl).toBe(receiptPath(app.applicationNumber));
  });

  it("a difference under ₹1 either way is neither asked for nor refunded: the fee charged stays what was paid", async () => {
    const { job, app } = await setup();
    await db.govJob.update({ where: { id: job.id }, data: { feeEwsPaise: 30_050, feeStPaise: 29_950 } });
    for (const category of ["EWS", "ST"]) {
      const res = await put(app.applicationNumber, { ...fields, category, categoryCertificateNumber: `${category}-1` });
      expect(res.status, res.text).toBe(200);
      expect(res.json.message).toBe("Your application was corrected.");
      expect(res.json.correction).toMatchObject({ feeAfterPaise: 30_000, feeDuePaise: 0, refundPaise: 0 });
      expect(res.json.application).toMatchObject({ payNow: null, correctionRefundPaise: 0 });
    }
    expect(await db.payment.count({ where: { applicationId: app.id, status: "refund_pending" } })).toBe(0);
    // What was paid is still exactly the ₹300: SC (₹100) refunds ₹200, not ₹199.50 or ₹200.50.
    const sc = await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    expect(sc.json.correction).toMatchObject({ feeAfterPaise: 10_000, refundPaise: 20_000 });
  });

  it("an overpayment split across two payments is refunded in parts of ₹1 or more, as Razorpay can make them", async () => {
    const { job, app } = await setup();
    await db.govJob.update({ where: { id: job.id }, data: { feeEwsPaise: 40_050 } });
    const ews = await put(app.applicationNumber, { ...fields, category: "EWS", categoryCertificateNumber: "EWS-1" });
    expect(ews.json.correction).toMatchObject({ feeDuePaise: 10_050 });
    await pay(app.id, 10_050); // paid ₹300 and ₹100.50
    const sc = await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    expect(sc.json.correction).toMatchObject({ feeAfterPaise: 10_000, refundPaise: 30_050 });
    expect(sc.json.message).toBe("Your application was corrected. ₹300.50 will be refunded to you.");
    const due = await db.payment.findMany({
      where: { applicationId: app.id, status: "refund_pending" },
      orderBy: { amountPaise: "desc" },
    });
    // Not ₹300 and 50 paise (no refund under ₹1 can be made): ₹299.50 from the ₹300 payment, ₹1 from the other.
    expect(due.map((p) => p.amountPaise)).toEqual([29_950, 100]);
    const { headers } = await bearerFor("GovAdmin");
    for (const row of due) {
      const done = await refundPayment(row.id, "Overpayment after correction", headers);
      expect(done.status, done.text).toBe(200);
      expect(done.json.refund).toMatchObject({ status: "processed", amountPaise: row.amountPaise });
    }
    expect((await applicationStatusView(app.applicationNumber, DOB))?.amountPaidPaise).toBe(10_000);
  });

  it("lowering then raising the fee before any refund asks for nothing and refunds nothing", async () => {
    const { app } = await setup();
    const sc = { ...fields, category: "SC", categoryCertificateNumber: "SC-9" };
    expect((await put(app.applicationNumber, sc)).json.correction).toMatchObject({ refundPaise: 20_000 });
    const back = await put(app.applicationNumber, asSubmitted);
    expect(back.json.correction).toMatchObject({ version: 2, feeAfterPaise: 30_000, feeDuePaise: 0, refundPaise: 0 });
    expect(await db.payment.count({ where: { applicationId: app.id, status: "refund_pending" } })).toBe(0);
    // Up to General: the difference is 500 - 300 actually paid.
    const up = await put(app.applicationNumber, fields);
    expect(up.json.correction).toMatchObject({ feeDuePaise: 20_000 });
  });

  it("an overpayment whose refund failed is still ours: raising the fee back asks for nothing, and the failed refund stays in the history", async () => {
    const { app } = await setup();
    const sc = { ...fields, category: "SC", categoryCertificateNumber: "SC-9" };
    expect((await put(app.applicationNumber, sc)).json.correction).toMatchObject({ refundPaise: 20_000 });
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    const { headers } = await bearerFor("GovAdmin");
    const rejected = await refundPayment(due.id, `${TEST_REFUND_FAIL_MARKER} account closed`, headers);
    expect(rejected.json.refund).toMatchObject({ status: "failed", amountPaise: 20_000 });

    // Back to OBC (₹300): the ₹300 paid is all still here, so nothing is due and nothing is due back.
    const back = await put(app.applicationNumber, asSubmitted);
    expect(back.status, back.text).toBe(200);
    expect(back.json.message).toBe("Your application was corrected.");
    expect(back.json.correction).toMatchObject({ version: 2, feeAfterPaise: 30_000, feeDuePaise: 0, refundPaise: 0 });
    expect(back.json.application).toMatchObject({ payNow: null, correctionRefundPaise: 0 });
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ paymentStatus: "completed", feePaise: 30_000, feeDuePaise: 0 });
    // The console lists no overpayment to refund any more; its timeline still tells what happened.
    const detail = await govApplicationDetail(app.id);
    expect(detail.payments.map((p) => [p.status, p.amountPaise])).toEqual([["captured", 30_000]]);
    expect(detail.timeline.map((e) => e.text)).toEqual(
      expect.arrayContaining(["Refund of ₹200 requested: [test: fail] account closed", "Refund of ₹200 failed"]),
    );
    const refundRowId = (rejected.json.refund as { id: string }).id;
    // The payment events keep the request and the gateway's answer, though their row is gone.
    const events = await db.paymentEvent.findMany({
      where: { eventId: { startsWith: `console:refund:${refundRowId}` } },
      select: { type: true },
    });
    expect(events.map((e) => e.type).sort()).toEqual(["refund.failed", "refund.requested"]);
    expect(await db.refund.count({ where: { id: refundRowId } })).toBe(0);

    // Lowered again: the ₹200 is due back once more, in full, and this time it is refunded.
    expect((await put(app.applicationNumber, sc)).json.correction).toMatchObject({ refundPaise: 20_000 });
    const dueAgain = await db.payment.findFirstOrThrow({
      where: { applicationId: app.id, status: "refund_pending" },
    });
    const done = await refundPayment(dueAgain.id, "Overpayment after correction", headers);
    expect(done.json.refund).toMatchObject({ status: "processed", amountPaise: 20_000 });
  });

  // On PostgreSQL: staff retrying the refund hold the overpayment's row and wait for the application,
  // which the correction holds. The correction leaves that row to the refund instead of waiting for it.
  it("a correction while staff retry a failed overpayment refund: neither waits for the other in a circle", async () => {
    const { app } = await setup();
    await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    const { headers } = await bearerFor("GovAdmin");
    await refundPayment(due.id, `${TEST_REFUND_FAIL_MARKER} account closed`, headers);

    let go!: () => void;
    const proceed = new Promise<void>((resolve) => (go = resolve));
    let locked!: () => void;
    const ready = new Promise<void>((resolve) => (locked = resolve));
    // The retry's transaction, as requestRefund takes its locks: the payment row, then the application.
    const retry = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "Payment" WHERE "id" = ${due.id} FOR UPDATE`;
        locked();
        await proceed;
        await tx.$queryRaw`SELECT 1 FROM "GovApplication" WHERE "id" = ${app.id} FOR UPDATE`;
      },
      { timeout: 20_000 },
    );
    await ready;
    const correction = put(app.applicationNumber, asSubmitted);
    await aMoment();
    go();
    const [retried, corrected] = await Promise.allSettled([retry, correction]);
    expect(retried.status).toBe("fulfilled");
    expect(corrected.status === "fulfilled" && corrected.value.status).toBe(200);
  });

  it("an overpayment whose refund is under way is not counted as paid again: raising the fee asks for the difference", async () => {
    const { app } = await setup();
    await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    const due = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
    // A refund the gateway accepted and has not settled yet (created), after an earlier one failed.
    await db.refund.create({
      data: { paymentRowId: due.id, amountPaise: 20_000, reason: "Overpayment", status: "failed" },
    });
    await db.refund.create({ data: { paymentRowId: due.id, amountPaise: 20_000, reason: "Overpayment" } });
    const back = await put(app.applicationNumber, asSubmitted);
    expect(back.json.correction).toMatchObject({ feeAfterPaise: 30_000, feeDuePaise: 20_000, refundPaise: 0 });
    expect(await db.refund.count({ where: { paymentRowId: due.id } })).toBe(2);
  });

  it("fixing only the address after staff edited the fee table keeps the fee charged: nothing to pay, nothing refunded", async () => {
    const { job, app } = await setup();
    const reason = (await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).feeReason;
    for (const [feeObcPaise, presentAddress] of [
      [40_000, "Ward 14, Patna 800020"],
      [20_000, "Ward 15, Patna 800020"],
    ] as const) {
      await db.govJob.update({ where: { id: job.id }, data: { feeObcPaise } });
      const res = await put(app.applicationNumber, { ...asSubmitted, presentAddress });
      expect(res.status, res.text).toBe(200);
      expect(res.json.message).toBe("Your application was corrected.");
      expect(res.json.correction).toMatchObject({ feeAfterPaise: 30_000, feeDuePaise: 0, refundPaise: 0 });
      expect(res.json.application).toMatchObject({ payNow: null, correctionRefundPaise: 0 });
    }
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ feePaise: 30_000, feeReason: reason, feeDuePaise: 0 });
    expect(await db.payment.count({ where: { applicationId: app.id, status: "refund_pending" } })).toBe(0);
    // A change that decides the fee is priced from the table as it is now: OBC to SC (₹100).
    const sc = await put(app.applicationNumber, { ...fields, category: "SC", categoryCertificateNumber: "SC-9" });
    expect(sc.json.correction).toMatchObject({ feeAfterPaise: 10_000, refundPaise: 20_000 });
  });

  it("a corrected answer that costs the same under today's table keeps the fee charged, though staff raised the table", async () => {
    const { job, app } = await setup(); // OBC, ₹300 paid
    // Staff raise OBC to ₹400 afterwards; the job has no concession for women (she applied as one).
    await db.govJob.update({ where: { id: job.id }, data: { feeObcPaise: 40_000 } });
    const res = await put(app.applicationNumber, { ...asSubmitted, gender: "Male" });
    expect(res.status, res.text).toBe(200);
    expect(res.json.message).toBe("Your application was corrected.");
    expect(res.json.correction).toMatchObject({ feeBeforePaise: 30_000, feeAfterPaise: 30_000, feeDuePaise: 0 });
    expect(res.json.application).toMatchObject({ payNow: null });
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ gender: "Male", feePaise: 30_000, feeDuePaise: 0 });
    // A change that does cost another amount today is priced at today's table: OBC to General (₹500).
    const general = await put(app.applicationNumber, { ...fields, gender: "Male" });
    expect(general.json.correction).toMatchObject({ feeAfterPaise: 50_000, feeDuePaise: 20_000 });
  });

  it("an unpaid application keeps its fee when only the name is fixed after the table changed", async () => {
    const { job, app } = await setup("open", false);
    await db.govJob.update({ where: { id: job.id }, data: { feeObcPaise: 35_000 } });
    const res = await put(app.applicationNumber, { ...asSubmitted, name: "Seeta Kumari" });
    expect(res.status, res.text).toBe(200);
    expect((res.json.application as { payNow: { feePaise: number } }).payNow.feePaise).toBe(30_000);
    await pay(app.id, 30_000);
  });

  it("an unpaid application just takes the new fee", async () => {
    const { app } = await setup("open", false);
    const res = await put(app.applicationNumber, fields);
    expect(res.status, res.text).toBe(200);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ paymentStatus: "pending", feePaise: 50_000, feeDuePaise: 0 });
    await pay(app.id, 50_000);
  });

  it("an unpaid application corrected to a free category is complete at once, counted and confirmed, while the job is open", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { OBC: 30_000, SC: 0 } });
    const window = { correctionFrom: addDays(istToday(), -1), correctionTo: addDays(istToday(), 1) };
    await db.govJob.update({ where: { id: job.id }, data: window });
    const submit = () =>
      send(
        submitApplication,
        applicationRequest(applicationFields(job.id, { category: "OBC", categoryCertificateNumber: "obc-1" })),
      ).then((res) => res.json.application as { id: string; applicationNumber: string });
    const toSC = { ...fields, category: "SC", categoryCertificateNumber: "SC/2026/1" };

    const open = await submit();
    const mailsBefore = await db.mailOutbox.count({ where: { about: `gov:${open.id}` } });
    const correctedAt = new Date();
    const res = await put(open.applicationNumber, toSC);
    expect(res.status, res.text).toBe(200);
    const exempt = await db.govApplication.findUniqueOrThrow({ where: { id: open.id } });
    expect(exempt).toMatchObject({ paymentStatus: "exempt", feePaise: 0 });
    // Complete from the correction on: the dashboard counts it, and its confirmation is dated, that day.
    expect(exempt.exemptAt!.getTime()).toBeGreaterThanOrEqual(correctedAt.getTime());
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).applicationCount).toBe(1);
    expect(await db.mailOutbox.count({ where: { about: `gov:${open.id}` } })).toBe(mailsBefore + 1);

    // The job closed: paying would be refused, and so is completing it for free.
    const late = await submit();
    await db.govJob.update({ where: { id: job.id }, data: { status: "inactive" } });
    const refused = await put(late.applicationNumber, toSC);
    expect([refused.status, refused.json.message]).toEqual([409, "Applications for this job are closed."]);
    expect(await db.govApplication.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({
      paymentStatus: "pending",
      category: "OBC",
    });
    expect((await db.govJob.findUniqueOrThrow({ where: { id: job.id } })).applicationCount).toBe(1);
    expect(await db.govApplicationCorrection.count({ where: { applicationId: late.id } })).toBe(0);
  });

  it("a correction to General drops the caste certificate's number and scan, as a General submission keeps none", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { SC: 10_000 } });
    const window = { correctionFrom: addDays(istToday(), -1), correctionTo: addDays(istToday(), 1) };
    await db.govJob.update({ where: { id: job.id }, data: window });
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const app = (
      await send(
        submitApplication,
        applicationRequest(
          applicationFields(job.id, { category: "SC", categoryCertificateNumber: "BR/SC/123" }),
          undefined,
          {},
          { categoryCertificate: { data: pdf, name: "caste.pdf", type: "application/pdf" } },
        ),
      )
    ).json.application as { id: string; applicationNumber: string };
    const before = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(before.categoryCertificateFileId).not.toBeNull();

    const res = await put(app.applicationNumber, { ...fields, categoryCertificateNumber: "BR/SC/123" });
    expect(res.status, res.text).toBe(200);
    const after = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(after).toMatchObject({
      category: "GENERAL",
      categoryCertificateNumber: null,
      categoryCertificateFileId: null,
    });
    expect(await db.storedFile.findUnique({ where: { id: before.categoryCertificateFileId! } })).toBeNull();
  });

  it("from one address, only wrong dates of birth spend the status page's budget: a refusal after the right one does not", async () => {
    const { app } = await setup("closed");
    const ip = { "x-forwarded-for": "192.0.2.230" };
    const { misses } = STATUS_LOOKUP_LIMITS.perIp;
    for (let i = 0; i < misses.attempts + 3; i++)
      expect((await put(app.applicationNumber, fields, ip)).status).toBe(409);
    // Unknown numbers (each its own, so no number's hourly limit is what stops them): misses.
    for (let i = 0; i < misses.attempts; i++) {
      expect((await put(`APP9${String(i).padStart(10, "0")}`, fields, ip)).status).toBe(404);
    }
    expect((await put(app.applicationNumber, fields, ip)).status).toBe(429);
  });

  it("outside the window: 409 and nothing changes; a wrong date of birth is a 404", async () => {
    const { app } = await setup("closed");
    const closed = await put(app.applicationNumber, fields);
    expect(closed.status).toBe(409);
    expect(closed.json).toMatchObject({ message: "The correction window for this job is closed." });
    const wrong = await put(app.applicationNumber, { ...fields, dob: "1999-01-01" });
    expect(wrong.status).toBe(404);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ category: "OBC", feePaise: 30_000 });
    expect(await db.govApplicationCorrection.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("before the window: 409 naming the day it opens, in Hindi with the Hindi month for a Hindi page", async () => {
    const { app } = await setup("later");
    const opens = addDays(istToday(), WINDOWS.later[0]);
    const english = await put(app.applicationNumber, fields);
    expect(english.status).toBe(409);
    expect(english.json.message).toBe(`The correction window for this job opens on ${formatIstDate(opens)}.`);
    const hindi = await put(app.applicationNumber, fields, { "accept-language": "hi" });
    expect(hindi.status).toBe(409);
    expect(hindi.json.message).toBe(`इस नौकरी में सुधार का समय ${formatIstDate(opens, "hi")} से शुरू होगा।`);
    expect(hindi.json.message).not.toMatch(/[A-Za-z]/);
  });

  it("the status lookup offers the correction (prefilled) only while the window is open", async () => {
    const open = await setup();
    const closed = await setup("closed");
    const look = (applicationNumber: string) =>
      send(
        lookup,
        jsonRequest(
          "/api/gov/applications/lookup",
          { applicationNumber, dob: DOB },
          { "x-forwarded-for": `203.0.113.${(ipSeq++ % 200) + 1}` },
        ),
      );
    const offered = (await look(open.app.applicationNumber)).json.application as { correction: unknown };
    expect(offered.correction).toMatchObject({
      values: { name: "Sita Kumari", category: "OBC", categoryCertificateNumber: "OBC-1", pwd: false },
      fees: { GENERAL: 50_000, OBC: 30_000, SC: 10_000 },
      fee: { paise: 30_000, reason: "OBC (Non-Creamy Layer) category fee" },
    });
    expect(offered.correction).not.toHaveProperty("values.aadharNo");
    const none = (await look(closed.app.applicationNumber)).json.application as { correction: unknown };
    expect(none.correction).toBeNull();
  });

  it("Aadhaar, PAN and the job cannot be corrected (400)", async () => {
    const { app } = await setup();
    for (const extra of [{ aadharNo: "234123412346" }, { panNo: "ABCDE1234G" }, { jobId: "x" }]) {
      const res = await put(app.applicationNumber, { ...fields, ...extra });
      expect(res.status, res.text).toBe(400);
    }
    expect(await db.govApplicationCorrection.count({ where: { applicationId: app.id } })).toBe(0);
  });

  it("the e-mail cannot be corrected (400 on the field, in Hindi too): number + date of birth must not move the portal's sign-in", async () => {
    const { app } = await setup();
    const before = await db.govApplication.findUniqueOrThrow({ where: { id: app.id }, select: { email: true } });
    const res = await put(app.applicationNumber, { ...fields, name: "Seeta Kumari", email: "taker@example.in" });
    expect(res.status, res.text).toBe(400);
    const locked =
      "The e-mail address cannot be changed in a correction. To have it changed, please contact our office.";
    expect(res.json).toMatchObject({ message: locked, errors: { email: locked } });
    const hindi = await put(
      app.applicationNumber,
      { ...fields, email: "taker@example.in" },
      { "accept-language": "hi" },
    );
    expect(hindi.status).toBe(400);
    expect(hindi.json.message).toMatch(/^सुधार में ईमेल पता नहीं बदला जा सकता।/);
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row).toMatchObject({ email: before.email, name: "Sita Kumari" });
    expect(await db.govApplicationCorrection.count({ where: { applicationId: app.id } })).toBe(0);
    // The form still shows it (read-only): the status lookup's offer carries it.
    const view = await applicationStatusView(app.applicationNumber, DOB);
    expect(view?.correction?.values.email).toBe(before.email);
  });
  it("an application erased after the lookup, before the correction's transaction, is a 404 and stays erased", async () => {
    const { app } = await setup();
    // The erasure (on request, or the purge) commits between the number + date-of-birth lookup and
    // the correction's own transaction.
    const client = prismaClient();
    const original = client.$transaction.bind(client);
    const transaction = vi.spyOn(client, "$transaction").mockImplementationOnce((async (...args: unknown[]) => {
      await original((tx) => anonymiseGovApplication(tx, app.id));
      return (original as (...a: unknown[]) => unknown)(...args);
    }) as typeof client.$transaction);
    try {
      const res = await put(app.applicationNumber, { ...asSubmitted, name: "Seeta Kumari" });
      expect(res.status, res.text).toBe(404);
    } finally {
      transaction.mockRestore();
    }
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(row.name).toBe(ERASED);
    expect(row.presentAddress).toBe(ERASED);
    expect(await db.govApplicationCorrection.count({ where: { applicationId: app.id } })).toBe(0);
  });
});
