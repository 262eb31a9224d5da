import "server-only";

import type { PGlite } from "@electric-sql/pglite";
import PgBoss from "pg-boss";

import { env } from "@/lib/env";
import type { Tx } from "@/lib/server/db/client";
import { rawConnection } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";

// Background work on our own database through pg-boss: its tables live in the "pgboss" schema
// beside ours, on PostgreSQL or on the embedded PGlite. A job is fetched with SELECT ... FOR UPDATE
// SKIP LOCKED, so with several instances (or a separate `npm run jobs:work`) each job runs once;
// schedules are stored in the database and sent once per slot whichever instance keeps time.

export const QUEUES = {
  /** One outgoing e-mail (MailOutbox row): 5 tries with exponential backoff, then "failed". */
  mail: "mail.deliver",
  /** Every 10 minutes: ask the gateway about unpaid orders (lib/server/payments/reconcile.ts). */
  reconcile: "payments.reconcile",
  /** Every 10 minutes: close unpaid applications whose job's deadline has passed. */
  expireUnpaid: "gov.expire-unpaid",
  /** Daily: anonymise records past their retention period (lib/server/privacy/purge.ts). */
  purge: "privacy.purge",
  /** A job's exam changed: its call letters issued again, in batches (lib/server/gov/call-letter/issue.ts). */
  reissueCallLetters: "gov.reissue-call-letters",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** How many times a mail is tried before it is marked failed for the consoles to see. */
export const MAIL_TRIES = 5;

export const SCHEDULES: { queue: QueueName; cron: string }[] = [
  { queue: QUEUES.reconcile, cron: "*/10 * * * *" },
  { queue: QUEUES.expireUnpaid, cron: "*/10 * * * *" },
  // 02:30 IST, when nobody applies; retention counts in whole IST days, so once a day is enough.
  { queue: QUEUES.purge, cron: "30 2 * * *" },
];

function queueOptions(name: QueueName): PgBoss.Queue {
  if (name === QUEUES.mail) {
    return {
      name,
      policy: "standard",
      // The outbox row counts the tries that reached the mail server and fails the mail on the
      // MAIL_TRIES-th (deliverMail); the queue allows more, for tries that failed before taking
      // the row (the database briefly away), or the row would stay queued with no job left.
      retryLimit: MAIL_TRIES * 2,
      retryDelay: env().MAIL_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      // Longer than a try can last (SMTP_TIMEOUTS in mail.ts).
      expireInSeconds: 300,
      retentionMinutes: 7 * 24 * 60,
    };
  }
  if (name === QUEUES.reissueCallLetters) {
    // One per edit that moved an exam. A run stopped half way (a restart, letters held locked for
    // long) is tried again and carries on with the letters not yet issued again.
    return {
      name,
      policy: "standard",
      retryLimit: 10,
      retryDelay: 60,
      retryBackoff: true,
      // A drive of 20,000 letters takes a few minutes.
      expireInSeconds: 60 * 60,
      retentionMinutes: 7 * 24 * 60,
    };
  }
  // Scheduled sweeps: at most one waiting and one running; a failed sweep waits for the next slot.
  // The daily purge may work through a backlog in batches, so it gets an hour.
  const expireInSeconds = name === QUEUES.purge ? 60 * 60 : 9 * 60;
  return { name, policy: "stately", retryLimit: 0, expireInSeconds, retentionMinutes: 24 * 60 };
}

/** pg-boss's way into the embedded database: parameterised statements, or a multi-statement script. */
export function pgliteExecutor(pglite: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.findLast((r) => r.fields.length > 0) ?? results.at(-1) ?? { rows: [] };
    },
  };
}

/** Runs pg-boss's statements inside one of our Prisma transactions (a job sent with the row it is about). */
export function txExecutor(tx: Tx) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const params = values.map((v) =>
        v !== null && typeof v === "object" && !(v instanceof Date) ? JSON.stringify(v) : v,
      );
      return { rows: await tx.$queryRawUnsafe<Record<string, unknown>[]>(text, ...params) };
    },
  };
}

export type Role = "send" | "work";

export async function createBoss(role: Role): Promise<PgBoss> {
  const connection = await rawConnection();
  const common = {
    schema: "pgboss",
    // Only a working instance keeps time (schedules) and maintains the queue (expiry, archive).
    supervise: role === "work",
    schedule: role === "work",
    migrate: true,
  } as const;
  const boss =
    connection.kind === "postgresql"
      ? new PgBoss({ ...common, connectionString: connection.url, max: role === "work" ? 3 : 2 })
      : new PgBoss({ ...common, db: pgliteExecutor(connection.pglite) });
  boss.on("error", (error: Error) => log.error("jobs.error", { role, message: error.message }));
  await boss.start();
  for (const name of Object.values(QUEUES)) await ensureQueue(boss, name);
  return boss;
}

async function ensureQueue(boss: PgBoss, name: QueueName): Promise<void> {
  const options = queueOptions(name);
  if (await boss.getQueue(name)) {
    await boss.updateQueue(name, options);
    return;
  }
  try {
    await boss.createQueue(name, options);
  } catch (error) {
    // Another instance created it between our read and our insert.
    if (!(await boss.getQueue(name))) throw error;
  }
}

const globalForJobs = globalThis as unknown as { __jobSender?: Promise<PgBoss>; __jobSenderReady?: PgBoss };

/**
 * The process's sending instance (no timers of its own): created, and the queue schema installed,
 * on first use. Await it before opening a transaction that enqueues: starting it talks to the
 * database outside that transaction (on PGlite, while the transaction holds the only connection).
 */
export function sender(): Promise<PgBoss> {
  globalForJobs.__jobSender ??= createBoss("send").then(
    (boss) => (globalForJobs.__jobSenderReady = boss),
    (error: unknown) => {
      globalForJobs.__jobSender = undefined;
      throw error;
    },
  );
  return globalForJobs.__jobSender;
}

/**
 * Queues a job. With `tx`, the job is written in that transaction: it exists exactly when the rows
 * it is about were committed (a mail is never lost between the two).
 */
export async function enqueue(
  name: QueueName,
  data: object,
  options: { tx?: Tx; singletonKey?: string; startAfter?: Date } = {},
): Promise<string | null> {
  const { tx, ...rest } = options;
  const boss = tx ? globalForJobs.__jobSenderReady : await sender();
  if (!boss) throw new Error("enqueue in a transaction needs `await sender()` before the transaction");
  return boss.send(name, data, { ...rest, ...(tx ? { db: txExecutor(tx) } : {}) });
}

/**
 * Many jobs of one queue in the caller's transaction, in one statement (pg-boss's insert; the
 * queue's own retry and expiry apply, as with send): thousands of mails one edit writes would
 * otherwise be a statement each. The caller awaits `sender()` before opening the transaction.
 */
export async function enqueueMany(name: QueueName, data: object[], { tx }: { tx: Tx }): Promise<void> {
  if (!data.length) return;
  const boss = globalForJobs.__jobSenderReady;
  if (!boss) throw new Error("enqueue in a transaction needs `await sender()` before the transaction");
  await boss.insert(
    data.map((job) => ({ name, data: job })),
    { db: txExecutor(tx) },
  );
}
