// A local stand-in for Razorpay's REST API (orders, payments, capture, refunds) on 127.0.0.1, plus what
// Razorpay's Checkout and webhooks would produce (signed with the fake's secrets). Used by the
// integration tests and by `npm run bench:apply`. Shapes follow Razorpay's documented entities.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeOrder = {
  id: string;
  entity: "order";
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: "created" | "attempted" | "paid";
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
  /** What the order asked of its payments' capture (`payment.capture`), or null: the account's default. */
  capture: "automatic" | "manual" | null;
};

export type FakePayment = {
  id: string;
  entity: "payment";
  amount: number;
  currency: string;
  status: "authorized" | "captured" | "failed";
  order_id: string;
  method: string;
  captured: boolean;
  email: string;
  contact: string;
  error_code: string | null;
  error_description: string | null;
  error_reason: string | null;
  created_at: number;
};

export type FakeRefund = {
  id: string;
  entity: "refund";
  amount: number;
  currency: string;
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  status: "pending" | "processed" | "failed";
  speed_requested: string;
  created_at: number;
};

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");
const newId = (prefix: string) =>
  `${prefix}_${randomBytes(10).toString("base64url").replace(/[-_]/g, "x").slice(0, 14)}`;

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

export async function startFakeRazorpay(opts: { keyId?: string; keySecret?: string; webhookSecret?: string } = {}) {
  const keyId = opts.keyId ?? "rzp_test_FakeKey123";
  const keySecret = opts.keySecret ?? "fake-key-secret";
  const webhookSecret = opts.webhookSecret ?? "fake-webhook-secret";
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  /** Refund ids by X-Refund-Idempotency key: the same key answers with the same refund. */
  const refundKeys = new Map<string, string>();
  const requests: { method: string; path: string; body: unknown; headers: http.IncomingHttpHeaders }[] = [];
  let failures = 0;
  const staleReads = new Map<string, FakePayment>();
  // While set, capture requests wait for it (a slow capture at Razorpay) before they are answered.
  let captureHold: Promise<void> | null = null;
  let capturesWaiting = 0;
  let refundRefusal: string | null = null;

  function refund(paymentId: string, body: Record<string, unknown>, key: string | undefined) {
    const known = key ? refundKeys.get(key) : undefined;
    if (known) return { status: 200, body: refunds.get(known)! };
    const payment = payments.get(paymentId);
    if (!payment)
      return {
        status: 400,
        body: { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } },
      };
    if (refundRefusal) {
      return { status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description: refundRefusal } } };
    }
    const amount = body.amount === undefined ? payment.amount : Number(body.amount);
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_id === paymentId && r.status !== "failed")
      .reduce((sum, r) => sum + r.amount, 0);
    if (payment.status !== "captured" || amount + refunded > payment.amount) {
      const description = "The total refund amount is greater than the refund payment amount";
      return { status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description } } };
    }
    const created: FakeRefund = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      receipt: (body.receipt as string) ?? null,
      notes: (body.notes as Record<string, string>) ?? {},
      status: "pending",
      speed_requested: String(body.speed ?? "normal"),
      created_at: Math.floor(Date.now() / 1000),
    };
    refunds.set(created.id, created);
    if (key) refundKeys.set(key, created.id);
    return { status: 200, body: created };
  }

  function pay(
    orderId: string,
    o: {
      status?: FakePayment["status"];
      amount?: number;
      createdAt?: Date;
      errorDescription?: string;
      errorReason?: string;
    } = {},
  ): FakePayment {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake razorpay: unknown order ${orderId}`);
    const status = o.status ?? "captured";
    const payment: FakePayment = {
      id: newId("pay"),
      entity: "payment",
      amount: o.amount ?? order.amount,
      currency: order.currency,
      status,
      order_id: orderId,
      method: "upi",
      captured: status === "captured",
      email: "applicant@example.in",
      contact: "+919876543210",
      error_code: status === "failed" ? "BAD_REQUEST_ERROR" : null,
      error_description: status === "failed" ? (o.errorDescription ?? "Payment declined by bank") : null,
      error_reason: status === "failed" ? (o.errorReason ?? "payment_failed") : null,
      created_at: Math.floor((o.createdAt ?? new Date()).getTime() / 1000),
    };
    payments.set(payment.id, payment);
    order.attempts++;
    order.status = status === "captured" ? "paid" : "attempted";
    if (status === "captured") order.amount_paid = order.amount;
    return payment;
  }

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const apiError = (res: http.ServerResponse, status: number, description: string) =>
    send(res, status, { error: { code: "BAD_REQUEST_ERROR", description } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      requests.push({ method: req.method ?? "", path, body, headers: req.headers });
      if (path === "/_fake/pay" && req.method === "POST") {
        return send(res, 200, pay(String(body.order_id), { status: body.status as FakePayment["status"] }));
      }
      const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return apiError(res, 401, "Authentication failed");
      if (failures > 0) {
        failures--;
        return apiError(res, 500, "We are facing some trouble completing your request at the moment.");
      }
      let m: RegExpMatchArray | null;
      if (path === "/v1/orders" && req.method === "POST") {
        const amount = body.amount;
        if (!Number.isInteger(amount) || (amount as number) < 100) {
          return apiError(res, 400, "The amount must be atleast INR 1.00");
        }
        const order: FakeOrder = {
          id: newId("order"),
          entity: "order",
          amount: amount as number,
          amount_paid: 0,
          amount_due: amount as number,
          currency: String(body.currency ?? "INR"),
          receipt: (body.receipt as string) ?? null,
          status: "created",
          attempts: 0,
          notes: (body.notes as Record<string, string>) ?? {},
          created_at: Math.floor(Date.now() / 1000),
          capture: null,
        };
        const capture = (body.payment as { capture?: unknown } | undefined)?.capture;
        if (capture !== undefined) {
          if (capture !== "automatic" && capture !== "manual") {
            return apiError(res, 400, "The capture field is invalid.");
          }
          order.capture = capture;
        }
        orders.set(order.id, order);
        return send(res, 200, order);
      }
      if ((m = path.match(/^\/v1\/orders\/([^/]+)\/payments$/)) && req.method === "GET") {
        if (!orders.has(m[1])) return apiError(res, 400, "The id provided does not exist");
        const items = [...payments.values()].filter((p) => p.order_id === m![1]);
        return send(res, 200, { entity: "collection", count: items.length, items });
      }
      if ((m = path.match(/^\/v1\/payments\/([^/]+)$/)) && req.method === "GET") {
        const earlier = staleReads.get(m[1]);
        if (earlier) {
          staleReads.delete(m[1]);
          return send(res, 200, earlier);
        }
        const payment = payments.get(m[1]);
        return payment ? send(res, 200, payment) : apiError(res, 400, "The id provided does not exist");
      }
      if ((m = path.match(/^\/v1\/payments\/([^/]+)\/capture$/)) && req.method === "POST") {
        const id = m[1];
        const capture = () => {
          const payment = payments.get(id);
          if (!payment) return apiError(res, 400, "The id provided does not exist");
          if (payment.status !== "authorized") return apiError(res, 400, "This payment has already been captured");
          if (body.amount !== payment.amount)
            return apiError(res, 400, "Capture amount must be equal to the amount authorized");
          payment.status = "captured";
          payment.captured = true;
          const order = orders.get(payment.order_id)!;
          order.status = "paid";
          order.amount_paid = order.amount;
          return send(res, 200, payment);
        };
        if (!captureHold) return capture();
        capturesWaiting++;
        return void captureHold.then(() => {
          capturesWaiting--;
          capture();
        });
      }
      if ((m = path.match(/^\/v1\/payments\/([^/]+)\/refund$/)) && req.method === "POST") {
        const key = req.headers["x-refund-idempotency"];
        const answer = refund(m[1], body, typeof key === "string" ? key : undefined);
        return send(res, answer.status, answer.body);
      }
      if ((m = path.match(/^\/v1\/refunds\/([^/]+)$/)) && req.method === "GET") {
        const found = refunds.get(m[1]);
        return found ? send(res, 200, found) : apiError(res, 400, "The id provided does not exist");
      }
      return apiError(res, 404, "The requested URL was not found on the server.");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A webhook delivery as Razorpay POSTs it: the event envelope, signed with the webhook secret. */
  const delivery = (event: string, contains: string[], payload: unknown, eventId: string) => {
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeAccount01",
      event,
      contains,
      payload,
      created_at: Math.floor(Date.now() / 1000),
    });
    const headers = {
      "content-type": "application/json",
      "x-razorpay-signature": hmac(webhookSecret, body),
      "x-razorpay-event-id": eventId,
    };
    return { body, eventId, headers };
  };

  return {
    url,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    requests,
    pay,
    /** The bank settles a refund (what Razorpay then reports by webhook or GET /v1/refunds/{id}). */
    settleRefund(refundId: string, status: "processed" | "failed") {
      const found = refunds.get(refundId);
      if (!found) throw new Error(`fake razorpay: unknown refund ${refundId}`);
      found.status = status;
      return found;
    },
    /** While set, refund requests are refused with this description (400), as Razorpay refuses some. */
    refuseRefunds(description: string | null) {
      refundRefusal = description;
    },
    /**
     * The next read of this payment answers with `asItWas`: a read that left Razorpay just before
     * another caller changed the payment (a capture by the webhook), arriving after it.
     */
    answerNextReadWith(asItWas: FakePayment) {
      staleReads.set(asItWas.id, structuredClone(asItWas));
    },
    /**
     * Capture requests wait (a slow capture at Razorpay) until the returned function is called; each
     * is then answered from the payment as it is at that moment. `waiting()` counts those held.
     */
    holdCaptures() {
      let release!: () => void;
      captureHold = new Promise<void>((resolve) => (release = resolve));
      return Object.assign(
        () => {
          captureHold = null;
          release();
        },
        { waiting: () => capturesWaiting },
      );
    },
    /** The next `n` API calls answer 500 (Razorpay having trouble). */
    failNext(n: number) {
      failures = n;
    },
    /** What Checkout hands the browser's success handler. */
    checkoutResponse(payment: FakePayment, secret = keySecret) {
      return {
        razorpay_order_id: payment.order_id,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmac(secret, `${payment.order_id}|${payment.id}`),
      };
    },
    /** A signed webhook delivery as Razorpay would POST it. */
    webhook(
      event: "payment.captured" | "payment.authorized" | "order.paid" | "payment.failed",
      payment: FakePayment,
      eventId = newId("evt"),
    ) {
      const payload: Record<string, unknown> = { payment: { entity: payment } };
      if (event === "order.paid") payload.order = { entity: orders.get(payment.order_id) };
      return delivery(event, Object.keys(payload), payload, eventId);
    },
    /** A signed refund.* webhook delivery, with the refund and its payment as Razorpay sends them. */
    refundWebhook(
      event: "refund.created" | "refund.processed" | "refund.failed",
      refundEntity: FakeRefund,
      eventId = newId("evt"),
    ) {
      const payment = payments.get(refundEntity.payment_id);
      const payload = { refund: { entity: { ...refundEntity } }, ...(payment ? { payment: { entity: payment } } : {}) };
      return delivery(event, ["refund", "payment"], payload, eventId);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
