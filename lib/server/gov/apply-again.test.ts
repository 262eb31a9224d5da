// Applying again to a government job after the office decided on the application: a rejection
// stands; a cancelled application is made afresh once no fee is held for it (never paid, or
// refunded), never while its fee is still with us (the new one would be charged again).
import { beforeAll, describe, expect, it } from "vitest";

import { POST as submit } from "@/app/api/gov/applications/route";
import { POST as refundRoute } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as testCheckout } from "@/app/api/payments/test-checkout/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import hi from "@/messages/hi.json";
import { db } from "@/lib/server/db/client";
import { listApplicantApplications } from "@/lib/server/applicant/applications";
import { applicationStatusView } from "@/lib/server/gov/status";
import { call } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";
import { bearerFor, decideStatus } from "@/lib/testing/gov-console";
import { GOV_MESSAGES } from "@/lib/validation/gov-applications";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";

let staff: Record<string, string>;

beforeAll(async () => {
  staff = (await bearerFor("GovAdmin")).headers;
});

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send(submit, applicationRequest(fields, undefined, headers));

const order = (applicationId: string) =>
  send(createOrder, jsonRequest("/api/payments/create-order", { applicationId }));

async function apply(fields: Record<string, string>) {
  const res = await post(fields);
  expect(res.status, res.text).toBe(201);
  return res.json.application as { id: string; applicationNumber: string };
}

/** Pays the application's fee through the built-in test checkout and /verify, as a browser does. */
async function payFee(applicationId: string) {
  const made = await order(applicationId);
  expect(made.status, made.text).toBe(200);
  const paid = await send(
    testCheckout,
    jsonRequest("/api/payments/test-checkout", { orderId: made.json.id, outcome: "pay" }),
  );
  expect((await send(verify, jsonRequest("/api/payments/verify", paid.json))).status).toBe(200);
  return db.payment.findFirstOrThrow({ where: { applicationId, status: "captured" } });
}

const refund = (paymentRowId: string, reason: string) =>
  call(refundRoute, {
    method: "POST",
    path: `/api/gov/payments/${paymentRowId}/refund`,
    body: { reason },
    params: { paymentRowId },
    headers: staff,
  });

const mailsAbout = (id: string) => db.mailOutbox.count({ where: { about: `gov:${id}` } });
const jobCount = async (id: string) => (await db.govJob.findUniqueOrThrow({ where: { id } })).applicationCount;

describe("applying again after a rejection", () => {
  it("is refused in English and Hindi, changing nothing and mailing nothing, even when the fee would now be ₹0", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { ST: 0 } });
    const fields = applicationFields(job.id);
    const { id } = await apply(fields);
    expect((await decideStatus(id, staff, "rejected", "Required qualification not met")).status).toBe(200);
    const before = await db.govApplication.findUniqueOrThrow({ where: { id } });
    const mails = await mailsAbout(id);

    const again = await post({ ...fields, name: "Sita Kumari Singh" });
    expect([again.status, again.json.message]).toEqual([409, GOV_MESSAGES.rejected]);
    const inHindi = await post(fields, { "accept-language": "hi" });
    expect([inHindi.status, inHindi.json.message]).toEqual([409, hi.errors.gov.rejected]);
    // Recomputed as ₹0 it would have been "submitted": counted on the job and confirmed by mail.
    const exempt = await post({ ...fields, category: "ST", categoryCertificateNumber: "ST-9" });
    expect([exempt.status, exempt.json.message]).toEqual([409, GOV_MESSAGES.rejected]);

    expect(await db.govApplication.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await mailsAbout(id)).toBe(mails);
    expect(await jobCount(job.id)).toBe(0);
  });
});

describe("applying again after a cancellation", () => {
  it("makes an unpaid cancelled application afresh: pending, payable, in the applicant's history and the staff timeline", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const fields = applicationFields(job.id);
    const { id, applicationNumber } = await apply(fields);
    expect((await decideStatus(id, staff, "cancelled", "Documents incomplete or invalid")).status).toBe(200);

    const again = await post({ ...fields, name: "Sita Kumari Singh" });
    expect(again.status, again.text).toBe(200);
    expect(again.json.application).toMatchObject({ id, applicationNumber, paymentStatus: "pending" });
    const row = await db.govApplication.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "pending", paymentStatus: "pending", statusChangedById: null });
    expect(row.name).toBe("Sita Kumari Singh");
    const history = await db.applicationStatusChange.findMany({
      where: { govApplicationId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => h.status)).toEqual(["cancelled", "pending"]);
    expect(history.at(-1)?.actor).toBe("applicant");
    const reopened = await db.auditLog.findFirst({
      where: { entityId: id, action: "gov.application.status", actorId: null },
    });
    expect(reopened?.data).toMatchObject({ from: "cancelled", to: "pending", by: "applicant" });
    // The applicant reads it as made again, beside a status line that asks for the fee, not as
    // "Under Review" (the pending status's word): on the status page and in the portal.
    const view = await applicationStatusView(applicationNumber, String(fields.dob));
    expect(view?.statusLabel).toBe("Payment pending");
    expect(view?.history.map((h) => [h.status, h.label])).toEqual([
      ["submitted", "Submitted"],
      ["cancelled", "Cancelled"],
      ["submitted", "Submitted"],
    ]);
    const portal = await listApplicantApplications(row.email);
    expect(portal.gov.find((a) => a.id === id)?.history.map((h) => [h.status, h.label, h.by])).toEqual([
      ["submitted", "Submitted", "applicant"],
      ["cancelled", "Cancelled", "staff"],
      ["submitted", "Submitted", "applicant"],
    ]);
    expect((await order(id)).status).toBe(200);
  });

  it("refuses while the paid fee is held, then, once it is refunded, makes a new unpaid application that is paid and counted once", async () => {
    const job = await createGovJob({ feePaise: 75_000 });
    const fields = applicationFields(job.id);
    const { id } = await apply(fields);
    const payment = await payFee(id);
    expect(await jobCount(job.id)).toBe(1);
    expect((await decideStatus(id, staff, "cancelled", "Does not meet the eligibility criteria")).status).toBe(200);

    // The fee is still ours (no refund yet, then a refund the gateway refused): no second charge.
    const held = await post(fields);
    expect([held.status, held.json.message]).toEqual([409, GOV_MESSAGES.cancelledFeeHeld]);
    const inHindi = await post(fields, { "accept-language": "hi" });
    expect(inHindi.json.message).toBe(hi.errors.gov.cancelledFeeHeld);
    expect((await refund(payment.id, "[test: fail] Cancelled: not eligible")).status).toBe(200);
    expect((await post(fields)).json.message).toBe(GOV_MESSAGES.cancelledFeeHeld);
    expect(await db.govApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "cancelled",
      paymentStatus: "completed",
    });

    // Refunded: staff cannot reinstate it, and are told the applicant may apply again, which works.
    expect((await refund(payment.id, "Cancelled: not eligible")).status).toBe(200);
    const reinstate = await decideStatus(id, staff, "approved");
    expect([reinstate.status, reinstate.json.message]).toEqual([409, GOV_ADMIN_MESSAGES.feeRefunded]);
    const again = await post(fields);
    expect(again.status, again.text).toBe(200);
    expect(again.json.application).toMatchObject({ id, paymentStatus: "pending", feePaise: 75_000 });
    expect(await db.govApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      paidAt: null,
      feeDuePaise: 0,
    });
    expect(await jobCount(job.id)).toBe(0);
    // The status page asks for the fee, and no longer says it was refunded.
    const { applicationNumber } = await db.govApplication.findUniqueOrThrow({ where: { id } });
    expect(await applicationStatusView(applicationNumber, String(fields.dob))).toMatchObject({
      refundedPaise: null,
      payNow: { applicationId: id, feePaise: 75_000 },
    });

    await payFee(id);
    expect(await db.govApplication.findUniqueOrThrow({ where: { id } })).toMatchObject({ paymentStatus: "completed" });
    expect(await jobCount(job.id)).toBe(1);
  });

  it("makes a cancelled ₹0 application afresh and keeps it counted once", async () => {
    const job = await createGovJob({ feePaise: 50_000, fees: { ST: 0 } });
    const fields = applicationFields(job.id, { category: "ST", categoryCertificateNumber: "ST-9" });
    const { id } = await apply(fields);
    expect(await jobCount(job.id)).toBe(1);
    expect((await decideStatus(id, staff, "cancelled", "Duplicate application")).status).toBe(200);

    const again = await post(fields);
    expect(again.status, again.text).toBe(200);
    expect(again.json.application).toMatchObject({ id, paymentStatus: "exempt" });
    expect((await db.govApplication.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
    expect(await jobCount(job.id)).toBe(1);
  });
});
