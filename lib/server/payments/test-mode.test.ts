// Test mode (no Razorpay keys): the built-in checkout signs with a local secret and goes through
// the very same verify / markPaid / reconcile code.
import { describe, expect, it, vi } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as refund } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as testCheckout } from "@/app/api/payments/test-checkout/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { resetEnv } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { reconcilePayments } from "@/lib/server/payments/reconcile";
import { TEST_REFUND, TEST_REFUND_FAILURE, testGateway } from "@/lib/server/payments/test-gateway";
import { call } from "@/lib/testing/fixtures";
import { bearerFor, refundDuePayment } from "@/lib/testing/gov-console";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";

async function openOrder(feePaise = 30_000) {
  const job = await createGovJob({ feePaise });
  const app = (await send(submitApplication, applicationRequest(applicationFields(job.id)))).json.application as {
    id: string;
    applicationNumber: string;
  };
  const order = await send(
    createOrder,
    jsonRequest("/api/payments/create-order", { applicationId: app.id, amount: 1 }),
  );
  return { app, order: order.json as { id: string; amount: number; mode: string; key: string | null } };
}

const checkout = (orderId: string, outcome: "pay" | "fail") =>
  send(testCheckout, jsonRequest("/api/payments/test-checkout", { orderId, outcome }));

describe("test mode", () => {
  it("pays through the built-in checkout and the normal verification", async () => {
    const { app, order } = await openOrder(30_000);
    expect(order).toMatchObject({ mode: "test", key: null, amount: 30_000 });
    expect(order.id).toMatch(/^order_test/);
    const success = await checkout(order.id, "pay");
    expect(success.json.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    const res = await send(verify, jsonRequest("/api/payments/verify", success.json));
    expect(res.status, res.text).toBe(200);
    expect(res.json.applicationNumber).toBe(app.applicationNumber);
    const payment = await db.payment.findUniqueOrThrow({ where: { orderId: order.id } });
    expect(payment).toMatchObject({ mode: "test", status: "captured", amountPaise: 30_000 });
  });

  it("Fail records the failure and marks nothing paid", async () => {
    const { app, order } = await openOrder();
    const res = await checkout(order.id, "fail");
    expect((res.json.error as { description: string }).description).toBe("Your bank declined this test payment");
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id }, include: { payments: true } });
    expect(row.paymentStatus).toBe("failed");
    expect(row.payments[0]).toMatchObject({ status: "failed", paymentId: null });
  });

  it("a signature made without the local secret is refused", async () => {
    const { order } = await openOrder();
    const success = (await checkout(order.id, "pay")).json;
    const forged = { ...success, razorpay_signature: "0".repeat(64) };
    expect((await send(verify, jsonRequest("/api/payments/verify", forged))).status).toBe(400);
    expect((await db.payment.findUniqueOrThrow({ where: { orderId: order.id } })).status).toBe("created");
  });

  it("Pay again for a fee Checkout took but nobody confirmed: counted, and no second Checkout", async () => {
    // The verify never reached the server (the phone lost its signal); the applicant reloads and
    // presses Pay on the saved screen, or on the status page, before reconciliation has run.
    const { app, order } = await openOrder(30_000);
    const first = await checkout(order.id, "pay");
    expect(first.status).toBe(200);
    const again = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }));
    expect(again.status, again.text).toBe(409);
    expect(again.json.message).toBe("The fee for this application has already been paid.");
    const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id }, include: { payments: true } });
    expect(row.paymentStatus).toBe("completed");
    expect(row.payments).toHaveLength(1);
    expect(row.payments[0]).toMatchObject({
      status: "captured",
      paymentId: (first.json as { razorpay_payment_id: string }).razorpay_payment_id,
    });
    // And the test checkout, like Razorpay, takes no second payment on a paid order.
    const second = await checkout(order.id, "pay");
    expect(second.status).toBe(409);
    expect(second.json.message).toBe("This order has already been paid.");
  });

  it("Pay again waits at most a few seconds for a gateway that does not answer about the open order", async () => {
    const { app, order } = await openOrder(30_000);
    const hang = vi.spyOn(testGateway, "orderPayments").mockImplementation(() => new Promise(() => {}));
    try {
      const started = Date.now();
      const again = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }));
      expect(again.status, again.text).toBe(200);
      expect(again.json.id).toBe(order.id); // the open order, handed out again
      expect(Date.now() - started).toBeLessThan(7_000);
    } finally {
      hang.mockRestore();
    }
  });

  it("reconcile finds a test payment whose browser never came back", async () => {
    const { app, order } = await openOrder();
    await checkout(order.id, "pay");
    const summary = await reconcilePayments({ olderThanMinutes: 0 });
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect((await db.govApplication.findUniqueOrThrow({ where: { id: app.id } })).paymentStatus).toBe("completed");
  });

  it("counts no test payment once the site takes real payments: neither its signature nor reconciliation", async () => {
    // Paid in the built-in checkout while the site ran in test mode, never confirmed; then live keys are set.
    const { app, order } = await openOrder();
    const success = (await checkout(order.id, "pay")).json;
    Object.assign(process.env, { RAZORPAY_KEY_ID: "rzp_live_Abc123", RAZORPAY_KEY_SECRET: "s" });
    resetEnv();
    try {
      const res = await send(verify, jsonRequest("/api/payments/verify", success));
      expect(res.status, res.text).toBe(400);
      expect((await reconcilePayments({ olderThanMinutes: 0 })).paid).toBe(0);
      const row = await db.govApplication.findUniqueOrThrow({ where: { id: app.id }, include: { payments: true } });
      expect(row.paymentStatus).not.toBe("completed");
      expect(row.payments.map((p) => p.status)).toEqual(["created"]);
    } finally {
      delete process.env.RAZORPAY_KEY_ID;
      delete process.env.RAZORPAY_KEY_SECRET;
      resetEnv();
    }
  });

  it("the test checkout does not exist in live mode, and webhooks need their secret", async () => {
    const { order } = await openOrder();
    const noSecret = await send(webhook, jsonRequest("/api/payments/webhook", "{}", { "x-razorpay-signature": "00" }));
    expect(noSecret.status).toBe(503);
    Object.assign(process.env, { RAZORPAY_KEY_ID: "rzp_live_Abc123", RAZORPAY_KEY_SECRET: "s" });
    resetEnv();
    try {
      expect((await checkout(order.id, "pay")).status).toBe(404);
    } finally {
      delete process.env.RAZORPAY_KEY_ID;
      delete process.env.RAZORPAY_KEY_SECRET;
      resetEnv();
    }
  });

  it("refunds without moving money: processed at once, or failed when the reason starts with [test: fail]", async () => {
    const { headers } = await bearerFor("GovAdmin");
    const { payment } = await refundDuePayment((await createGovJob()).id);
    const ask = (reason: string) =>
      call(refund, {
        method: "POST",
        path: `/api/gov/payments/${payment.id}/refund`,
        body: { reason },
        params: { paymentRowId: payment.id },
        headers,
      });

    const failed = await ask("[test: fail] show the failure");
    expect(failed.status, failed.text).toBe(200);
    expect(failed.json.refund).toMatchObject({ status: "failed", failureReason: TEST_REFUND_FAILURE });
    expect((failed.json.refund as { refundId: string }).refundId).toMatch(/^rfnd_test/);
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("refund_pending");

    const ok = await ask("Amount did not match the fee");
    expect(ok.json.refund).toMatchObject({ status: "processed" });
    const refundId = (ok.json.refund as { refundId: string }).refundId;
    expect(await testGateway.fetchRefund(refundId)).toMatchObject({ id: refundId, status: "processed" });
    expect((await db.payment.findUniqueOrThrow({ where: { id: payment.id } })).status).toBe("refunded");
    expect(await db.refund.count({ where: { paymentRowId: payment.id } })).toBe(2);
    expect(await db.paymentEvent.count({ where: { type: TEST_REFUND, paymentRef: payment.paymentId } })).toBe(2);
    expect((await ask("Once more")).status).toBe(409);
  });
});
