// A cancelled application whose fee was refunded stays cancelled: the GovAdmin cannot approve it
// again with nothing paid (it would then get a call letter and a receipt). A cancelled application
// whose fee is still held, or whose only refund was of a payment never counted, can be reinstated.
import { beforeAll, describe, expect, it } from "vitest";

import { PUT as statusRoute } from "@/app/api/gov/applications/[id]/status/route";
import { POST as refundRoute } from "@/app/api/gov/payments/[paymentRowId]/refund/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { db } from "@/lib/server/db/client";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { call } from "@/lib/testing/fixtures";
import { jsonRequest, send } from "@/lib/testing/gov";
import { bearerFor, paidThroughCheckout } from "@/lib/testing/gov-console";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";

const fake = withFakeRazorpay();
let auth: Record<string, string>;

beforeAll(async () => {
  auth = (await bearerFor("GovAdmin")).headers;
});

async function paidApplication() {
  const { app, orderId, row } = await paidThroughCheckout(fake());
  return { id: app.id, orderId, row };
}

const setStatus = (id: string, status: string, reason?: string) =>
  call(statusRoute, {
    method: "PUT",
    path: `/api/gov/applications/${id}/status`,
    body: { status, ...(reason ? { reason } : {}) },
    params: { id },
    headers: auth,
  });

const refund = (paymentRowId: string) =>
  call(refundRoute, {
    method: "POST",
    path: `/api/gov/payments/${paymentRowId}/refund`,
    body: { reason: "Cancelled: not eligible" },
    params: { paymentRowId },
    headers: auth,
  });

const deliver = (event: { body: string; headers: Record<string, string> }) =>
  send(webhook, jsonRequest("/api/payments/webhook", event.body, event.headers));

async function cancelledAndRefunded() {
  const paid = await paidApplication();
  expect((await setStatus(paid.id, "cancelled", "Not eligible")).status).toBe(200);
  const res = await refund(paid.row.id);
  expect(res.status, res.text).toBe(200);
  return paid;
}

describe("reinstating a cancelled application", () => {
  it("is refused while the fee's refund is under way, and after it is processed", async () => {
    const paid = await cancelledAndRefunded();
    const during = await setStatus(paid.id, "approved");
    expect(during.status).toBe(409);
    expect(during.json.message).toBe(GOV_ADMIN_MESSAGES.feeRefunded);

    const [row] = await db.refund.findMany({ where: { paymentRowId: paid.row.id } });
    const processed = fake().refundWebhook("refund.processed", fake().settleRefund(row.refundId!, "processed"));
    expect((await deliver(processed)).status).toBe(200);
    expect((await db.payment.findUniqueOrThrow({ where: { id: paid.row.id } })).status).toBe("refunded");

    const after = await setStatus(paid.id, "under_review");
    expect(after.status).toBe(409);
    const app = await db.govApplication.findUniqueOrThrow({ where: { id: paid.id } });
    expect(app.status).toBe("cancelled");
  });

  it("is allowed again once the refund failed: the fee is still held", async () => {
    const paid = await cancelledAndRefunded();
    const [row] = await db.refund.findMany({ where: { paymentRowId: paid.row.id } });
    const failed = fake().refundWebhook("refund.failed", fake().settleRefund(row.refundId!, "failed"));
    expect((await deliver(failed)).status).toBe(200);
    const res = await setStatus(paid.id, "approved");
    expect(res.status, res.text).toBe(200);
  });

  it("is allowed when the fee was never refunded, or only a second payment was", async () => {
    const kept = await paidApplication();
    expect((await setStatus(kept.id, "cancelled", "By mistake")).status).toBe(200);
    expect((await setStatus(kept.id, "approved")).status).toBe(200);

    const twice = await paidApplication();
    const second = fake().pay(twice.orderId);
    expect((await deliver(fake().webhook("payment.captured", second))).json.outcome).toBe("flagged_duplicate");
    const duplicate = await db.payment.findUniqueOrThrow({ where: { paymentId: second.id } });
    expect((await refund(duplicate.id)).status).toBe(200);
    expect((await setStatus(twice.id, "cancelled", "By mistake")).status).toBe(200);
    expect((await setStatus(twice.id, "approved")).status).toBe(200);
  });
});
