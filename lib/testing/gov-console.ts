// Test helpers for the gov admin console: applications made and paid through the real payment path
// (submit -> create order in test mode -> markPaid / markFailed), and signed-in requests per role.
import { randomBytes } from "node:crypto";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { PUT as setStatus } from "@/app/api/gov/applications/[id]/status/route";
import { POST as refundRoute } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import type { Role } from "@/lib/generated/prisma/enums";
import { encodeSessionToken } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { markFailed, markPaid } from "@/lib/server/payments/mark-paid";
import { createOrderForApplication } from "@/lib/server/payments/orders";
import { applicantSession } from "@/lib/testing/applicant";
import { call, createUser } from "@/lib/testing/fixtures";
import type { FakeRazorpay } from "@/lib/testing/fake-razorpay";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";

export async function applyTo(jobId: string, overrides: Record<string, string> = {}) {
  const res = await send(submitApplication, applicationRequest(applicationFields(jobId, overrides)));
  if (res.status !== 201) throw new Error(`apply failed: ${res.status} ${res.text}`);
  return res.json.application as { id: string; applicationNumber: string };
}

/**
 * In live mode against the fake Razorpay (withFakeRazorpay): a new job's application paid through
 * Checkout and /verify, as a browser pays it. Its Payment row is captured.
 */
export async function paidThroughCheckout(fake: FakeRazorpay, feePaise = 50_000) {
  const job = await createGovJob({ feePaise });
  const app = (await send(submitApplication, applicationRequest(applicationFields(job.id)))).json.application as {
    id: string;
  };
  const orderId = (await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }))).json
    .id as string;
  const paid = await send(verify, jsonRequest("/api/payments/verify", fake.checkoutResponse(fake.pay(orderId))));
  if (paid.status !== 200) throw new Error(`verify failed: ${paid.status} ${paid.text}`);
  const row = await db.payment.findUniqueOrThrow({ where: { orderId } });
  return { app, orderId, row };
}

const ref = () => randomBytes(6).toString("hex");

/** A webhook event from Razorpay about the application's order (a new order is created if needed). */
async function webhookEvent(applicationId: string) {
  const order = await createOrderForApplication(applicationId);
  const event = { source: "webhook" as const, eventId: `evt_${ref()}`, paymentId: `pay_${ref()}`, payload: {} };
  return { order, event: { ...event, orderId: order.id } };
}

/** Pays the application's order as Razorpay would report it (the amount may be tampered for tests). */
export async function pay(applicationId: string, amountPaise?: number) {
  const { order, event } = await webhookEvent(applicationId);
  const amount = amountPaise ?? order.amount;
  return markPaid({ ...event, type: "payment.captured", amountPaise: amount, currency: "INR", paidAt: new Date() });
}

export async function failPayment(applicationId: string) {
  const { event } = await webhookEvent(applicationId);
  return markFailed({ ...event, type: "payment.failed", reason: "Card declined" });
}

/**
 * A new job whose exam changed after its one call letter went out, the re-issue not sent yet: the
 * console's Re-send letters (POST /api/gov/jobs/{id}/call-letters) has a letter to send. Its id.
 */
export async function jobWithLetterToResend(): Promise<string> {
  const job = await createGovJob();
  const app = await applyTo(job.id);
  await db.govApplication.update({
    where: { id: app.id },
    data: { callLetterIssuedAt: new Date(Date.now() - 60_000) },
  });
  await db.govJob.update({ where: { id: job.id }, data: { examChangedAt: new Date() } });
  return job.id;
}

/** A payment due for refund: a wrong amount paid on a new application's order (recorded refund_pending). */
export async function refundDuePayment(jobId: string) {
  const app = await applyTo(jobId);
  await pay(app.id, 100);
  const payment = await db.payment.findFirstOrThrow({ where: { applicationId: app.id, status: "refund_pending" } });
  return { app, payment };
}

/** A user of `role` and the bearer header that signs requests in as them (an Applicant is no User row). */
export async function bearerFor(role: Role) {
  if (role === "Applicant") {
    const { applicant, headers } = await applicantSession();
    const user = {
      id: applicant.id,
      name: applicant.email,
      email: applicant.email,
      role,
      tokenVersion: applicant.tokenVersion,
    };
    return { user, headers };
  }
  const user = await createUser({ role });
  const token = await encodeSessionToken({ sub: user.id, role, name: user.name, tv: user.tokenVersion });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** A GovAdmin's (or another role's) status decision in the console, as the console sends it. */
export function decideStatus(id: string, headers: Record<string, string>, status: string, reason?: string) {
  return call(setStatus, {
    method: "PUT",
    path: `/api/gov/applications/${id}/status`,
    body: { status, ...(reason ? { reason } : {}) },
    params: { id },
    headers,
  });
}

/** Staff refund a payment from the console (test mode: the refund is processed at once). */
export function refundFromConsole(
  paymentRowId: string,
  headers: Record<string, string>,
  reason = "Application cancelled",
) {
  return call(refundRoute, {
    method: "POST",
    path: `/api/gov/payments/${paymentRowId}/refund`,
    body: { reason },
    params: { paymentRowId },
    headers,
  });
}
