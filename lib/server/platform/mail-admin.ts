import "server-only";

import type { Actor } from "@/lib/server/platform/audit";
import { audit } from "@/lib/server/platform/audit";
import { db, type Tx } from "@/lib/server/db/client";
import { databaseNow } from "@/lib/server/db/sql";
import { ApiError } from "@/lib/server/http/api";
import { enqueue, QUEUES, sender } from "@/lib/server/jobs/queue";
import { carriesCredential, liveCredentials, type MailLogEntry } from "@/lib/server/platform/mail";
import { isComplete, payNowFor } from "@/lib/server/gov/status";

// The admin's view of outgoing mail: how much is waiting, sent and failed (after MAIL_TRIES tries),
// the failed messages with their last error, and a retry that queues a failed message again.

export type MailOverview = {
  queued: number;
  sent: number;
  failed: number;
  recentFailures: (MailLogEntry & { to: string })[];
};

export async function mailOverview(): Promise<MailOverview> {
  const [counts, failures] = await Promise.all([
    db.mailOutbox.groupBy({ by: ["status"], _count: { _all: true } }),
    db.mailOutbox.findMany({
      where: { status: "failed" },
      orderBy: { createdAt: "desc" },
      take: 20,
      select: {
        id: true,
        to: true,
        subject: true,
        status: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        sentAt: true,
      },
    }),
  ]);
  const count = (status: string) => counts.find((c) => c.status === status)?._count._all ?? 0;
  return {
    queued: count("queued"),
    sent: count("sent"),
    failed: count("failed"),
    recentFailures: failures.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  };
}

const CODE_GONE =
  "This sign-in code has expired or been replaced, so sending it again would not help. The applicant should ask for a new code on the sign-in page.";
const LINK_GONE =
  'This password link has expired or been used, so sending it again would not help. The person should ask for a new link with "Forgot password" on the sign-in page.';

const INTERVIEW_CHANGED =
  "This interview has changed since (rescheduled or cancelled), and the candidate was written the newer details. Sending this one again would give them out-of-date ones.";
const STATUS_CHANGED =
  "The application's status has changed since this e-mail was written. Sending it again would tell the applicant a status that is no longer theirs.";

const CALL_LETTER_CHANGED =
  "This call letter has been issued again since (the exam changed) or taken back, and the applicant was written the newer details. Sending this one again would give them an out-of-date date or venue.";
const CALL_LETTER_BEING_REISSUED =
  "The exam's date, venue or instructions have changed since this call letter was written, and the applicant is to get a new letter with them (the government console's Jobs tab shows whether it is being sent, and offers Re-send letters if that stopped). Sending this one again would give them out-of-date details.";
const CALL_LETTER_EXAM_OVER =
  "The exam or interview this call letter is for has already taken place, so sending it again would not help.";
const FEE_SETTLED =
  "This application's fee has been paid or changed since this e-mail was written. Sending it again would ask the applicant for a fee that is no longer due.";

/**
 * Why a failed message would now say something no longer true, or null: an interview's invite or
 * update once the round was rescheduled or cancelled again (its SEQUENCE moved on), a decision once
 * the application's status changed again (or the row went with an erasure), a call letter once a
 * later one was issued or the letter taken back (its issue time moved on), the job's exam moved
 * after it (a re-issue is on its way, or staff may Re-send) or is over, and the "saved, pay the
 * fee" mail once the application is no longer unpaid at that fee.
 */
async function outdated(key: string, tx: Tx): Promise<string | null> {
  const letter = /^call-letter:([^:]+):(\d+)$/.exec(key);
  if (letter) {
    const row = await tx.govApplication.findUnique({
      where: { id: letter[1], anonymisedAt: null },
      select: { callLetterIssuedAt: true, job: { select: { examChangedAt: true, callLetterAt: true } } },
    });
    const issuedAt = Number(letter[2]);
    if (row?.callLetterIssuedAt?.getTime() !== issuedAt) return CALL_LETTER_CHANGED;
    // The exam the job names now is over: no letter for it is worth sending (nor is one re-issued).
    if (row.job.callLetterAt && row.job.callLetterAt <= (await databaseNow(tx))) return CALL_LETTER_EXAM_OVER;
    // Still the letter out, but the exam moved after it was issued: its re-issue is queued, and
    // this mail names the old date or venue.
    const examChangedAt = row.job.examChangedAt?.getTime();
    return examChangedAt !== undefined && issuedAt <= examChangedAt ? CALL_LETTER_BEING_REISSUED : null;
  }
  const saved = /^gov-saved:([^:]+):(\d+)(?::lowered:\d+)?$/.exec(key);
  if (saved) {
    const row = await tx.govApplication.findUnique({
      where: { id: saved[1], anonymisedAt: null },
      select: {
        id: true,
        paymentStatus: true,
        status: true,
        feePaise: true,
        job: { select: { status: true, deadline: true } },
      },
    });
    // Still to pay, at this fee, by the status page's own rule (Pay now is offered for it).
    const due = row && !isComplete(row.paymentStatus) && payNowFor(row, row.job)?.feePaise === Number(saved[2]);
    return due ? null : FEE_SETTLED;
  }
  const interview = /^interview:([^:]+):(\d+)$/.exec(key);
  if (interview) {
    const row = await tx.interview.findUnique({ where: { id: interview[1] }, select: { sequence: true } });
    return row?.sequence === Number(interview[2]) ? null : INTERVIEW_CHANGED;
  }
  const decision = /^status-change:(.+)$/.exec(key);
  if (decision) {
    const change = await tx.applicationStatusChange.findUnique({
      where: { id: decision[1] },
      select: { id: true, companyApplicationId: true, govApplicationId: true },
    });
    if (!change) return STATUS_CHANGED;
    const [latest] = await tx.applicationStatusChange.findMany({
      where: change.companyApplicationId
        ? { companyApplicationId: change.companyApplicationId }
        : { govApplicationId: change.govApplicationId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 1,
      select: { id: true },
    });
    return latest?.id === change.id ? null : STATUS_CHANGED;
  }
  return null;
}

/**
 * Queues a failed message again for a fresh round of tries (once the mail server is fixed). A
 * sign-in code or a password link that no longer works is refused: it would reach the person
 * useless, and they only need to ask for a new one. So is a message overtaken by a later one about
 * the same thing (outdated).
 */
export async function retryMail(id: string, actor: Actor, ip?: string): Promise<void> {
  await sender();
  await db.$transaction(async (tx) => {
    const row = await tx.mailOutbox.findUnique({ where: { id }, select: { status: true, dedupeKey: true } });
    if (!row) throw new ApiError("not_found", "No such e-mail.");
    const key = row.dedupeKey;
    if (
      row.status === "failed" &&
      key &&
      carriesCredential(key) &&
      !(await liveCredentials([key], new Date(), tx)).size
    ) {
      throw new ApiError("conflict", key.startsWith("otp:") ? CODE_GONE : LINK_GONE);
    }
    const overtaken = row.status === "failed" && key ? await outdated(key, tx) : null;
    if (overtaken) throw new ApiError("conflict", overtaken);
    const { count } = await tx.mailOutbox.updateMany({
      where: { id, status: "failed" },
      data: { status: "queued", attempts: 0, claimedUntil: null },
    });
    if (count === 0) throw new ApiError("conflict", "Only a failed e-mail can be sent again.");
    await enqueue(QUEUES.mail, { outboxId: id }, { tx });
    await audit(tx, actor, { action: "mail.retry", entityType: "MailOutbox", entityId: id, ip });
  });
}
