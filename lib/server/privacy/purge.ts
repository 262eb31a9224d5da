import "server-only";

import { addDays, istDayStart, istToday } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import { compactEmbeddedDatabase, type Compaction } from "@/lib/server/db/maintenance";
import { audit } from "@/lib/server/platform/audit";
import { log } from "@/lib/server/platform/log";
import { feeMayBeArriving } from "@/lib/server/payments/capture";
import { TX_OPTIONS } from "@/lib/server/payments/ledger";
import {
  anonymiseCompanyApplication,
  anonymiseContactMessages,
  anonymiseGovApplication,
} from "@/lib/server/privacy/anonymise";
import {
  anchorBefore,
  companyApplicationIsDue,
  govPeriod,
  isPastRetention,
  REJECTED,
  retentionRules,
  UNPAID,
  type RetentionRules,
} from "@/lib/server/privacy/retention";
import { sweepExpiredRows, type SweepSummary } from "@/lib/server/privacy/sweep";

// The privacy.purge job (daily) and `npm run data:purge`: every record past its retention period
// (lib/server/privacy/retention.ts) is anonymised and its files and mail deleted, in batches of one
// transaction each, and the outbox's copies of older mail go. Idempotent: an anonymised row is never
// picked again, so a second run, or a run cut short and started again, only does what is left. Each
// run (but a dry run) writes one audit entry with the counts per kind, zeros included: the record
// that the rules were applied that day. Expired sign-in codes and rate-limit counters, and idle
// applicant accounts with no application left, go too (sweep.ts). Last, the embedded database is
// compacted (lib/server/db/maintenance.ts).

export const PURGE_KINDS = [
  "companyApplications",
  "govApplicationsUnpaid",
  "govApplicationsPaid",
  "contactMessages",
] as const;
export type PurgeKind = (typeof PURGE_KINDS)[number];

export type PurgeSummary = {
  dryRun: boolean;
  /** Records anonymised (or, in a dry run, that would be). */
  counts: Record<PurgeKind, number>;
  /** Stored files deleted. */
  files: number;
  /** Payment events stripped of personal fields. */
  paymentEvents: number;
  /** Outbox rows deleted: about the records anonymised, and past the mail period (a dry run counts these). */
  mails: number;
  /** Rows of no further use deleted (a dry run counts them). */
  swept: SweepSummary;
  /** The embedded database compacted, deleted files' bytes gone from its data files (null on PostgreSQL or in a dry run). */
  compaction: Compaction;
  auditId: string | null;
};

export type PurgeOptions = { now?: Date; dryRun?: boolean; batchSize?: number };

type Batch = { ids: string[]; lastId: string | null };

/**
 * Walks the candidates in id order, a batch at a time, handing the due ones to `apply`, which
 * returns how many it anonymised (in a dry run, would have).
 */
async function sweep(
  next: (afterId: string | null) => Promise<Batch>,
  apply: (ids: string[]) => Promise<number>,
): Promise<number> {
  let afterId: string | null = null;
  let due = 0;
  for (;;) {
    const batch = await next(afterId);
    if (batch.ids.length) due += await apply(batch.ids);
    if (!batch.lastId) return due;
    afterId = batch.lastId;
  }
}

const after = (id: string | null) => (id ? { id: { gt: id } } : {});

export async function purgeExpiredRecords(options: PurgeOptions = {}): Promise<PurgeSummary> {
  const { now = new Date(), dryRun = false, batchSize = 100 } = options;
  const rules = retentionRules();
  const summary: PurgeSummary = {
    dryRun,
    counts: { companyApplications: 0, govApplicationsUnpaid: 0, govApplicationsPaid: 0, contactMessages: 0 },
    files: 0,
    paymentEvents: 0,
    mails: 0,
    swept: { signInCodes: 0, rateLimits: 0, applicants: 0 },
    compaction: null,
    auditId: null,
  };

  // The batch was read without locks: an application reopened by its applicant, decided again by
  // staff or paid since then is no longer due, so each is locked and asked again before it goes.
  const anonymiseEach =
    (fn: typeof anonymiseGovApplication, stillDue: (tx: Tx, id: string) => Promise<boolean>) =>
    async (ids: string[]) => {
      if (dryRun) return ids.length;
      return db.$transaction(async (tx) => {
        let anonymised = 0;
        for (const id of ids) {
          if (!(await stillDue(tx, id))) continue;
          const result = await fn(tx, id, now);
          if (result.anonymised) anonymised++;
          summary.files += result.files;
          summary.paymentEvents += result.paymentEvents;
          summary.mails += result.mails;
        }
        return anonymised;
      }, TX_OPTIONS);
    };

  summary.counts.companyApplications = await sweep(
    (afterId) => companyBatch(rules, now, batchSize, afterId),
    anonymiseEach(anonymiseCompanyApplication, (tx, id) => companyStillDue(tx, id, rules, now)),
  );
  for (const [kind, paid] of [
    ["govApplicationsUnpaid", false],
    ["govApplicationsPaid", true],
  ] as const) {
    summary.counts[kind] = await sweep(
      (afterId) => govBatch(rules, paid, now, batchSize, afterId),
      anonymiseEach(anonymiseGovApplication, (tx, id) => govStillDue(tx, id, rules, now)),
    );
  }
  summary.counts.contactMessages = await sweep(
    (afterId) => contactBatch(rules, now, batchSize, afterId),
    async (ids) => {
      if (dryRun) return ids.length;
      const result = await db.$transaction((tx) => anonymiseContactMessages(tx, ids, now), TX_OPTIONS);
      summary.mails += result.mails;
      return ids.length;
    },
  );
  summary.mails += await purgeOldMail(rules, now, dryRun);
  summary.swept = await sweepExpiredRows(now, dryRun);

  if (!dryRun) {
    const [entry] = await audit(db, null, {
      action: "privacy.purge",
      entityType: "Retention",
      data: {
        counts: summary.counts,
        files: summary.files,
        paymentEvents: summary.paymentEvents,
        mails: summary.mails,
        ...summary.swept,
        rules,
      },
    });
    summary.auditId = entry.id;
    log.info("privacy.purged", {
      ...summary.counts,
      files: summary.files,
      paymentEvents: summary.paymentEvents,
      mails: summary.mails,
      ...summary.swept,
    });
    // The files this run and the day's deletions and erasures deleted, gone from the embedded
    // database's own files too (it never vacuums by itself). After the audit entry: the purge is
    // done and recorded whatever happens here, and tomorrow's run compacts again.
    try {
      summary.compaction = await compactEmbeddedDatabase();
    } catch (error) {
      log.error("db.compaction_failed", { error: error instanceof Error ? error.message : String(error) });
    }
  }
  return summary;
}

/** What companyApplicationIsDue decides on: read for the batch, and again under the row's lock. */
const companyRetentionFacts = {
  status: true,
  createdAt: true,
  statusChangedAt: true,
  job: { select: { isActive: true, archivedAt: true, updatedAt: true } },
} satisfies Prisma.CompanyApplicationSelect;

async function companyBatch(rules: RetentionRules, now: Date, take: number, afterId: string | null): Promise<Batch> {
  const closedBefore = istDayStart(anchorBefore(rules.companyApplication, now));
  const decidedBefore = istDayStart(anchorBefore(rules.companyRejected, now));
  const activityBefore = (before: Date): Prisma.CompanyApplicationWhereInput => ({
    createdAt: { lt: before },
    OR: [{ statusChangedAt: null }, { statusChangedAt: { lt: before } }],
  });
  const rows = await db.companyApplication.findMany({
    where: {
      anonymisedAt: null,
      ...after(afterId),
      OR: [
        { job: { archivedAt: { lt: closedBefore } } },
        {
          job: { isActive: false, archivedAt: null, updatedAt: { lt: closedBefore } },
          ...activityBefore(closedBefore),
        },
        { status: { in: REJECTED }, ...activityBefore(decidedBefore) },
      ],
    },
    select: { id: true, ...companyRetentionFacts },
    orderBy: { id: "asc" },
    take,
  });
  return {
    ids: rows.filter((row) => companyApplicationIsDue(row, rules, now)).map((row) => row.id),
    lastId: rows.length === take ? rows[rows.length - 1].id : null,
  };
}

/**
 * The company application, locked, as it is now: still past retention (companyApplicationIsDue)?
 * (One erased meanwhile is left to the anonymisation, which skips it.)
 */
async function companyStillDue(tx: Tx, id: string, rules: RetentionRules, now: Date): Promise<boolean> {
  await tx.$queryRaw`SELECT 1 FROM "CompanyApplication" WHERE "id" = ${id} FOR UPDATE`;
  const app = await tx.companyApplication.findUnique({ where: { id }, select: companyRetentionFacts });
  return app !== null && companyApplicationIsDue(app, rules, now);
}

/**
 * The government application, locked, as it is now: still past retention for what it paid? Not
 * while a fee may be on its way in (a capture under way, or captured and not counted yet): erased
 * then, the applicant would be charged for an application gone. A later run takes it, by what it
 * then paid. (Reconciliation captures authorisations up to 7 days old; the unpaid period may be 1.)
 */
async function govStillDue(tx: Tx, id: string, rules: RetentionRules, now: Date): Promise<boolean> {
  await tx.$queryRaw`SELECT 1 FROM "GovApplication" WHERE "id" = ${id} FOR UPDATE`;
  const app = await tx.govApplication.findUnique({
    where: { id },
    select: { paymentStatus: true, captureClaim: true, captureClaimedAt: true, job: { select: { deadline: true } } },
  });
  if (app === null || !isPastRetention(app.job.deadline, govPeriod(app.paymentStatus, rules), now)) return false;
  return !(await feeMayBeArriving(tx, id, app));
}

async function govBatch(
  rules: RetentionRules,
  paid: boolean,
  now: Date,
  take: number,
  afterId: string | null,
): Promise<Batch> {
  const period = paid ? rules.govPaid : rules.govUnpaid;
  const rows = await db.govApplication.findMany({
    where: {
      anonymisedAt: null,
      ...after(afterId),
      paymentStatus: paid ? { notIn: UNPAID } : { in: UNPAID },
      // The job's last date is itself a calendar date (stored as UTC midnight).
      job: { deadline: { lt: anchorBefore(period, now) } },
    },
    select: { id: true, job: { select: { deadline: true } } },
    orderBy: { id: "asc" },
    take,
  });
  return {
    ids: rows.filter((row) => isPastRetention(row.job.deadline, period, now)).map((row) => row.id),
    lastId: rows.length === take ? rows[rows.length - 1].id : null,
  };
}

async function contactBatch(rules: RetentionRules, now: Date, take: number, afterId: string | null): Promise<Batch> {
  const rows = await db.contactMessage.findMany({
    where: {
      anonymisedAt: null,
      ...after(afterId),
      createdAt: { lt: istDayStart(anchorBefore(rules.contactMessage, now)) },
    },
    select: { id: true, createdAt: true },
    orderBy: { id: "asc" },
    take,
  });
  return {
    ids: rows.filter((row) => isPastRetention(istToday(row.createdAt), rules.contactMessage, now)).map((r) => r.id),
    lastId: rows.length === take ? rows[rows.length - 1].id : null,
  };
}

/**
 * The outbox keeps a copy of every mail (recipient, subject, text) for the mail screen and the
 * consoles' "mail sent" lists; past the mail period (written on an IST day more than that many days
 * ago) it goes, whatever the mail was about. Queued ones too: a mail still unsent after months
 * (no SMTP configured) is of no use to anyone, and its delivery job skips a missing row.
 */
async function purgeOldMail(rules: RetentionRules, now: Date, dryRun: boolean): Promise<number> {
  const where = { createdAt: { lt: istDayStart(addDays(istToday(now), -rules.mail.days)) } };
  if (dryRun) return db.mailOutbox.count({ where });
  return (await db.mailOutbox.deleteMany({ where })).count;
}
