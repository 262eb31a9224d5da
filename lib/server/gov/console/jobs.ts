import "server-only";

import { formatIstDate, istToday, parseDateOnly, parseIstDateTime, toDateOnly } from "@/lib/dates";
import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/server/http/api";
import { assertUnchanged, editTag } from "@/lib/server/http/edit-tag";
import { audit } from "@/lib/server/platform/audit";
import { cacheTags, expirePublicReads } from "@/lib/server/cache";
import { db, type Tx } from "@/lib/server/db/client";
import { callLettersToResend, type LettersToResend, queueCallLetterReissue } from "@/lib/server/gov/call-letter/issue";
import { databaseNow } from "@/lib/server/db/sql";
import { isJobOpen } from "@/lib/server/gov/jobs";
import { reopenedReason } from "@/lib/gov-status-words";
import { sender } from "@/lib/server/jobs/queue";
import { log } from "@/lib/server/platform/log";
import type { JobPosting } from "@/lib/server/db/job-posting";
import type { SessionUser } from "@/lib/server/auth/session";
import { applicationSavedMail } from "@/lib/server/gov/saved-mail";
import { recordExemptConfirmations } from "@/lib/server/payments/notify";
import { sendMails } from "@/lib/server/platform/mail";
import { anyFeeLowered, feeColumnSelect, feeColumnsOf, feeFor, feeTableOf, type FeeColumns } from "@/lib/gov-fees";
import { GOV_ADMIN_MESSAGES, type GovJobInput } from "@/lib/validation/gov-console";

// Government jobs as the admin console manages them: every status, with counts. A job that has
// applications (paid or in progress) is never deleted, so no applicant's record or payment loses
// its job; the admin closes it (status inactive) instead.

/** The fee columns are the job's fee table in paise (null: same as UR/General, or no concession). */
export type GovConsoleJob = JobPosting &
  FeeColumns & {
    /** The call letter's exam or interview: ISO instant, venue, instructions (all null until entered). */
    callLetterAt: string | null;
    callLetterVenue: string | null;
    callLetterInstructions: string | null;
    /** YYYY-MM-DD (IST calendar date). */
    deadline: string;
    /** The correction window, YYYY-MM-DD (IST, inclusive); both null when the job has none. */
    correctionFrom: string | null;
    correctionTo: string | null;
    status: "active" | "inactive" | "draft";
    /** Taking applications now: active and its last date not passed (the public board's isOpen). */
    isOpen: boolean;
    applicationCount: number;
    /**
     * Call letters out that still name the exam as it was before its last change: the re-issue the
     * edit queued has yet to reach them (or gave up: lib/server/gov/call-letter/issue.ts). 0 mostly.
     */
    callLettersToResend: number;
    /** Those letters are being sent again now (a re-issue queued or running); else staff may Re-send them. */
    callLettersReissuing: boolean;
    createdAt: string;
    updatedAt: string;
    /** The tag of what the edit form shows, sent back as If-Match when it saves (http/edit-tag). */
    editTag: string;
  };

type Row = Omit<
  GovConsoleJob,
  | "callLettersToResend"
  | "callLettersReissuing"
  | "deadline"
  | "createdAt"
  | "updatedAt"
  | "callLetterAt"
  | "correctionFrom"
  | "correctionTo"
  | "editTag"
  | "isOpen"
> & {
  deadline: Date;
  correctionFrom: Date | null;
  correctionTo: Date | null;
  callLetterAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Bookkeeping of the call letters' re-issue (schema.prisma), neither shown nor edited. */
  examChangedAt?: Date | null;
};

/** What the edit form shows of a job: every column but its id, counts and timestamps. */
const editedFields = ({
  id: _id,
  applicationCount: _count,
  createdAt: _created,
  updatedAt: _updated,
  examChangedAt: _examChanged,
  ...fields
}: Row) => fields;

function view({
  examChangedAt: _examChanged,
  ...row
}: Row): Omit<GovConsoleJob, "callLettersToResend" | "callLettersReissuing"> {
  return {
    ...row,
    editTag: editTag(editedFields(row)),
    isOpen: isJobOpen(row),
    deadline: toDateOnly(row.deadline),
    correctionFrom: row.correctionFrom ? toDateOnly(row.correctionFrom) : null,
    correctionTo: row.correctionTo ? toDateOnly(row.correctionTo) : null,
    callLetterAt: row.callLetterAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const jobColumns = ({
  fee,
  feeObc,
  feeEws,
  feeSc,
  feeSt,
  feePwd,
  feeExServiceman,
  feeWomen,
  deadline,
  callLetterAt,
  correctionFrom,
  correctionTo,
  ...fields
}: GovJobInput) => ({
  ...fields,
  ...feeColumnsOf({
    GENERAL: fee,
    OBC: feeObc,
    EWS: feeEws,
    SC: feeSc,
    ST: feeSt,
    pwd: feePwd,
    exServiceman: feeExServiceman,
    women: feeWomen,
  }),
  deadline: parseDateOnly(deadline),
  correctionFrom: correctionFrom ? parseDateOnly(correctionFrom) : null,
  correctionTo: correctionTo ? parseDateOnly(correctionTo) : null,
  callLetterAt: callLetterAt ? parseIstDateTime(callLetterAt) : null,
});

/**
 * Complete applications that stand, per job: paid or exempt from the fee, and not cancelled or
 * withdrawn since, as the dashboard's Total Applications counts them. (The job's own
 * applicationCount also keeps those cancelled or withdrawn after they were complete.)
 */
export async function standingApplicationCounts(jobIds?: string[]): Promise<Map<string, number>> {
  const groups = await db.govApplication.groupBy({
    by: ["jobId"],
    where: {
      ...(jobIds ? { jobId: { in: jobIds } } : {}),
      paymentStatus: { in: ["completed", "exempt"] },
      status: { notIn: ["cancelled", "withdrawn"] },
    },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.jobId, group._count._all]));
}

/** A job's letters to send again as the console shows them: none when callLettersToResend left it out. */
const resendState = (state: LettersToResend | undefined) => ({
  callLettersToResend: state?.letters ?? 0,
  callLettersReissuing: state?.reissuing ?? false,
});

/** Every job, newest first, with its complete applications that stand (standingApplicationCounts). */
export async function listGovConsoleJobs(): Promise<GovConsoleJob[]> {
  const [rows, counts, toResend] = await Promise.all([
    db.govJob.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
    standingApplicationCounts(),
    callLettersToResend(),
  ]);
  return rows.map((row) => ({
    ...view(row),
    applicationCount: counts.get(row.id) ?? 0,
    ...resendState(toResend.get(row.id)),
  }));
}

type ExamColumns = { callLetterAt: Date | null; callLetterVenue: string | null; callLetterInstructions: string | null };

/** The exam or interview moved, or its venue or instructions changed: the letters out say otherwise. */
const examChanged = (after: ExamColumns, before: ExamColumns) =>
  (after.callLetterAt?.getTime() ?? null) !== (before.callLetterAt?.getTime() ?? null) ||
  (after.callLetterVenue ?? null) !== before.callLetterVenue ||
  (after.callLetterInstructions ?? null) !== before.callLetterInstructions;

/**
 * A last date or an exam set now must be ahead (400 on the field): a deadline typed in the past cut
 * off, without a word, applicants who had saved a form and were told a later date to pay by, and a
 * past exam mailed call letters for it. What the job already had may stay as it is (a closed job's
 * past deadline, its exam's venue noted after the day): only a new date, or exam details changed
 * around a past date (the letters would go out again), are refused.
 */
function assertDatesAhead(
  columns: ReturnType<typeof jobColumns>,
  before: (ExamColumns & { deadline: Date }) | null,
  now = new Date(),
) {
  const errors: Record<string, string> = {};
  const deadlineSet = !before || columns.deadline.getTime() !== before.deadline.getTime();
  if (deadlineSet && columns.deadline.getTime() < istToday(now).getTime()) {
    errors.deadline = GOV_ADMIN_MESSAGES.deadlinePast;
  }
  const examSet = !before || examChanged(columns, before);
  if (examSet && columns.callLetterAt && columns.callLetterAt.getTime() <= now.getTime()) {
    errors.callLetterAt = GOV_ADMIN_MESSAGES.examPast;
  }
  const [first] = Object.values(errors);
  if (first) throw new ApiError("bad_request", first, errors);
}

export async function createGovConsoleJob(input: GovJobInput, actor: SessionUser, ip: string) {
  assertDatesAhead(jobColumns(input), null);
  const job = await db.$transaction(async (tx) => {
    const job = await tx.govJob.create({ data: jobColumns(input) });
    const data = { title: job.title, status: job.status };
    await audit(tx, actor, { action: "gov.job.create", entityType: "GovJob", entityId: job.id, ip, data });
    // None yet, as standingApplicationCounts and callLettersToResend would say.
    return { ...view(job), applicationCount: 0, ...resendState(undefined) };
  });
  expirePublicReads(cacheTags.govJobs);
  return job;
}

/**
 * Saves a job's edit; `callLettersQueued`: the applicants whose call letter is issued again, and
 * mailed, because the exam changed (queued with the edit: lib/server/gov/call-letter/issue.ts).
 * A deadline moved later while the job takes applications reopens the applications the expiry job
 * had closed without payment: their applicants may pay again (Pay now on the status page), as
 * anyone may still apply.
 *
 * `feesLowered`: unpaid applications whose fee the edited table makes lower (their applicants pay
 * the new fee; ₹0 makes the application complete, as a form saved with no fee is). A fee raised
 * after a form was saved does not reach it: the applicant pays what they were told when they
 * saved it.
 */
export async function updateGovConsoleJob(
  id: string,
  input: GovJobInput,
  actor: SessionUser,
  ip: string,
  /** The form's If-Match: the edit is refused (412) when the job changed since the form opened. */
  expectedTag: string | null = null,
) {
  await sender(); // before the transaction that may queue call letters again
  const columns = jobColumns(input);
  // Tried again (at most three times) when a form was saved for the job while this edit began:
  // see newUnpaidSince.
  for (let attempt = 1; ; attempt++) {
    try {
      const job = await db.$transaction(
        async (tx) => {
          const before = await tx.govJob.findUnique({ where: { id }, select: beforeColumns });
          if (!before) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.jobNotFound);
          assertDatesAhead(columns, before);
          // Taking applications after this edit, and either not before it (set active again, its
          // deadline perhaps extended in an earlier edit while it was closed) or until a later day.
          const reopening =
            isJobOpen({ status: columns.status, deadline: columns.deadline }) &&
            (!isJobOpen(before) || columns.deadline.getTime() > before.deadline.getTime());
          const examMoved = examChanged(columns, before);
          // A fee lowered for anyone reaches the applications saved unpaid while the job takes them (a
          // job closed meanwhile: when it is open again, since reopening looks at them too).
          const openAfter = isJobOpen({ status: columns.status, deadline: columns.deadline });
          const feeCut = openAfter && anyFeeLowered(feeTableOf(before), feeTableOf(columns));
          // The applications first, then the job: the order a payment being counted and a form being
          // saved take them (application, then job), so none of them waits on another in a circle.
          const unpaid = reopening || feeCut ? await lockUnpaid(tx, id) : [];
          const expired = reopening ? unpaid.filter((r) => r.paymentStatus === "expired").map((r) => r.id) : [];
          // The lock the update takes anyway, taken now (not FOR UPDATE: that would hold back the
          // key-share locks of applications being inserted for the job). A call letter being issued
          // holds the job shared: it commits first (naming the old exam) or waits for this edit.
          await tx.$queryRaw`SELECT "id" FROM "GovJob" WHERE "id" = ${id} FOR NO KEY UPDATE`;
          // The database's clock, as every letter's moment is (lib/server/gov/call-letter/issue.ts).
          const lockedAt = await databaseNow(tx);
          // What this edit was worked out from (read before the lock): another edit saved since
          // (a client without If-Match) may have moved the exam or the fees: worked out again.
          const current = await tx.govJob.findUniqueOrThrow({ where: { id } });
          if (!sameRow(before, current)) throw new SavedMeanwhile();
          // Clearing the exam would take back every letter out, and tell nobody: whoever printed one
          // would still go. The date, venue or instructions may change (the letters go out again).
          if (examMoved && !columns.callLetterAt && (await lettersOut(tx, id))) {
            throw new ApiError("conflict", GOV_ADMIN_MESSAGES.examInUse, {
              callLetterAt: GOV_ADMIN_MESSAGES.examInUse,
            });
          }
          if (expectedTag !== null) assertUnchanged(expectedTag, editedFields(current), GOV_ADMIN_MESSAGES.jobChanged);
          // A moved exam records its moment: a letter issued by then names the old one (mail-admin's
          // retry tells them apart until the re-issue has sent the new one).
          const job = await tx.govJob.update({
            where: { id },
            data: examMoved ? { ...columns, examChangedAt: lockedAt } : columns,
          });
          if (expired.length) await reopenExpired(tx, job, expired);
          // A form saved for the job between this edit's first lock and its update of the job (which
          // waited for that save) took the old table, and is not among the rows locked: try again.
          // (Only for a fee cut: a job reopened with its table as it was gives such a save the same fee.)
          if (feeCut && (await newUnpaidSince(tx, id, unpaid))) throw new SavedMeanwhile();
          const lowered =
            openAfter && unpaid.length
              ? await lowerUnpaidFees(
                  tx,
                  job,
                  unpaid.map((r) => r.id),
                )
              : [];
          const feesLowered = lowered.length;
          // Issued again after the edit commits, in batches: a drive's letters are too many for it.
          const callLettersQueued = examMoved ? (await queueCallLetterReissue(tx, id, lockedAt)).mailed : 0;
          // What an applicant's case turns on: taking applications, fees, the last day, the correction
          // window and the exam, before and after.
          const audited = (j: typeof before) => ({
            status: j.status,
            fees: feeTableOf(j),
            deadline: toDateOnly(j.deadline),
            correctionWindow:
              j.correctionFrom && j.correctionTo ? [toDateOnly(j.correctionFrom), toDateOnly(j.correctionTo)] : null,
            exam: j.callLetterAt
              ? { at: j.callLetterAt.toISOString(), venue: j.callLetterVenue, instructions: j.callLetterInstructions }
              : null,
          });
          const data = {
            from: audited(before),
            to: audited(job),
            ...(callLettersQueued ? { callLettersQueued } : {}),
            // Whose fee went down, from what to what (the applications' rows keep only the new one).
            ...(feesLowered ? { feesLowered, lowered } : {}),
          };
          await audit(tx, actor, { action: "gov.job.update", entityType: "GovJob", entityId: id, ip, data });
          return { job: view(job), callLettersQueued, feesLowered };
        },
        // A lowered fee writes a row and a mail for each unpaid application it reaches.
        { maxWait: 20_000, timeout: 120_000 },
      );
      expirePublicReads(cacheTags.govJobs);
      // Counted as the job list counts it (the row's own counter keeps cancelled and withdrawn ones).
      const [counts, toResend] = await Promise.all([standingApplicationCounts([id]), callLettersToResend([id])]);
      const counted = { applicationCount: counts.get(id) ?? 0, ...resendState(toResend.get(id)) };
      return { ...job, job: { ...job.job, ...counted } };
    } catch (error) {
      if (!(error instanceof SavedMeanwhile)) throw error;
      if (attempt === 3) throw new ApiError("conflict", GOV_ADMIN_MESSAGES.saveFailed);
    }
  }
}

/** The job's columns an edit is worked out from (its fees, dates, exam and status). */
const beforeColumns = {
  status: true,
  deadline: true,
  correctionFrom: true,
  correctionTo: true,
  callLetterAt: true,
  callLetterVenue: true,
  callLetterInstructions: true,
  ...feeColumnSelect,
} as const;

/** Whether the job as read now still has every column `before` (a read of beforeColumns) holds. */
function sameRow(before: Record<string, unknown>, now: Record<string, unknown>): boolean {
  const value = (v: unknown) => (v instanceof Date ? v.getTime() : v);
  return Object.keys(before).every((key) => value(before[key]) === value(now[key]));
}

/**
 * Locks, in id order, the job's unpaid applications (pending, failed, or closed without payment by
 * the expiry job; not withdrawn, cancelled or rejected: nothing is taken for those), which a later
 * deadline reopens and a lowered fee reaches. Each row comes back as it is once locked: the expiry
 * job may be closing one of them right now (it holds the application, then shares the job), and it
 * is reopened here once that commits; a payment being counted for one is counted first, and the
 * application is then no longer unpaid. Picking only the expired ones before the job's lock left
 * one closed a moment later on a job open again.
 */
async function lockUnpaid(tx: Tx, jobId: string): Promise<{ id: string; paymentStatus: string }[]> {
  // Under FOR UPDATE, PostgreSQL returns each row as it is once its lock is granted.
  return tx.$queryRaw<{ id: string; paymentStatus: string }[]>`
    SELECT "id", "paymentStatus" FROM "GovApplication" WHERE ${unpaidOf(jobId)} ORDER BY "id" FOR UPDATE`;
}

/** The job's unpaid applications that a fee may still be paid for, as lockUnpaid and newUnpaidSince pick them. */
const unpaidOf = (jobId: string) => Prisma.sql`
  "jobId" = ${jobId} AND "paymentStatus" IN ('expired', 'pending', 'failed') AND "anonymisedAt" IS NULL
  AND "status" NOT IN ('withdrawn', 'cancelled', 'rejected')`;

/** A form was saved for the job while an edit that looks at its unpaid applications ran. */
class SavedMeanwhile extends Error {}

/** Whether the job now has an unpaid application that `locked` (lockUnpaid's rows) lacks. */
async function newUnpaidSince(tx: Tx, jobId: string, locked: { id: string }[]): Promise<boolean> {
  const ids = new Set(locked.map((r) => r.id));
  const now = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "GovApplication" WHERE ${unpaidOf(jobId)}`;
  return now.some((r) => !ids.has(r.id));
}

/** Whether any of the job's applications has a call letter out (the caller holds the job's row). */
async function lettersOut(tx: Tx, jobId: string): Promise<boolean> {
  const out = await tx.govApplication.findFirst({
    where: { jobId, callLetterIssuedAt: { not: null }, anonymisedAt: null },
    select: { id: true },
  });
  return out !== null;
}

/** The ids one statement of lowerUnpaidFees updates. */
const UPDATE_BATCH = 5_000;

/** An application whose fee a job edit lowered, as the edit's audit row lists it. */
type LoweredFee = { applicationNumber: string; fromPaise: number; toPaise: number };

/**
 * The unpaid applications among `ids` (locked by the caller) whose answers the job's edited table
 * charges less: their fee is lowered, so the order they pay is for the new fee (an order opened
 * for the old one is no longer due: markPaid leaves it uncollected or due back), and the applicant
 * is mailed the new fee with the link to pay it. At ₹0 the application is complete, counted on the
 * job and confirmed to the applicant, as a form saved with no fee is. Returns each one lowered, with
 * its fee before and after (the edit's audit row keeps them).
 */
async function lowerUnpaidFees(
  tx: Tx,
  job: FeeColumns & { id: string; title: string; deadline: Date },
  ids: string[],
): Promise<LoweredFee[]> {
  const table = feeTableOf(job);
  const rows = await tx.govApplication.findMany({
    where: { id: { in: ids }, paymentStatus: { in: ["pending", "failed"] } },
    select: {
      id: true,
      applicationNumber: true,
      name: true,
      email: true,
      locale: true,
      feePaise: true,
      category: true,
      pwd: true,
      exServiceman: true,
      gender: true,
    },
    orderBy: { id: "asc" },
  });
  const lowered: LoweredFee[] = [];
  // The rows take a few statements between them, not one each (with its mail): a drive's thousands
  // of unpaid applications are all held by this transaction, and a payment on one of them waits.
  const fees = new Map<string, { paise: number; reason: string | null; ids: string[] }>();
  const mails: ReturnType<typeof applicationSavedMail>[] = [];
  const exempt: string[] = [];
  for (const row of rows) {
    const fee = feeFor(table, row);
    if (fee.paise >= row.feePaise) continue;
    lowered.push({ applicationNumber: row.applicationNumber, fromPaise: row.feePaise, toPaise: fee.paise });
    const key = `${fee.paise}:${fee.reason ?? ""}`;
    const same = fees.get(key) ?? { paise: fee.paise, reason: fee.reason, ids: [] };
    same.ids.push(row.id);
    fees.set(key, same);
    if (fee.paise === 0) exempt.push(row.id);
    else
      mails.push(applicationSavedMail({ ...row, feePaise: fee.paise, feeReason: fee.reason }, job, { lowered: true }));
  }
  const exemptAt = new Date();
  for (const { paise, reason, ids: lowerIds } of fees.values()) {
    for (let start = 0; start < lowerIds.length; start += UPDATE_BATCH) {
      await tx.govApplication.updateMany({
        where: { id: { in: lowerIds.slice(start, start + UPDATE_BATCH) } },
        data: {
          feePaise: paise,
          feeReason: reason,
          ...(paise === 0 ? { paymentStatus: "exempt" as const, exemptAt } : {}),
        },
      });
    }
  }
  await sendMails(mails, { tx });
  if (exempt.length) {
    await recordExemptConfirmations(tx, exempt);
    await tx.govJob.update({ where: { id: job.id }, data: { applicationCount: { increment: exempt.length } } });
  }
  if (lowered.length) log.info("gov.fees_lowered", { jobId: job.id, lowered: lowered.length, exempt: exempt.length });
  return lowered;
}

/** Deletes a job nobody has applied to; 409 when it has paid or in-progress applications. */
export async function deleteGovConsoleJob(id: string, actor: SessionUser, ip: string) {
  await db.$transaction(async (tx) => {
    // Lock the job so an application cannot slip in between the count and the delete.
    const [job] = await tx.$queryRaw<{ id: string; title: string }[]>`
      SELECT "id", "title" FROM "GovJob" WHERE "id" = ${id} FOR UPDATE`;
    if (!job) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.jobNotFound);
    const paid = await tx.govApplication.count({ where: { jobId: id, paymentStatus: "completed" } });
    if (paid > 0) throw new ApiError("conflict", GOV_ADMIN_MESSAGES.hasPaidApplications);
    const any = await tx.govApplication.count({ where: { jobId: id } });
    if (any > 0) throw new ApiError("conflict", GOV_ADMIN_MESSAGES.hasApplications);
    await tx.govJob.delete({ where: { id } });
    const data = { title: job.title };
    await audit(tx, actor, { action: "gov.job.delete", entityType: "GovJob", entityId: id, ip, data });
  });
  expirePublicReads(cacheTags.govJobs);
}

/** Applications closed without payment under the old deadline (locked by the caller): open for payment again. */
async function reopenExpired(tx: Tx, job: { id: string; deadline: Date }, ids: string[]) {
  await tx.govApplication.updateMany({ where: { id: { in: ids } }, data: { paymentStatus: "pending" } });
  await tx.applicationStatusChange.createMany({
    data: ids.map((govApplicationId) => ({
      govApplicationId,
      status: "pending",
      reason: reopenedReason(formatIstDate(job.deadline)),
      actor: "system",
    })),
  });
  log.info("gov.expired_reopened", { jobId: job.id, reopened: ids.length });
}
