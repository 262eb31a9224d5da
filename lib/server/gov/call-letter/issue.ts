import "server-only";

import { localizedPath } from "@/i18n/paths";
import type { Locale } from "@/i18n/routing";
import { formatIstDateTime } from "@/lib/dates";
import { siteUrl } from "@/lib/seo";
import type { SessionUser } from "@/lib/server/auth/session";
import { Prisma } from "@/lib/generated/prisma/client";
import { db, type Tx } from "@/lib/server/db/client";
import { databaseNow } from "@/lib/server/db/sql";
import { type CallLetterData, renderCallLetterPdf } from "@/lib/server/gov/call-letter/render";
import { callLetterServable, isComplete } from "@/lib/server/gov/status";
import { callLetterPath, isValidCallLetterToken } from "@/lib/server/gov/tokens";
import { ApiError } from "@/lib/server/http/api";
import { messagesFor } from "@/lib/server/i18n/locale";
import { mailLocale, mailTranslator } from "@/lib/server/i18n/mail";
import type { ServedFile } from "@/lib/server/http/file-response";
import { audit } from "@/lib/server/platform/audit";
import { sendMail } from "@/lib/server/platform/mail";
import { enqueue, QUEUES, sender } from "@/lib/server/jobs/queue";
import { log } from "@/lib/server/platform/log";
import { TX_OPTIONS } from "@/lib/server/payments/ledger";
import { readFile } from "@/lib/server/platform/storage";
import { company } from "@/content/company";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";

// The call letter: the console issues it for an approved application once the job names the exam
// or interview (date, venue, instructions); issuing records when, audits who, and e-mails the
// applicant a link. The letter itself is drawn from the current rows on every download, so a
// corrected venue reaches everyone who downloads it again.

export const CALL_LETTER_ISSUE_MESSAGES = {
  notApproved: "Only an approved application gets a call letter.",
  notPaid: "Only an application whose fee is paid (or that is exempt from it) gets a call letter.",
  differenceDue: "A correction raised this application's fee: its call letter is issued once the difference is paid.",
  /** The download's answer (applicant or console) for an issued letter whose difference is now unpaid. */
  differenceUnpaid:
    "A correction raised this application's fee: the call letter can be downloaded once the difference is paid. Check your application status to pay it.",
  noDetails: "Enter the exam or interview date, venue and instructions on the job first (Edit Job).",
  examPassed: "This job's exam or interview date has passed: enter the new date on the job first (Edit Job).",
  notIssued: "No call letter has been issued for this application.",
  badLink: "This call letter link is invalid or has expired. Check your application status for a new link.",
  issued: "Call letter issued and e-mailed to the applicant.",
} as const;

const columns = {
  id: true,
  applicationNumber: true,
  name: true,
  fatherHusbandName: true,
  dob: true,
  email: true,
  category: true,
  status: true,
  paymentStatus: true,
  feeDuePaise: true,
  photoFileId: true,
  signatureFileId: true,
  callLetterIssuedAt: true,
  locale: true,
  job: {
    select: {
      title: true,
      company: true,
      location: true,
      callLetterAt: true,
      callLetterVenue: true,
      callLetterInstructions: true,
    },
  },
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof findRow>>>;

// An anonymised application (past retention, or erased on request) has no call letter.
const findRow = (id: string) => db.govApplication.findUnique({ where: { id, anonymisedAt: null }, select: columns });

function details(job: Row["job"]) {
  const { callLetterAt, callLetterVenue, callLetterInstructions } = job;
  return callLetterAt && callLetterVenue && callLetterInstructions
    ? { examAt: callLetterAt, venue: callLetterVenue, instructions: callLetterInstructions }
    : null;
}

/**
 * The applicant's mail with the call letter's link, in the language they applied in ("mail.callLetter");
 * `updated`: the job's exam or interview changed after the letter went out.
 */
function callLetterMail(app: Row, exam: NonNullable<ReturnType<typeof details>>, updated = false) {
  const link = new URL(callLetterPath(app.id, exam.examAt), siteUrl()).toString();
  const locale = mailLocale(app.locale);
  const t = mailTranslator(locale);
  const about = { job: app.job.title, number: app.applicationNumber };
  return {
    to: app.email,
    about: { board: "gov" as const, applicationId: app.id },
    subject: t(updated ? "callLetter.updatedSubject" : "callLetter.subject", about),
    text: [
      t("greeting", { name: app.name }),
      "",
      t(updated ? "callLetter.updated" : "callLetter.approved", { ...about, organisation: app.job.company }),
      "",
      t("callLetter.when", { time: formatIstDateTime(exam.examAt, locale) }),
      t("callLetter.venue", { venue: exam.venue }),
      "",
      t("callLetter.download"),
      link,
      "",
      t("callLetter.bring"),
      "",
      company.name,
    ].join("\n"),
  };
}

/**
 * Issuing and Re-send wait for a job edit being saved (they take the job's row after it): one that
 * lowers the fee of a drive's unpaid applications holds it for seconds (4.7 s at 11,000), past
 * Prisma's default 5 s, and the payments' allowance covers it (on the embedded database, which runs
 * one transaction at a time, the wait is for the connection: maxWait).
 */
const EDIT_WAIT = TX_OPTIONS;

/**
 * Issues (or issues again) the call letter of an approved application and e-mails the link: the
 * mail is recorded in the same transaction, so a letter is never issued without it.
 */
export async function issueCallLetter(id: string, actor: SessionUser, ip: string) {
  await sender(); // before the transaction that queues the mail
  const issuedAt = await db.$transaction(async (tx) => {
    const [locked] = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "GovApplication" WHERE "id" = ${id} FOR UPDATE`;
    if (!locked) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
    // The job's exam details as they are once any edit of them has committed: an edit under way
    // (it locks the application, then the job, as this does) is waited for, and an edit after this
    // one waits for it and then finds this letter to send again with the new details.
    await tx.$queryRaw`SELECT "id" FROM "GovJob"
      WHERE "id" = (SELECT "jobId" FROM "GovApplication" WHERE "id" = ${id}) FOR SHARE`;
    const app = await tx.govApplication.findUnique({ where: { id, anonymisedAt: null }, select: columns });
    if (!app) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
    if (app.status !== "approved") throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.notApproved);
    if (!isComplete(app.paymentStatus)) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.notPaid);
    // Complete, but owing what a correction added (an exempt application too, corrected to a
    // category with a fee): the exam is not open to it until that is paid.
    if (app.feeDuePaise > 0) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.differenceDue);
    const exam = details(app.job);
    if (!exam) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.noDetails);
    // The database's clock: a job edit's re-issue compares this moment with its own (queueCallLetterReissue).
    const at = await databaseNow(tx);
    if (exam.examAt.getTime() <= at.getTime()) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.examPassed);
    await tx.govApplication.update({ where: { id }, data: { callLetterIssuedAt: at } });
    await audit(tx, actor, {
      action: "gov.application.call_letter",
      entityType: "GovApplication",
      entityId: id,
      ip,
      data: { applicationNumber: app.applicationNumber, examAt: exam.examAt.toISOString(), venue: exam.venue },
    });
    await sendMail(callLetterMail(app, exam), { tx, dedupeKey: `call-letter:${id}:${at.getTime()}` });
    return at;
  }, EDIT_WAIT);
  return { callLetterIssuedAt: issuedAt.toISOString() };
}

/** The letters one transaction of a re-issue takes: a few seconds' work, the longest a payment or a decision on one of them waits. */
export const REISSUE_BATCH = 200;

/** A queued re-issue: the job, and the edit's moment (letters issued before it name the old exam). */
export type CallLetterReissue = { jobId: string; before: string };

/**
 * The job's letters out that may name an exam older than `before`, as the re-issue picks them: issued
 * at or before that moment (a letter issued in its very millisecond is mailed again, rather than
 * missed). Every moment compared is the database's clock (databaseNow), whichever process wrote it.
 */
const lettersBefore = (jobId: string, before: Date) => ({
  jobId,
  anonymisedAt: null,
  callLetterIssuedAt: { lte: before },
});

/**
 * SQL: the exam `job` (a GovJob row's alias) names now has passed, on the database's clock. Its
 * changed letters are not sent any more: Re-send refuses, and a re-issue still queued stops.
 */
const examOver = (job: Prisma.Sql) => Prisma.sql`COALESCE(${job}."callLetterAt" <= now(), false)`;

/** A job's call letters that still name its exam as it was before its last change. */
export type LettersToResend = {
  letters: number;
  /**
   * A re-issue of the job is queued or running (pg-boss's own table, queue.ts), so they are on
   * their way. False once it gave up, and while it waits to try again after a failure (retries
   * back off for hours): staff may then send them again.
   */
  reissuing: boolean;
};

/**
 * Per job, the call letters still to be issued again after its exam last changed: the letters out
 * issued at or before that moment (lettersBefore), which name the old exam until the re-issue
 * reaches them. The console shows them on the job while the re-issue runs, and after it if it
 * gave up (its tries are in the log), so a job whose applicants still hold the old details says so.
 * Jobs with none are left out, and so are jobs whose exam (as they name it now) has passed: a letter
 * for it would come too late to matter.
 */
export async function callLettersToResend(jobIds?: string[]): Promise<Map<string, LettersToResend>> {
  if (jobIds?.length === 0) return new Map();
  const rows = await db.$queryRaw<{ jobId: string; letters: number }[]>`
    SELECT a."jobId", COUNT(*)::int AS "letters"
    FROM "GovApplication" a JOIN "GovJob" j ON j."id" = a."jobId"
    WHERE j."examChangedAt" IS NOT NULL AND a."anonymisedAt" IS NULL AND a."callLetterIssuedAt" <= j."examChangedAt"
      AND NOT ${examOver(Prisma.sql`j`)}
    ${jobIds ? Prisma.sql`AND a."jobId" IN (${Prisma.join(jobIds)})` : Prisma.empty}
    GROUP BY a."jobId"`;
  if (!rows.length) return new Map();
  const reissuing = await reissuingJobs(rows.map((row) => row.jobId));
  return new Map(rows.map((row) => [row.jobId, { letters: Number(row.letters), reissuing: reissuing.has(row.jobId) }]));
}

/**
 * Which of these jobs have a re-issue queued or running, from pg-boss's own table. The queue not
 * answering (it could not start) costs only that: the jobs show as not being re-sent, whose Re-send
 * is harmless beside a running one, and the console's job list still loads.
 */
async function reissuingJobs(jobIds: string[]): Promise<Set<string>> {
  try {
    await sender(); // its schema, before reading its table
    const rows = await db.$queryRaw<{ jobId: string }[]>`
      SELECT DISTINCT data->>'jobId' AS "jobId" FROM pgboss.job
      WHERE name = ${QUEUES.reissueCallLetters} AND state IN ('created', 'active') AND data->>'jobId' = ANY(${jobIds})`;
    return new Set(rows.map((row) => row.jobId));
  } catch (error) {
    log.warn("gov.call_letters_reissue_state_unknown", {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return new Set();
  }
}

/**
 * The job's exam or interview changed (when, where or what to bring) after call letters went out:
 * in the edit's transaction, queues their re-issue (it exists exactly when the edit committed).
 * `before` is the edit's moment on the database's clock, taken once it holds the job's row: a letter
 * issued by then named the old exam (one being issued meanwhile waited for the edit, and names the
 * new one).
 * Returns how many letters it queued (`letters`, 0: nothing queued) and how many applicants the
 * changed letter will be mailed to (`mailed`: those that may be served now).
 * The edit itself touches none of the applications: a drive's thousands of letters go out in
 * batches after it (reissueQueuedCallLetters), and nothing waits for the edit meanwhile.
 */
export async function queueCallLetterReissue(
  tx: Tx,
  jobId: string,
  before: Date,
): Promise<{ letters: number; mailed: number }> {
  const out = lettersBefore(jobId, before);
  const letters = await tx.govApplication.count({ where: out });
  if (!letters) return { letters, mailed: 0 };
  const reissue: CallLetterReissue = { jobId, before: before.toISOString() };
  await enqueue(QUEUES.reissueCallLetters, reissue, { tx });
  const mailed = await tx.govApplication.count({
    where: { ...out, status: "approved", paymentStatus: { in: ["completed", "exempt"] }, feeDuePaise: 0 },
  });
  return { letters, mailed };
}

/**
 * Staff's Re-send on a job whose letters still name the old exam (callLettersToResend): queues the
 * re-issue again, for the letters issued by the exam's last change, as the edit that changed it
 * did. It picks up a re-issue that gave up (its letters held by other work through all its tries,
 * or the database away); one still running meanwhile does no harm: a batch takes only letters
 * nobody else holds and that still predate the change, so none is sent twice. 409 when none is
 * left, or when the exam the job names has passed (the edit that moves it queues its own). Returns
 * how many applicants the changed letter will be mailed to, as the edit's answer.
 */
export async function resendChangedCallLetters(jobId: string, actor: SessionUser, ip: string): Promise<number> {
  await sender(); // before the transaction that queues
  return db.$transaction(async (tx) => {
    // Shared, as issuing a letter holds it: an edit moving the exam meanwhile commits first (and
    // this takes its moment) or waits.
    const [job] = await tx.$queryRaw<{ title: string; examChangedAt: Date | null; examOver: boolean }[]>`
      SELECT j."title", j."examChangedAt", ${examOver(Prisma.sql`j`)} AS "examOver"
      FROM "GovJob" j WHERE j."id" = ${jobId} FOR SHARE`;
    if (!job) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.jobNotFound);
    // As issuing refuses: the letter would name an exam that is over.
    if (job.examOver) throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.examPassed);
    const queued = job.examChangedAt ? await queueCallLetterReissue(tx, jobId, job.examChangedAt) : null;
    if (!job.examChangedAt || !queued?.letters) throw new ApiError("conflict", GOV_ADMIN_MESSAGES.nothingToResend);
    const { letters, mailed } = queued;
    await audit(tx, actor, {
      action: "gov.job.call_letters_resend",
      entityType: "GovJob",
      entityId: jobId,
      ip,
      data: { title: job.title, examChangedAt: job.examChangedAt.toISOString(), letters, mailed },
    });
    return mailed;
  }, EDIT_WAIT);
}

/**
 * One transaction of a re-issue: up to `limit` of the job's letters issued before `before` that
 * nobody else holds right now (a payment being counted, a decision, an erasure: SKIP LOCKED, the
 * next batch takes them), each issued again with the exam as the job now names it, and its
 * applicant mailed the details that now apply with a new link (the old one expires a week after
 * the old date). A letter issued but not served now (the application went back under review, or
 * owes a correction's difference) is marked not issued: its mail names the old exam, so once it
 * may be served it must be issued, and mailed, again (the console then offers Issue). Either way
 * it leaves the set, so every batch makes progress. The caller awaits `sender()` first.
 */
export async function reissueCallLetterBatch(
  tx: Tx,
  jobId: string,
  before: Date,
  limit = REISSUE_BATCH,
  /** Only letters of applications after this id: one pass over the job never takes a letter twice. */
  after = "",
): Promise<{ taken: number; sent: number; last: string }> {
  const taken = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "GovApplication"
    WHERE "jobId" = ${jobId} AND "anonymisedAt" IS NULL AND "callLetterIssuedAt" <= ${before} AND "id" > ${after}
    ORDER BY "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
  if (!taken.length) return { taken: 0, sent: 0, last: after };
  // The job after its applications, as issuing a letter takes them: no edit changes the exam under
  // the batch (a second edit waits, then queues its own re-issue, which takes these letters again).
  await tx.$queryRaw`SELECT "id" FROM "GovJob" WHERE "id" = ${jobId} FOR SHARE`;
  // After the edit committed, on the same clock as its `before`: later, so the letter leaves the set.
  const at = await databaseNow(tx);
  let sent = 0;
  for (const { id } of taken) {
    const app = await tx.govApplication.findFirst({ where: { id, anonymisedAt: null }, select: columns });
    if (!app?.callLetterIssuedAt) continue;
    const exam = details(app.job);
    if (!exam || !callLetterServable(app)) {
      await tx.govApplication.update({ where: { id: app.id }, data: { callLetterIssuedAt: null } });
      continue;
    }
    await tx.govApplication.update({ where: { id: app.id }, data: { callLetterIssuedAt: at } });
    await sendMail(callLetterMail(app, exam, true), { tx, dedupeKey: `call-letter:${app.id}:${at.getTime()}` });
    sent++;
  }
  return { taken: taken.length, sent, last: taken.at(-1)!.id };
}

/** How long a re-issue waits for letters someone else holds before it gives up (the queue tries again later). */
const HELD_WAIT_MS = 30_000;

/**
 * The queued re-issue (worker): batch after batch until no letter older than the edit is left.
 * When the only ones left are held by someone else, it waits for them; past HELD_WAIT_MS it fails
 * and the queue tries again later, carrying on where it stopped. Two edits in a row each queue
 * one; SKIP LOCKED keeps them off each other's letters, and a letter issued again after the second
 * edit leaves both sets.
 */
export async function reissueQueuedCallLetters(
  job: CallLetterReissue,
  options: { batch?: number; pollMs?: number } = {},
): Promise<{ sent: number }> {
  const before = new Date(job.before);
  await sender(); // before the transactions that queue the mails
  let sent = 0;
  let heldSince: number | null = null;
  // Passes over the job in id order; a letter held by someone else is left for the next pass.
  let after = "";
  for (;;) {
    // A re-issue tried again after the exam it mails has passed (the queue's later tries) stops:
    // letters for it would come too late.
    const [state] = await db.$queryRaw<{ over: boolean }[]>`
      SELECT ${examOver(Prisma.sql`j`)} AS "over" FROM "GovJob" j WHERE j."id" = ${job.jobId}`;
    if (state?.over) {
      log.info("gov.call_letters_reissue_exam_over", { jobId: job.jobId, sent });
      return { sent };
    }
    const batch = await db.$transaction((tx) => reissueCallLetterBatch(tx, job.jobId, before, options.batch, after), {
      maxWait: 20_000,
      timeout: 60_000,
    });
    sent += batch.sent;
    if (batch.taken) {
      after = batch.last;
      heldSince = null;
      continue;
    }
    after = "";
    const left = await db.govApplication.count({ where: lettersBefore(job.jobId, before) });
    if (!left) break;
    heldSince ??= Date.now();
    if (Date.now() - heldSince > HELD_WAIT_MS) {
      throw new Error(`${left} call letters of job ${job.jobId} stayed held by other work; tried again later`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 500));
  }
  log.info("gov.call_letters_reissued", { jobId: job.jobId, sent });
  return { sent };
}

/**
 * The call letter's data as it prints now, or null when none has been issued: in the language the
 * application was made in, its QR code opening the status page in that language.
 */
async function loadCallLetter(id: string, now = new Date()): Promise<CallLetterData | null> {
  const app = await findRow(id);
  if (!app) throw new ApiError("not_found", GOV_ADMIN_MESSAGES.applicationNotFound);
  const exam = details(app.job);
  if (!exam || !callLetterServable(app)) {
    // Issued, then a correction raised the fee: held back until the difference is paid, as issuing is.
    if (exam && callLetterServable({ ...app, feeDuePaise: 0 })) {
      throw new ApiError("conflict", CALL_LETTER_ISSUE_MESSAGES.differenceUnpaid);
    }
    // A letter withdrawn by a later decision (the application is no longer approved) is not served.
    return null;
  }
  const locale = mailLocale(app.locale);
  return {
    applicationNumber: app.applicationNumber,
    locale,
    name: app.name,
    fatherHusbandName: app.fatherHusbandName,
    dob: app.dob,
    category: messagesFor(locale).govStatus.correction.categories[app.category],
    job: { title: app.job.title, company: app.job.company, location: app.job.location },
    ...exam,
    issuedAt: app.callLetterIssuedAt ?? now,
    photo: app.photoFileId ? await readFile(db, app.photoFileId) : null,
    signature: app.signatureFileId ? await readFile(db, app.signatureFileId) : null,
    statusUrl: new URL(localizedPath("/gov-career/status", locale), siteUrl()).toString(),
  };
}

async function callLetterFile(id: string): Promise<ServedFile> {
  const data = await loadCallLetter(id);
  if (!data) throw new ApiError("not_found", CALL_LETTER_ISSUE_MESSAGES.notIssued);
  const bytes = await renderCallLetterPdf(data);
  return {
    fileName: `call-letter-${data.applicationNumber}.pdf`,
    contentType: "application/pdf",
    size: bytes.byteLength,
    data: bytes,
  };
}

/** The console's copy. */
export const govAdminCallLetter = (id: string) => callLetterFile(id);

/** The applicant's copy, behind the signed link of the e-mail or the status lookup (401 when bad). */
export async function applicantCallLetter(id: string, token: string): Promise<ServedFile> {
  if (!isValidCallLetterToken(id, token)) throw new ApiError("unauthorized", CALL_LETTER_ISSUE_MESSAGES.badLink);
  return callLetterFile(id);
}

/** Why the applicant's link gave no letter, as the page that explains it names it (its `reason`). */
export const CALL_LETTER_PROBLEMS = ["link", "not-issued", "difference-unpaid"] as const;
export type CallLetterProblem = (typeof CALL_LETTER_PROBLEMS)[number];

/**
 * Where a browser that opened the e-mailed link is sent when the letter is refused: the page that
 * says why, in the language the application was made in (the phone's own language is often
 * English), or `fallback` when the application is gone. Null for a refusal it does not explain.
 */
export async function callLetterProblemPage(id: string, error: ApiError, fallback: Locale): Promise<string | null> {
  const reason: CallLetterProblem | null =
    error.message === CALL_LETTER_ISSUE_MESSAGES.differenceUnpaid
      ? "difference-unpaid"
      : error.message === CALL_LETTER_ISSUE_MESSAGES.notIssued
        ? "not-issued"
        : error.code === "unauthorized" || error.code === "not_found"
          ? "link"
          : null;
  if (!reason) return null;
  const app = await db.govApplication.findUnique({ where: { id, anonymisedAt: null }, select: { locale: true } });
  return localizedPath(`/gov-career/call-letter?reason=${reason}`, app ? mailLocale(app.locale) : fallback);
}
