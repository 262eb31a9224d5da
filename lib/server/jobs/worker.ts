import "server-only";

import type PgBoss from "pg-boss";

import { type CallLetterReissue, reissueQueuedCallLetters } from "@/lib/server/gov/call-letter/issue";
import { expireUnpaidApplications } from "@/lib/server/gov/expiry";
import { createBoss, QUEUES, SCHEDULES, type QueueName } from "@/lib/server/jobs/queue";
import { deliverMail, MailRetry, requeueKeptMail } from "@/lib/server/platform/mail";
import { log } from "@/lib/server/platform/log";
import { reconcilePayments } from "@/lib/server/payments/reconcile";
import { purgeExpiredRecords } from "@/lib/server/privacy/purge";

// The handlers of the background queue, and the worker that runs them: inside the web process by
// default (JOBS_IN_WEB=1), or in its own process (`npm run jobs:work`). Any number of workers may
// run against one database; pg-boss hands each job to exactly one of them.

type MailJob = { outboxId: string };

export const handlers: Record<QueueName, (data: unknown) => Promise<unknown>> = {
  [QUEUES.mail]: (data) => deliverMail((data as MailJob).outboxId),
  // Orders unpaid for 10 minutes: the applicant has long left Checkout or the webhook was lost.
  [QUEUES.reconcile]: () => reconcilePayments({ olderThanMinutes: 10 }),
  [QUEUES.expireUnpaid]: () => expireUnpaidApplications(),
  [QUEUES.purge]: () => purgeExpiredRecords(),
  [QUEUES.reissueCallLetters]: (data) => reissueQueuedCallLetters(data as CallLetterReissue),
};

export type Worker = { boss: PgBoss; stop: () => Promise<void> };

/** Starts working every queue (and keeping the schedules) on this process. */
export async function startWorker(options: { pollingIntervalSeconds?: number } = {}): Promise<Worker> {
  const boss = await createBoss("work");
  try {
    return await workOn(boss, options);
  } catch (error) {
    // Half started (the database went away between steps): stopped, so a later start owns the queues.
    await boss.stop({ graceful: false, wait: true, timeout: 5_000 }).catch(() => {});
    throw error;
  }
}

async function workOn(boss: PgBoss, options: { pollingIntervalSeconds?: number }): Promise<Worker> {
  for (const { queue, cron } of SCHEDULES) await boss.schedule(queue, cron, {}, { tz: "Asia/Kolkata" });
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  for (const [name, handler] of Object.entries(handlers)) {
    // pg-boss waits a polling interval after every fetch, even one that found a job: a backlog of
    // mails (a bulk rejection) would go out one per interval. A worker that found a job is told to
    // ask again at once, so a queue drains at the speed of its handler; only an idle one waits.
    const self: { id?: string } = {};
    self.id = await boss.work(name, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
      const started = Date.now();
      try {
        const result = await handler(job.data);
        log.debug("jobs.done", { queue: name, id: job.id, ms: Date.now() - started });
        return result;
      } catch (error) {
        // pg-boss records the failure on the job and says nothing: a sweep failing every night
        // (the purge, reconciliation, expiry) would go unnoticed. A mail's retry has its own line
        // (mail.retry), and the queue tries it again.
        if (!(error instanceof MailRetry)) {
          log.error("jobs.failed", {
            queue: name,
            id: job.id,
            error: error instanceof Error ? error.message : String(error),
          });
        }
        throw error;
      } finally {
        if (self.id) boss.notifyWorker(self.id);
      }
    });
  }
  log.info("jobs.worker_started", { queues: Object.keys(handlers) });
  // Mail recorded while no worker could send it (no SMTP_URL then, or a lost job) goes out now.
  await requeueKeptMail();
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: WORKER_STOP_MS }) };
}

/** How long a stopping worker waits for its jobs in hand; those still running then fail and are retried. */
export const WORKER_STOP_MS = 20_000;

const globalForWorker = globalThis as unknown as {
  __jobWorker?: Promise<Worker>;
  __jobWorkerRunning?: Worker;
  __jobWorkerStopping?: boolean;
};

/** Waits between tries to start the web process's worker: 5 s, doubling, at most 5 minutes. */
export const WORKER_RETRY = { firstMs: 5_000, maxMs: 5 * 60_000 };

/**
 * The web process's own worker (JOBS_IN_WEB): started once, never failing the server's start, and
 * tried again until it runs. A server that came up before its database (a host's reboot) would
 * otherwise serve pages and never send a mail, reconcile a payment or run the purge.
 */
export function startWorkerInWeb(
  start: () => Promise<Worker> = startWorker,
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.()),
): Promise<Worker> {
  globalForWorker.__jobWorker ??= (async () => {
    for (let wait = WORKER_RETRY.firstMs; ; wait = Math.min(wait * 2, WORKER_RETRY.maxMs)) {
      try {
        const worker = await start();
        globalForWorker.__jobWorkerRunning = worker;
        // Started while the server was shutting down: it takes no job.
        if (globalForWorker.__jobWorkerStopping) await worker.stop();
        return worker;
      } catch (error) {
        log.error("jobs.worker_failed", {
          message: error instanceof Error ? error.message : String(error),
          retryInSeconds: wait / 1000,
        });
        await sleep(wait);
      }
    }
  })();
  return globalForWorker.__jobWorker;
}

/**
 * Stops the web process's worker when the server shuts down: no new job is taken, the ones in hand
 * finish (at most WORKER_STOP_MS). A worker still trying to start will not start.
 */
export async function stopWorkerInWeb(): Promise<void> {
  globalForWorker.__jobWorkerStopping = true;
  await globalForWorker.__jobWorkerRunning?.stop();
}
