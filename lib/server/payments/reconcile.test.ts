// Reconciliation in test mode: past its limit of open orders every order still gets its turn, and
// one order that cannot be checked does not stop the run.
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { db } from "@/lib/server/db/client";
import { QUEUES, sender } from "@/lib/server/jobs/queue";
import { RECONCILE_BUDGET_MS, reconcilePayments } from "@/lib/server/payments/reconcile";
import { simulateCheckout, testGateway } from "@/lib/server/payments/test-gateway";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";

/** A saved application and its open (test-mode) order. */
async function openOrder() {
  const job = await createGovJob();
  const res = await send(submitApplication, applicationRequest(applicationFields(job.id)));
  expect(res.status, res.text).toBe(201);
  const app = res.json.application as { id: string };
  const order = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }));
  expect(order.status, order.text).toBe(200);
  return { app, orderId: order.json.id as string };
}

const paymentStatus = async (id: string) =>
  (await db.govApplication.findUniqueOrThrow({ where: { id }, select: { paymentStatus: true } })).paymentStatus;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reconcilePayments", () => {
  it("past its limit, reaches the newest open order on a later run (abandoned orders do not starve it)", async () => {
    // Two abandoned orders, older than the paid one whose browser never came back.
    await openOrder();
    await openOrder();
    const paid = await openOrder();
    await simulateCheckout(paid.orderId, "pay");

    const first = await reconcilePayments({ olderThanMinutes: 0, limit: 2 });
    expect([first.checked, first.paid]).toEqual([2, 0]);
    expect(await paymentStatus(paid.app.id)).toBe("pending");

    const second = await reconcilePayments({ olderThanMinutes: 0, limit: 2 });
    expect([second.checked, second.paid]).toEqual([2, 1]);
    expect(await paymentStatus(paid.app.id)).toBe("completed");
    expect(await db.payment.findUniqueOrThrow({ where: { orderId: paid.orderId } })).toMatchObject({
      status: "captured",
      reconciledAt: expect.any(Date),
    });
  });

  it("stops asking the gateway when its time is spent, inside the job's expiry; the next run takes the orders left", async () => {
    const paid = await openOrder();
    await simulateCheckout(paid.orderId, "pay");
    const spent = await reconcilePayments({ olderThanMinutes: 0, budgetMs: 0 });
    expect(spent.checked).toBe(0);
    expect(spent.deferred).toBeGreaterThanOrEqual(1);
    expect(await db.payment.findUniqueOrThrow({ where: { orderId: paid.orderId } })).toMatchObject({
      status: "created",
      reconciledAt: null,
    });
    const next = await reconcilePayments({ olderThanMinutes: 0 });
    expect(next.deferred).toBe(0);
    expect(await paymentStatus(paid.app.id)).toBe("completed");
    // A run ends well before pg-boss would fail its job and start a second one beside it.
    const queue = await (await sender()).getQueue(QUEUES.reconcile);
    expect(RECONCILE_BUDGET_MS).toBeLessThan(queue!.expireInSeconds! * 1000 - 60_000);
  });

  it("asks about refunds under way first: a slow gateway spending the run's time on orders does not starve them", async () => {
    const { orderId } = await openOrder();
    const row = await db.payment.findUniqueOrThrow({ where: { orderId } });
    const stale = await db.refund.create({
      data: { paymentRowId: row.id, amountPaise: 100, reason: "Test", createdAt: new Date(Date.now() - 3_600_000) },
    });
    await openOrder();
    // Each order the gateway is asked about takes the whole budget.
    let clock = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => clock);
    const real = testGateway.orderPayments.bind(testGateway);
    vi.spyOn(testGateway, "orderPayments").mockImplementation(async (id) => {
      clock += RECONCILE_BUDGET_MS;
      return real(id);
    });
    try {
      const summary = await reconcilePayments({ olderThanMinutes: 0 });
      expect(summary.refunds.checked).toBeGreaterThanOrEqual(1);
      expect(summary.checked).toBe(1);
      expect(summary.deferred).toBeGreaterThanOrEqual(1);
    } finally {
      await db.refund.delete({ where: { id: stale.id } });
    }
  });

  it("counts an order that cannot be checked as an error and goes on with the others and the refunds", async () => {
    const broken = await openOrder();
    const paid = await openOrder();
    await simulateCheckout(paid.orderId, "pay");
    const real = testGateway.orderPayments.bind(testGateway);
    vi.spyOn(testGateway, "orderPayments").mockImplementation(async (orderId) => {
      if (orderId === broken.orderId) throw new TypeError("unexpected answer");
      return real(orderId);
    });

    const summary = await reconcilePayments({ olderThanMinutes: 0 });
    expect(summary.errors).toBe(1);
    expect(summary.paid).toBe(1);
    expect(summary.refunds).toEqual({ checked: 0, updated: 0, errors: 0, deferred: 0 });
    expect(await paymentStatus(paid.app.id)).toBe("completed");
  });
});
