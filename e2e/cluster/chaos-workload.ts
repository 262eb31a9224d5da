// The workload the chaos tests run against one or more production instances: careers board reads,
// company applications with a resume, and government applications paid through the test-mode
// gateway, half by a signed webhook and half by the browser's checkout + verify. It keeps what a
// payment gateway would know (every payment it captured), so the tests can check afterwards that
// no paid application was lost, however the requests that carried them ended.
import { createHmac } from "node:crypto";

import { applicationFields, applicationFormData } from "../../lib/testing/gov-form";

export type Sample = { route: string; status: number; ms: number; at: number; base: string };

/** A payment the gateway captured: it must end up counted, exactly once. */
export type CapturedAtGateway = {
  applicationId: string;
  orderId: string;
  paymentId: string;
  via: "webhook" | "checkout";
  amount: number;
  /** The app answered 200 for it (webhook delivery or verify). */
  acknowledged: boolean;
};

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

export class Workload {
  readonly samples: Sample[] = [];
  readonly captured: CapturedAtGateway[] = [];
  private n = 0;
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(
    private bases: string[],
    private opts: { webhookSecret: string; companyJobIds: string[]; govJobIds: string[]; tag: string },
  ) {}

  setBases(bases: string[]) {
    this.bases = bases;
  }

  start(workers = 4) {
    this.running = true;
    this.workers = Array.from({ length: workers }, (_, i) => this.loop(i));
  }

  /** No new flows; the ones under way go on. */
  halt() {
    this.running = false;
  }

  async stop() {
    this.running = false;
    await Promise.all(this.workers);
  }

  private base(k: number) {
    return this.bases[k % this.bases.length];
  }

  private ip(k: number) {
    return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
  }

  private async timed(route: string, base: string, fn: () => Promise<Response>): Promise<Response | null> {
    const t = Date.now();
    try {
      const res = await fn();
      const body = await res.arrayBuffer();
      this.samples.push({ route, status: res.status, ms: Date.now() - t, at: t, base });
      return new Response(body, { status: res.status, headers: res.headers });
    } catch {
      // Connection-level failure: the server itself went away mid-request.
      this.samples.push({ route, status: -1, ms: Date.now() - t, at: t, base });
      return null;
    }
  }

  private async loop(i: number) {
    while (this.running) {
      const k = ++this.n;
      const kind = (i + k) % 4;
      const base = this.base(k);
      if (kind === 0) await this.timed("GET /api/jobs", base, () => fetch(`${base}/api/jobs`));
      else if (kind === 1) await this.companyApplication(k);
      else await this.govApplication(k);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async companyApplication(k: number) {
    const base = this.base(k);
    const form = new FormData();
    form.set("fullName", `Chaos ${this.opts.tag} ${k}`);
    form.set("email", `chaos${k}@example.in`);
    form.set("phone", "9876543210");
    form.set("jobId", this.opts.companyJobIds[k % this.opts.companyJobIds.length]);
    form.set("consent", "true");
    form.set("resume", new Blob([PDF], { type: "application/pdf" }), `cv-${k}.pdf`);
    await this.timed("POST /api/applications", base, () =>
      fetch(`${base}/api/applications`, { method: "POST", body: form, headers: { "x-forwarded-for": this.ip(k) } }),
    );
  }

  private async govApplication(k: number) {
    const ip = { "x-forwarded-for": this.ip(k) };
    const json = { "content-type": "application/json", ...ip };
    const form = applicationFormData(
      applicationFields(this.opts.govJobIds[k % this.opts.govJobIds.length], {
        name: `Chaos Applicant ${k}`,
        email: `gov${k}@example.in`,
        gender: "Male", // no concession applies: every application has a fee to pay
      }),
    );
    let base = this.base(k);
    const submitted = await this.timed("POST /api/gov/applications", base, () =>
      fetch(`${base}/api/gov/applications`, { method: "POST", body: form, headers: ip }),
    );
    if (submitted?.status !== 201) return;
    const { application } = (await submitted.json()) as { application: { id: string } };

    base = this.base(k + 1);
    const ordered = await this.timed("POST /api/payments/create-order", base, () =>
      fetch(`${base}/api/payments/create-order`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ applicationId: application.id }),
      }),
    );
    if (ordered?.status !== 200) return;
    const { id: orderId, amount } = (await ordered.json()) as { id: string; amount: number };

    base = this.base(k + 2);
    if (k % 2 === 0) {
      // Razorpay captures the payment, then delivers payment.captured until it gets a 2xx.
      const entry: CapturedAtGateway = {
        applicationId: application.id,
        orderId,
        paymentId: `pay_chaos${this.opts.tag}${k}`,
        via: "webhook",
        amount,
        acknowledged: false,
      };
      this.captured.push(entry);
      const res = await this.timed("POST /api/payments/webhook", base, () => this.deliver(base, entry));
      entry.acknowledged = res?.status === 200;
    } else {
      const checkout = await this.timed("POST /api/payments/test-checkout", base, () =>
        fetch(`${base}/api/payments/test-checkout`, {
          method: "POST",
          headers: json,
          body: JSON.stringify({ orderId, outcome: "pay" }),
        }),
      );
      if (checkout?.status !== 200) return;
      const answer = (await checkout.json()) as { razorpay_payment_id: string };
      const entry: CapturedAtGateway = {
        applicationId: application.id,
        orderId,
        paymentId: answer.razorpay_payment_id,
        via: "checkout",
        amount,
        acknowledged: false,
      };
      this.captured.push(entry);
      base = this.base(k + 3);
      const verified = await this.timed("POST /api/payments/verify", base, () =>
        fetch(`${base}/api/payments/verify`, { method: "POST", headers: json, body: JSON.stringify(answer) }),
      );
      entry.acknowledged = verified?.status === 200;
    }
  }

  deliver(base: string, entry: CapturedAtGateway): Promise<Response> {
    const body = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: {
          entity: {
            id: entry.paymentId,
            order_id: entry.orderId,
            amount: entry.amount,
            currency: "INR",
            status: "captured",
          },
        },
      },
    });
    const signature = createHmac("sha256", this.opts.webhookSecret).update(body).digest("hex");
    return fetch(`${base}/api/payments/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": signature,
        "x-razorpay-event-id": `evt_${entry.paymentId}`,
      },
      body,
    });
  }

  /** What Razorpay does after an outage: redeliver every webhook that got no 2xx, until one does. */
  async redeliverWebhooks(base: string): Promise<number> {
    let redelivered = 0;
    for (const entry of this.captured.filter((e) => e.via === "webhook" && !e.acknowledged)) {
      for (let attempt = 0; attempt < 20 && !entry.acknowledged; attempt++) {
        const res = await this.deliver(base, entry).catch(() => null);
        entry.acknowledged = res?.status === 200;
        if (!entry.acknowledged) await new Promise((r) => setTimeout(r, 500));
      }
      redelivered += 1;
    }
    return redelivered;
  }
}

/** The invariants, as SQL, for any database the tests can query. */
export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export async function checkInvariants(query: Query, captured: CapturedAtGateway[]) {
  const count = async (sql: string) => Number((await query(sql))[0].n);
  const paidIds = new Set(
    (await query(`SELECT id FROM "GovApplication" WHERE "paymentStatus" = 'completed'`)).map((r) => String(r.id)),
  );
  return {
    capturedAtGateway: captured.length,
    /** Payments the gateway captured whose application is not paid. */
    lostPayments: captured.filter((c) => !paidIds.has(c.applicationId)).map((c) => c.paymentId),
    /** Applications with more than one counted payment, or paid without one. */
    doubleCounted: await count(
      `SELECT count(*)::int AS n FROM (SELECT "applicationId" FROM "Payment" WHERE status = 'captured' GROUP BY "applicationId" HAVING count(*) > 1) d`,
    ),
    paidWithoutPayment: await count(
      `SELECT count(*)::int AS n FROM "GovApplication" a WHERE a."paymentStatus" = 'completed' AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."applicationId" = a.id AND p.status = 'captured')`,
    ),
    companyWithoutResume: await count(
      `SELECT count(*)::int AS n FROM "CompanyApplication" a LEFT JOIN "StoredFile" f ON f.id = a."resumeFileId" WHERE f.id IS NULL`,
    ),
    govWithoutPhoto: await count(
      `SELECT count(*)::int AS n FROM "GovApplication" a LEFT JOIN "StoredFile" f ON f.id = a."photoFileId" WHERE f.id IS NULL`,
    ),
    filesWithoutRow: await count(
      `SELECT count(*)::int AS n FROM "StoredFile" f WHERE (f.kind = 'Resume' AND NOT EXISTS (SELECT 1 FROM "CompanyApplication" a WHERE a."resumeFileId" = f.id)) OR (f.kind = 'GovPhoto' AND NOT EXISTS (SELECT 1 FROM "GovApplication" a WHERE a."photoFileId" = f.id))`,
    ),
    companyCountsWrong: await count(
      `SELECT count(*)::int AS n FROM (SELECT j.id FROM "CompanyJob" j LEFT JOIN "CompanyApplication" a ON a."jobId" = j.id GROUP BY j.id HAVING j."applicationCount" <> count(a.id)) d`,
    ),
    govCountsWrong: await count(
      `SELECT count(*)::int AS n FROM (SELECT j.id FROM "GovJob" j LEFT JOIN "GovApplication" a ON a."jobId" = j.id AND a."paymentStatus" = 'completed' GROUP BY j.id HAVING j."applicationCount" <> count(a.id)) d`,
    ),
  };
}

export function statusSummary(samples: Sample[]) {
  const byStatus: Record<string, number> = {};
  for (const s of samples) byStatus[s.status] = (byStatus[s.status] ?? 0) + 1;
  return byStatus;
}
