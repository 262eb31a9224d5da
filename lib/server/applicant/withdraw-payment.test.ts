// An applicant who withdraws or erases a government application while its fee is being captured
// (Checkout's success and the withdrawal a moment apart, in two tabs) is told to wait: done at once,
// the capture still took the money, for an application the applicant had closed.
import { describe, expect, it } from "vitest";

import { POST as withdrawGov } from "@/app/api/applicant/applications/gov/[id]/withdraw/route";
import { POST as erase } from "@/app/api/applicant/erase/route";
import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { POST as verify } from "@/app/api/payments/verify/route";
import { db } from "@/lib/server/db/client";
import { applicantSession } from "@/lib/testing/applicant";
import { aMoment } from "@/lib/testing/concurrency";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { call } from "@/lib/testing/fixtures";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";
import hi from "@/messages/hi.json";

const fake = withFakeRazorpay();
const ARRIVING =
  "A payment for this application is being confirmed with the payment gateway. Please try again in a few minutes.";

let n = 0;
/** A saved application with an order, and the applicant's portal session. */
async function applied() {
  n += 1;
  const email = `paying-${n}-${Date.now()}@example.in`;
  const job = await createGovJob({ feePaise: 50_000 });
  const res = await send(submitApplication, applicationRequest(applicationFields(job.id, { email })));
  expect(res.status, res.text).toBe(201);
  const app = res.json.application as { id: string };
  const ordered = await send(
    createOrder,
    jsonRequest("/api/payments/create-order", { applicationId: app.id }, { "x-forwarded-for": `203.0.113.${n}` }),
  );
  const { headers } = await applicantSession(email);
  return { app, orderId: ordered.json.id as string, headers };
}

const withdraw = (id: string, headers: Record<string, string>, extra: Record<string, string> = {}) =>
  call(withdrawGov, { method: "POST", params: { id }, headers: { ...headers, ...extra } });
const eraseAll = (headers: Record<string, string>) =>
  call(erase, {
    method: "POST",
    body: { confirm: "DELETE" },
    headers: { origin: "http://127.0.0.1:3000", ...headers },
  });
const stateOf = (id: string) =>
  db.govApplication.findUniqueOrThrow({
    where: { id },
    select: { status: true, paymentStatus: true, anonymisedAt: true },
  });

/** /verify with the capture held at Razorpay: returns the answer's promise and the release. */
async function captureHeld(orderId: string) {
  const payment = fake().pay(orderId, { status: "authorized" });
  const release = fake().holdCaptures();
  const verified = send(verify, jsonRequest("/api/payments/verify", fake().checkoutResponse(payment)));
  while (release.waiting() < 1) await aMoment();
  return { payment, verified, release };
}

describe("withdrawing or erasing while the fee is captured", () => {
  it("a withdrawal waits for the capture (409, in Hindi too), and the paid application is counted", async () => {
    const { app, orderId, headers } = await applied();
    const { verified, release } = await captureHeld(orderId);
    const refused = await withdraw(app.id, headers);
    expect([refused.status, refused.json.message]).toEqual([409, ARRIVING]);
    const inHindi = await withdraw(app.id, headers, { "accept-language": "hi" });
    expect(inHindi.json.message).toBe(hi.errors.portal.paymentArriving);
    release();
    expect((await verified).status).toBe(200);
    expect(await stateOf(app.id)).toMatchObject({ status: "pending", paymentStatus: "completed" });
  });

  it("an erasure waits for it too and erases nothing; after it, the paid fee is kept", async () => {
    const { app, orderId, headers } = await applied();
    const { verified, release } = await captureHeld(orderId);
    const refused = await eraseAll(headers);
    expect([refused.status, refused.json.message]).toEqual([409, ARRIVING]);
    expect(await stateOf(app.id)).toMatchObject({ anonymisedAt: null });
    release();
    expect((await verified).status).toBe(200);
    const erased = await eraseAll(headers);
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json.paymentsKept).toBe(1);
  });

  it("an old claim counts only when its payment was captured (the server stopped before counting it)", async () => {
    const minutesAgo = new Date(Date.now() - 5 * 60_000);
    // Authorised and never captured: the claim is stale, the application may be withdrawn.
    const open = await applied();
    const lapsed = fake().pay(open.orderId, { status: "authorized" });
    await db.govApplication.update({
      where: { id: open.app.id },
      data: { captureClaim: lapsed.id, captureClaimedAt: minutesAgo },
    });
    expect((await withdraw(open.app.id, open.headers)).status).toBe(200);
    // Captured and not counted yet: the money is taken, so the application waits for reconciliation.
    const taken = await applied();
    const captured = fake().pay(taken.orderId);
    await db.govApplication.update({
      where: { id: taken.app.id },
      data: { captureClaim: captured.id, captureClaimedAt: minutesAgo },
    });
    expect((await withdraw(taken.app.id, taken.headers)).json.message).toBe(ARRIVING);
    expect(await stateOf(taken.app.id)).toMatchObject({ status: "pending" });
  });
});
