// The background queue on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
// mail retries with backoff and gives up, two workers never send one mail twice, the reconcile and
// expiry jobs do their work when the queue runs them.
import { afterEach, describe, expect, it, vi } from "vitest";

import { POST as submitApplication } from "@/app/api/gov/applications/route";
import { POST as createOrder } from "@/app/api/payments/create-order/route";
import { addDays, istToday } from "@/lib/dates";
import { resetEnv } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { MAIL_TRIES, QUEUES, sender } from "@/lib/server/jobs/queue";
import { startWorker } from "@/lib/server/jobs/worker";
import { sendMail } from "@/lib/server/platform/mail";
import { withFakeRazorpay } from "@/lib/testing/fake-razorpay-env";
import { startFakeSmtp } from "@/lib/testing/fake-smtp";
import { applicationFields, applicationRequest, createGovJob, jsonRequest, send } from "@/lib/testing/gov";
import { drainQueue, skipBackoff } from "@/lib/testing/jobs";

const RETRY_DELAY = 60;

afterEach(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

async function jobRow(outboxId: string) {
  const rows = await db.$queryRawUnsafe<{ state: string; retry_count: number; wait: number }[]>(
    `SELECT state::text AS state, retry_count, EXTRACT(EPOCH FROM (start_after - now()))::float AS wait
     FROM pgboss.job WHERE name = $1 AND data->>'outboxId' = $2`,
    QUEUES.mail,
    outboxId,
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

describe("mail delivery", () => {
  it("retries a refused mail with growing waits and marks it failed after 5 tries", async () => {
    const smtp = await startFakeSmtp({ refuse: true });
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    try {
      const { id } = await sendMail({ to: "applicant@example.in", subject: "Status update", text: "Hello" });
      expect((await db.mailOutbox.findUniqueOrThrow({ where: { id } })).status).toBe("queued");
      const waits: number[] = [];
      for (let attempt = 1; attempt <= MAIL_TRIES; attempt++) {
        const outcomes = await drainQueue(QUEUES.mail);
        expect(outcomes).toHaveLength(1); // exactly one try per round: the retry waits for its backoff
        const row = await db.mailOutbox.findUniqueOrThrow({ where: { id } });
        expect(row.attempts).toBe(attempt);
        expect(row.lastError).toMatch(/451/);
        if (attempt < MAIL_TRIES) {
          expect(outcomes[0].ok).toBe(false);
          expect(row.status).toBe("queued");
          const job = await jobRow(id);
          expect(job.state).toBe("retry");
          waits.push(job.wait);
          expect(await drainQueue(QUEUES.mail)).toHaveLength(0); // not due yet
          await skipBackoff(QUEUES.mail);
        } else {
          expect(outcomes[0]).toMatchObject({ ok: true, result: "failed" });
          expect(row.status).toBe("failed");
        }
      }
      // Exponential backoff: the n-th retry waits at least RETRY_DELAY * 2^(n-1) seconds.
      expect(waits).toHaveLength(MAIL_TRIES - 1);
      waits.forEach((wait, n) => expect(wait).toBeGreaterThanOrEqual(RETRY_DELAY * 2 ** n - 5));
      expect(waits[3]).toBeGreaterThan(waits[0] * 4);
      expect(smtp.refused()).toBe(MAIL_TRIES);
      expect(await drainQueue(QUEUES.mail)).toHaveLength(0);
      expect((await jobRow(id)).state).toBe("completed");
    } finally {
      await smtp.close();
    }
  });

  it("a try that failed before reaching the mail server does not use up one of the mail's 5", async () => {
    const smtp = await startFakeSmtp({ refuse: true });
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    try {
      const { id } = await sendMail({ to: "applicant@example.in", subject: "Status update", text: "Hello" });
      // The database is briefly away when the first try reads the row.
      const read = vi.spyOn(db.mailOutbox, "findUnique").mockRejectedValueOnce(new Error("connection reset"));
      try {
        expect(await drainQueue(QUEUES.mail)).toEqual([expect.objectContaining({ ok: false })]);
      } finally {
        read.mockRestore();
      }
      for (let round = 0; round < MAIL_TRIES; round++) {
        await skipBackoff(QUEUES.mail);
        expect(await drainQueue(QUEUES.mail)).toHaveLength(1);
      }
      // Five refusals by the mail server: failed, where staff can send it again (not queued for ever).
      expect(smtp.refused()).toBe(MAIL_TRIES);
      expect(await db.mailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "failed",
        attempts: MAIL_TRIES,
      });
      expect((await jobRow(id)).state).toBe("completed");
    } finally {
      await smtp.close();
    }
  });

  it("keeps a mail queued in the outbox when no SMTP server is configured", async () => {
    const { id } = await sendMail({ to: "applicant@example.in", subject: "Kept", text: "Hello" });
    const outcomes = await drainQueue(QUEUES.mail);
    expect(outcomes.find((o) => o.ok && o.result === "kept")).toBeTruthy();
    expect(await db.mailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("sends a mail kept without SMTP once a worker starts with SMTP configured", async () => {
    const { id } = await sendMail({ to: "kept-then-sent@example.in", subject: "Kept, then sent", text: "Hello" });
    await drainQueue(QUEUES.mail); // no SMTP_URL: kept, its job completed
    // Recorded before the mail server was set up (long enough ago that no job of its own is due).
    await db.mailOutbox.update({ where: { id }, data: { createdAt: new Date(Date.now() - 60 * 60_000) } });
    const smtp = await startFakeSmtp();
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    const worker = await startWorker({ pollingIntervalSeconds: 0.5 });
    try {
      await vi.waitFor(
        async () => expect((await db.mailOutbox.findUniqueOrThrow({ where: { id } })).status).toBe("sent"),
        {
          timeout: 20_000,
          interval: 250,
        },
      );
      expect(smtp.mails.filter((m) => m.data.includes("Kept, then sent"))).toHaveLength(1);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  }, 60_000);

  it("records one mail per dedupe key", async () => {
    const first = await sendMail({ to: "a@example.in", subject: "Once", text: "x" }, { dedupeKey: "once:1" });
    const second = await sendMail({ to: "a@example.in", subject: "Once", text: "x" }, { dedupeKey: "once:1" });
    expect(second.id).toBe(first.id);
    expect(await db.mailOutbox.count({ where: { dedupeKey: "once:1" } })).toBe(1);
  });

  it("sends a backlog at once, not one mail per polling interval", async () => {
    const smtp = await startFakeSmtp();
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      ids.push((await sendMail({ to: `b${i}@example.in`, subject: `Backlog ${i}`, text: "x" })).id);
    }
    // One mail per 30-second interval would take 4 minutes; the test allows 20 seconds.
    const worker = await startWorker({ pollingIntervalSeconds: 30 });
    try {
      await vi.waitFor(
        async () => expect(await db.mailOutbox.count({ where: { id: { in: ids }, status: "sent" } })).toBe(8),
        { timeout: 20_000, interval: 250 },
      );
    } finally {
      await worker.stop();
      await smtp.close();
    }
  }, 60_000);

  it("with two workers on one database, sends each mail exactly once", async () => {
    const smtp = await startFakeSmtp();
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    const workers = [
      await startWorker({ pollingIntervalSeconds: 0.5 }),
      await startWorker({ pollingIntervalSeconds: 0.5 }),
    ];
    try {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        ids.push((await sendMail({ to: `w${i}@example.in`, subject: `Two workers ${i}`, text: "x" })).id);
      }
      await vi.waitFor(
        async () => expect(await db.mailOutbox.count({ where: { id: { in: ids }, status: "sent" } })).toBe(12),
        { timeout: 25_000, interval: 250 },
      );
      const subjects = smtp.mails
        .map((m) => /^Subject: (.*)$/m.exec(m.data)?.[1])
        .filter((s) => s?.startsWith("Two workers"));
      for (let i = 0; i < 12; i++) expect(subjects.filter((s) => s === `Two workers ${i}`)).toHaveLength(1);
      expect(subjects).toHaveLength(12);
      const rows = await db.mailOutbox.findMany({ where: { id: { in: ids } } });
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      for (const worker of workers) await worker.stop();
      await smtp.close();
    }
  }, 60_000);
});

describe("scheduled jobs", () => {
  const fake = withFakeRazorpay();

  async function apply(job: { id: string }) {
    const res = await send(submitApplication, applicationRequest(applicationFields(job.id)));
    expect(res.status, res.text).toBe(201);
    return res.json.application as { id: string; applicationNumber: string };
  }

  it("the reconcile job marks an order paid at the gateway whose browser and webhook never came", async () => {
    const app = await apply(await createGovJob());
    const orderId = (await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: app.id }))).json
      .id as string;
    fake().pay(orderId);
    // The order is 10 minutes old when the scheduled job runs.
    await db.payment.update({ where: { orderId }, data: { createdAt: new Date(Date.now() - 11 * 60_000) } });
    await (await sender()).send(QUEUES.reconcile, {});
    const [outcome] = await drainQueue(QUEUES.reconcile);
    expect(outcome).toMatchObject({ ok: true, result: { paid: 1 } });
    const after = await db.govApplication.findUniqueOrThrow({ where: { id: app.id } });
    expect(after.paymentStatus).toBe("completed");
    expect(await db.payment.count({ where: { applicationId: app.id, status: "captured" } })).toBe(1);
  });

  it("the expiry job closes an unpaid application an hour after its job's deadline, and only then", async () => {
    const job = await createGovJob();
    const unpaid = await apply(job);
    const run = async () => {
      await (await sender()).send(QUEUES.expireUnpaid, {});
      return drainQueue(QUEUES.expireUnpaid);
    };
    expect((await run())[0]).toMatchObject({ ok: true, result: { expired: 0 } }); // deadline ahead
    await db.govJob.update({ where: { id: job.id }, data: { deadline: addDays(istToday(), -2) } });
    const [outcome] = await run();
    expect(outcome.ok).toBe(true);
    expect((outcome.result as { expired: number }).expired).toBeGreaterThanOrEqual(1);
    const after = await db.govApplication.findUniqueOrThrow({ where: { id: unpaid.id } });
    expect(after.paymentStatus).toBe("expired");
    const history = await db.applicationStatusChange.findMany({ where: { govApplicationId: unpaid.id } });
    expect(history).toEqual([expect.objectContaining({ status: "expired", actor: "system" })]);
    expect(history[0].reason).toMatch(/^Closed without payment/);
    // A closed application cannot be paid any more.
    const res = await send(createOrder, jsonRequest("/api/payments/create-order", { applicationId: unpaid.id }));
    expect(res.status).toBe(409);
  });
});
