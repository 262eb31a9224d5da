// Refunds in live mode against the local fake of Razorpay: requested by the GovAdmin through the
// route, settled by refund.* webhooks (replays change nothing), refused or failed refunds leave
// the payment refundable, reconcile refreshes a refund the gateway never confirmed, and the
// dashboard's gross, refunds and net fees.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { GET as detail } from "@/app/api/gov/applications/[id]/route";
import { GET as stats } from "@/app/api/gov/dashboard/stats/route";
import { POST as refundRoute } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { db } from "@/lib/server/db/client";
import { reconcilePayments } from "@/lib/server/payments/reconcile";
import { refreshStaleRefunds } from "@/lib/server/payments/refunds";
import { anonymiseGovApplication, ERASED } from "@/lib/server/privacy/anonymise";
import type { FakeRefund } from "@/lib/testing/fake-razorpay";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { call, prismaClient } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";
import { bearerFor, paidThroughCheckout } from "@/lib/testing/gov-console";

const fake = withFakeRazorpay();
let auth: Record<string, string>;

beforeAll(async () => {
  auth = (await bearerFor("GovAdmin")).headers;
});

const deliver = (event: { body: string; headers: Record<string, string> }) =>
  send(webhook, jsonRequest("/api/payments/webhook", event.body, event.headers));

/** A live application paid through Checkout and verify (its Payment row is captured). */
const paidApplication = (feePaise?: number) => paidThroughCheckout(fake(), feePaise);

/** A paid application and a second payment on its order, flagged refund_pending by the webhook. */
async function flaggedDuplicate(feePaise = 50_000) {
  const paid = await paidApplication(feePaise);
  const second = fake().pay(paid.orderId);
  expect((await deliver(fake().webhook("payment.captured", second))).json.outcome).toBe("flagged_duplicate");
  const row = await db.payment.findUniqueOrThrow({ where: { paymentId: second.id } });
  expect(row.status).toBe("refund_pending");
  return { ...paid, duplicate: row };
}

const requestRefund = (paymentRowId: string, body: unknown = { reason: "Second payment for a paid application" }) =>
  call(refundRoute, {
    method: "POST",
    path: `/api/gov/payments/${paymentRowId}/refund`,
    body,
    params: { paymentRowId },
    headers: auth,
  });

const refundCalls = (paymentId: string) =>
  fake().requests.filter((r) => r.method === "POST" && r.path === `/v1/payments/${paymentId}/refund`);

const gatewayRefund = (refundId: string) => fake().refunds.get(refundId) as FakeRefund;

describe("requesting a refund", () => {
  it("refunds a flagged duplicate through the gateway once, with our Refund row as idempotency key", async () => {
    const { duplicate } = await flaggedDuplicate();
    const res = await requestRefund(duplicate.id);
    expect(res.status, res.text).toBe(200);
    expect(res.json.refund).toMatchObject({ status: "created", amountPaise: 50_000 });
    const [refund] = await db.refund.findMany({ where: { paymentRowId: duplicate.id } });
    expect(refund).toMatchObject({ status: "created", amountPaise: 50_000 });
    expect(refund.refundId).toMatch(/^rfnd_/);
    const calls = refundCalls(duplicate.paymentId!);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers["x-refund-idempotency"]).toBe(refund.id);
    expect(calls[0].body).toMatchObject({ amount: 50_000, receipt: refund.id, notes: { refundRowId: refund.id } });

    // Asked again (a second click, another admin): refused, and the gateway is not called again.
    const again = await requestRefund(duplicate.id);
    expect(again.status).toBe(409);
    expect(refundCalls(duplicate.paymentId!)).toHaveLength(1);
    expect(await db.refund.count({ where: { paymentRowId: duplicate.id } })).toBe(1);
    const audit = await db.auditLog.findFirst({
      where: { action: "gov.payment.refund", entityId: duplicate.applicationId },
    });
    expect(audit?.data).toMatchObject({ refundRowId: refund.id, amountPaise: 50_000 });
    expect(await db.paymentEvent.count({ where: { eventId: `console:refund:${refund.id}` } })).toBe(1);
  });

  it("two requests at once make one refund", async () => {
    const { duplicate } = await flaggedDuplicate();
    const answers = await Promise.all([requestRefund(duplicate.id), requestRefund(duplicate.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(refundCalls(duplicate.paymentId!)).toHaveLength(1);
  });

  it("answers 400 without a reason, 404 for an unknown payment, 409 for the fee of an application not cancelled", async () => {
    const { row, app } = await paidApplication();
    expect((await requestRefund(row.id, {})).status).toBe(400);
    expect((await requestRefund(row.id, { reason: "   " })).json.message).toBe("Please give a reason for the refund.");
    expect((await requestRefund("no-such-payment")).status).toBe(404);
    const notCancelled = await requestRefund(row.id);
    expect(notCancelled.status).toBe(409);
    expect(refundCalls(row.paymentId!)).toHaveLength(0);

    // Staff cancel the application: its fee becomes refundable.
    await db.govApplication.update({ where: { id: app.id }, data: { status: "cancelled" } });
    const res = await requestRefund(row.id, { reason: "Post withdrawn by the department" });
    expect(res.status, res.text).toBe(200);
    expect(refundCalls(row.paymentId!)).toHaveLength(1);
  });
});

describe("payments for a closed application", () => {
  it("a payment captured for a rejected unpaid application is flagged, never counted, and staff can refund it", async () => {
    const job = await createGovJob({ feePaise: 50_000 });
    const app = (await send(submitApplication, applicationRequest(applicationFields(job.id)))).json.application as {
      id: string;
    };
    const orderId = (await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }))).json
      .id as string;
    // Staff reject the unpaid application while the applicant is in Checkout; the bank captures anyway.
    await db.govApplication.update({ where: { id: app.id }, data: { status: "rejected" } });
    const payment = fake().pay(orderId);
    expect((await deliver(fake().webhook("payment.captured", payment))).json.outcome).toBe("flagged_duplicate");

    const after = await db.govApplication.findUniqueOrThrow({ where: { id: app.id }, include: { job: true } });
    expect([after.paymentStatus, after.job.applicationCount]).toEqual(["pending", 0]);
    const row = await db.payment.findUniqueOrThrow({ where: { paymentId: payment.id } });
    expect(row.status).toBe("refund_pending");
    expect(row.flaggedReason).toMatch(/rejected before this payment arrived/);
    const res = await requestRefund(row.id, { reason: "Paid for a rejected application" });
    expect(res.status, res.text).toBe(200);
    expect(refundCalls(payment.id)).toHaveLength(1);
  });
});

describe("refund webhooks", () => {
  it("a refund.processed event delivered three times changes the ledger once", async () => {
    const { duplicate } = await flaggedDuplicate();
    await requestRefund(duplicate.id);
    const refund = await db.refund.findFirstOrThrow({ where: { paymentRowId: duplicate.id } });
    expect((await deliver(fake().refundWebhook("refund.created", gatewayRefund(refund.refundId!)))).json.outcome).toBe(
      "unchanged",
    );
    const event = fake().refundWebhook("refund.processed", fake().settleRefund(refund.refundId!, "processed"));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await deliver(event)).json.outcome);
    expect(answers).toEqual(["processed", "duplicate_event", "duplicate_event"]);

    const refunds = await db.refund.findMany({ where: { paymentRowId: duplicate.id } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0].status).toBe("processed");
    expect(refunds[0].processedAt).toBeInstanceOf(Date);
    expect((await db.payment.findUniqueOrThrow({ where: { id: duplicate.id } })).status).toBe("refunded");
    expect(await db.paymentEvent.count({ where: { eventId: event.eventId } })).toBe(1);
    expect(
      await db.auditLog.count({ where: { action: "gov.payment.refund_update", entityId: duplicate.applicationId } }),
    ).toBe(1);
    // Refunded: nothing more to refund.
    expect((await requestRefund(duplicate.id)).status).toBe(409);
  });

  it("a refund.failed event leaves the payment refundable, and a second request succeeds", async () => {
    const { duplicate, app } = await flaggedDuplicate();
    await requestRefund(duplicate.id);
    const first = await db.refund.findFirstOrThrow({ where: { paymentRowId: duplicate.id } });
    const failed = fake().refundWebhook("refund.failed", fake().settleRefund(first.refundId!, "failed"));
    expect((await deliver(failed)).json.outcome).toBe("failed");
    expect((await deliver(failed)).json.outcome).toBe("duplicate_event");
    expect(await db.refund.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({
      status: "failed",
      failureReason: "Razorpay reported the refund as failed.",
    });
    expect((await db.payment.findUniqueOrThrow({ where: { id: duplicate.id } })).status).toBe("refund_pending");

    const shown = await call(detail, {
      path: `/api/gov/applications/${app.id}`,
      params: { id: app.id },
      headers: auth,
    });
    const payment = (shown.json.application as { payments: { id: string; refundable: boolean }[] }).payments.find(
      (p) => p.id === duplicate.id,
    );
    expect(payment?.refundable).toBe(true);

    const second = await requestRefund(duplicate.id);
    expect(second.status, second.text).toBe(200);
    const latest = await db.refund.findFirstOrThrow({ where: { paymentRowId: duplicate.id, status: "created" } });
    expect(latest.id).not.toBe(first.id);
    await deliver(fake().refundWebhook("refund.processed", fake().settleRefund(latest.refundId!, "processed")));
    expect((await db.payment.findUniqueOrThrow({ where: { id: duplicate.id } })).status).toBe("refunded");
  });

  it("records and ignores an event about a refund we never asked for", async () => {
    const { duplicate } = await flaggedDuplicate();
    const stranger: FakeRefund = {
      id: "rfnd_UnknownRefund1",
      entity: "refund",
      amount: 100,
      currency: "INR",
      payment_id: duplicate.paymentId!,
      receipt: null,
      notes: {},
      status: "processed",
      speed_requested: "normal",
      created_at: Math.floor(Date.now() / 1000),
    };
    const event = fake().refundWebhook("refund.processed", stranger);
    const res = await deliver(event);
    expect([res.status, res.json.outcome]).toEqual([200, "unknown_refund"]);
    expect(await db.paymentEvent.count({ where: { eventId: event.eventId } })).toBe(1);
    expect((await db.payment.findUniqueOrThrow({ where: { id: duplicate.id } })).status).toBe("refund_pending");
  });
});

describe("gateway refusal and silence", () => {
  it("a refund the gateway refuses is failed with its reason, and the payment can be refunded again", async () => {
    const { duplicate } = await flaggedDuplicate();
    fake().refuseRefunds("Refunds are not available for this payment yet");
    try {
      const res = await requestRefund(duplicate.id);
      expect(res.status).toBe(200);
      expect(res.json.refund).toMatchObject({ status: "failed", refundId: null });
      expect(res.json.message).toBe(
        "The refund of ₹500 failed: Refunds are not available for this payment yet. You can try again.",
      );
      expect(res.json.refund).toMatchObject({ failureReason: "Refunds are not available for this payment yet" });
    } finally {
      fake().refuseRefunds(null);
    }
    expect((await requestRefund(duplicate.id)).json.refund).toMatchObject({ status: "created" });
    expect(await db.refund.count({ where: { paymentRowId: duplicate.id } })).toBe(2);
  });

  it("reconcile resends an unanswered request with the same key and refreshes refunds still created", async () => {
    const { duplicate } = await flaggedDuplicate();
    fake().failNext(1); // the refund request answers 500: did Razorpay make it? We cannot tell.
    const res = await requestRefund(duplicate.id);
    expect(res.json.refund).toMatchObject({ status: "created", refundId: null });
    expect(await reconcilePayments({ olderThanMinutes: 60, refundsOlderThanMinutes: 10 })).toMatchObject({
      refunds: { checked: 0 },
    }); // too recent yet

    await reconcilePayments({ olderThanMinutes: 60, refundsOlderThanMinutes: 0 });
    const refund = await db.refund.findFirstOrThrow({ where: { paymentRowId: duplicate.id } });
    expect(refund.refundId).toMatch(/^rfnd_/);
    expect([...fake().refunds.values()].filter((r) => r.payment_id === duplicate.paymentId)).toHaveLength(1);

    fake().settleRefund(refund.refundId!, "processed");
    const summary = await reconcilePayments({ olderThanMinutes: 60, refundsOlderThanMinutes: 0 });
    expect(summary.refunds.updated).toBeGreaterThanOrEqual(1);
    expect((await db.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("processed");
    expect((await db.payment.findUniqueOrThrow({ where: { id: duplicate.id } })).status).toBe("refunded");
  });
});

describe("a refund resent after the application was erased", () => {
  it("is the same request under the same key, and holds none of staff's words", async () => {
    const { duplicate } = await flaggedDuplicate();
    fake().failNext(1); // unanswered: Razorpay may have made it
    const reason = "Ravi Shankar paid twice from his brother's card";
    const res = await requestRefund(duplicate.id, { reason });
    expect(res.json.refund).toMatchObject({ status: "created", refundId: null });
    await db.$transaction((tx) => anonymiseGovApplication(tx, duplicate.applicationId));

    await reconcilePayments({ olderThanMinutes: 60, refundsOlderThanMinutes: 0 });
    const [first, resent] = refundCalls(duplicate.paymentId!);
    expect(resent.headers["x-refund-idempotency"]).toBe(first.headers["x-refund-idempotency"]);
    expect(resent.body).toEqual(first.body);
    expect(JSON.stringify(first.body)).not.toContain("Ravi");
    const refund = await db.refund.findFirstOrThrow({ where: { paymentRowId: duplicate.id } });
    expect(refund.status).toBe("created");
    expect(refund.refundId).toMatch(/^rfnd_/);
  });
});

describe("a refund asked for after the application was erased", () => {
  it("keeps none of staff's words in the refund, its event or the audit log", async () => {
    const { duplicate } = await flaggedDuplicate();
    await db.$transaction((tx) => anonymiseGovApplication(tx, duplicate.applicationId));
    const res = await requestRefund(duplicate.id, { reason: "Meena Iyer paid twice, refund to her" });
    expect(res.status, res.text).toBe(200);
    const refund = await db.refund.findFirstOrThrow({ where: { paymentRowId: duplicate.id } });
    expect(refund.reason).toBe(ERASED);
    const event = await db.paymentEvent.findUniqueOrThrow({ where: { eventId: `console:refund:${refund.id}` } });
    const entry = await db.auditLog.findFirstOrThrow({
      where: { action: "gov.payment.refund", entityId: duplicate.applicationId },
    });
    for (const kept of [event.payload, entry.data]) expect(JSON.stringify(kept)).not.toContain("Meena");
  });
});

describe("refreshing stale refunds", () => {
  it("a refund that fails to refresh is counted, and the run goes on to the next", async () => {
    const first = await flaggedDuplicate();
    const second = await flaggedDuplicate();
    await requestRefund(first.duplicate.id);
    await requestRefund(second.duplicate.id);
    const rows = await Promise.all(
      [first, second].map((paid) => db.refund.findFirstOrThrow({ where: { paymentRowId: paid.duplicate.id } })),
    );
    for (const row of rows) fake().settleRefund(row.refundId!, "processed");
    // Both are the oldest refunds still created, the first ahead of the second.
    await db.refund.update({ where: { id: rows[0].id }, data: { createdAt: new Date("2020-01-01T00:00:00Z") } });
    await db.refund.update({ where: { id: rows[1].id }, data: { createdAt: new Date("2020-01-02T00:00:00Z") } });

    // Writing the first refund's new state fails (a database error, not the gateway's).
    const write = vi
      .spyOn(prismaClient(), "$transaction")
      .mockRejectedValueOnce(new Error("could not serialize access"));
    let summary;
    try {
      summary = await refreshStaleRefunds(0);
    } finally {
      write.mockRestore();
    }
    expect(summary.errors).toBeGreaterThanOrEqual(1);
    const status = async (id: string) => (await db.refund.findUniqueOrThrow({ where: { id } })).status;
    expect(await status(rows[0].id)).toBe("created");
    expect(await status(rows[1].id)).toBe("processed");

    // The next run settles the first.
    await refreshStaleRefunds(0);
    expect(await status(rows[0].id)).toBe("processed");
  });
});

describe("dashboard fees", () => {
  const figures = async () => {
    const json = (await call(stats, { path: "/api/gov/dashboard/stats", headers: auth })).json;
    return {
      gross: Number(json.totalFeesCollected),
      refunds: Number(json.refundsPaise),
      net: Number(json.netFeesPaise),
    };
  };
  const settle = async (paymentRowId: string) => {
    const refund = await db.refund.findFirstOrThrow({ where: { paymentRowId, status: "created" } });
    await deliver(fake().refundWebhook("refund.processed", fake().settleRefund(refund.refundId!, "processed")));
  };

  it("gross fees, processed refunds and net fees (gross minus refunds)", async () => {
    await reconcilePayments({ olderThanMinutes: 60, refundsOlderThanMinutes: 0 }); // settle earlier tests' refunds
    const before = await figures();
    expect(before.net).toBe(before.gross - before.refunds);
    const { duplicate } = await flaggedDuplicate(40_000);
    const cancelled = await paidApplication(30_000);
    const delta = async () => {
      const now = await figures();
      expect(now.net).toBe(now.gross - now.refunds);
      return { gross: now.gross - before.gross, refunds: now.refunds - before.refunds, net: now.net - before.net };
    };
    // Two fees captured; the flagged second payment is not a fee.
    expect(await delta()).toEqual({ gross: 70_000, refunds: 0, net: 70_000 });

    await requestRefund(duplicate.id);
    expect(await delta()).toEqual({ gross: 70_000, refunds: 0, net: 70_000 }); // requested, not yet processed
    await settle(duplicate.id);
    // The refunded duplicate joins gross and refunds alike: the fees kept do not change.
    expect(await delta()).toEqual({ gross: 110_000, refunds: 40_000, net: 70_000 });

    await db.govApplication.update({ where: { id: cancelled.app.id }, data: { status: "cancelled" } });
    await requestRefund(cancelled.row.id, { reason: "Recruitment cancelled" });
    await settle(cancelled.row.id);
    expect(await delta()).toEqual({ gross: 110_000, refunds: 70_000, net: 40_000 });
  });
});
