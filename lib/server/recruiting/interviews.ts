import "server-only";

import { db, type Tx } from "@/lib/server/db/client";
import type { SessionUser } from "@/lib/server/auth/session";
import { ApiError } from "@/lib/server/http/api";
import { sender } from "@/lib/server/jobs/queue";
import { type Actor, audit, type AuditAction } from "@/lib/server/platform/audit";
import { sendMail } from "@/lib/server/platform/mail";
import {
  isClosed,
  lockApplication,
  lockOpenApplication,
  type RecruitingApplication,
  requireApplication,
} from "@/lib/server/recruiting/application";
import { type InviteKind, inviteMail } from "@/lib/server/recruiting/invite";
import {
  type InterviewInput,
  type InterviewMode,
  type InterviewResult,
  type InterviewUpdateInput,
  isMeetingLink,
  istStart,
  recruitingMessages,
} from "@/lib/validation/recruiting";

// Interview rounds of a company application. Scheduling, changing and cancelling one are each a
// single transaction: the interview row, an audit entry (the application's timeline reads them)
// and one e-mail to the candidate with the invite, keyed interview:<id>:<sequence>. Feedback and
// result are internal: saved without mail. The application's status is left to the recruiter.

export type InterviewView = {
  id: string;
  round: string;
  /** ISO instant (UTC); shown in IST. */
  startsAt: string;
  durationMinutes: number;
  mode: InterviewMode;
  location: string;
  interviewers: string;
  status: "scheduled" | "cancelled";
  result: InterviewResult;
  feedback: string | null;
  sequence: number;
  createdBy: string | null;
  createdAt: string;
};

export type InterviewEvent = {
  at: string;
  action: "scheduled" | "updated" | "cancelled" | "feedback";
  round: string;
  actor: string | null;
};

const ACTIONS = {
  scheduled: "company.interview.schedule",
  updated: "company.interview.update",
  cancelled: "company.interview.cancel",
} as const satisfies Record<InviteKind, AuditAction>;

const select = {
  id: true,
  round: true,
  startsAt: true,
  durationMinutes: true,
  mode: true,
  location: true,
  interviewers: true,
  status: true,
  result: true,
  feedback: true,
  sequence: true,
  createdAt: true,
  createdBy: { select: { name: true } },
} as const;
type Row = Awaited<ReturnType<typeof findRow>>;
const findRow = (tx: Tx, id: string) => tx.interview.findUniqueOrThrow({ where: { id }, select });

function view(row: Row): InterviewView {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy?.name ?? null,
  };
}

export async function listInterviews(
  applicationId: string,
): Promise<{ interviews: InterviewView[]; events: InterviewEvent[] }> {
  await requireApplication(applicationId);
  const [rows, logged] = await Promise.all([
    db.interview.findMany({ where: { applicationId }, orderBy: [{ startsAt: "asc" }, { id: "asc" }], select }),
    db.auditLog.findMany({
      where: {
        entityType: "CompanyApplication",
        entityId: applicationId,
        action: { in: [...Object.values(ACTIONS), "company.interview.feedback"] },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { createdAt: true, action: true, data: true, actor: { select: { name: true } } },
    }),
  ]);
  const byAction: Record<string, InterviewEvent["action"]> = {
    [ACTIONS.scheduled]: "scheduled",
    [ACTIONS.updated]: "updated",
    [ACTIONS.cancelled]: "cancelled",
    "company.interview.feedback": "feedback",
  };
  return {
    interviews: rows.map(view),
    events: logged.map((e) => ({
      at: e.createdAt.toISOString(),
      action: byAction[e.action],
      round: String((e.data as { round?: string } | null)?.round ?? ""),
      actor: e.actor?.name ?? null,
    })),
  };
}

/**
 * Audits the change and mails the candidate the invite, update or cancellation, while the round is
 * still to come: one that has started or is over is recorded only (a past round cancelled, or its
 * interviewers corrected afterwards, is no news to the candidate, and its cancellation would take
 * an interview that happened off their calendar). Whether a mail went.
 */
async function tell(
  tx: Tx,
  kind: InviteKind,
  app: RecruitingApplication,
  row: Row,
  user: Actor | null,
  ip: string | null,
): Promise<boolean> {
  await audit(tx, user, {
    action: ACTIONS[kind],
    entityType: "CompanyApplication",
    entityId: app.id,
    data: { interviewId: row.id, round: row.round, startsAt: row.startsAt.toISOString(), sequence: row.sequence },
    ip,
  });
  if (row.startsAt.getTime() <= Date.now()) return false;
  await sendMail(
    {
      ...inviteMail({
        kind,
        interview: row,
        candidate: { name: app.fullName, email: app.email },
        jobTitle: app.jobTitle,
        locale: app.locale,
      }),
      about: { board: "company", applicationId: app.id },
    },
    { tx, dedupeKey: `interview:${row.id}:${row.sequence}` },
  );
  return true;
}

export async function scheduleInterview(
  applicationId: string,
  input: InterviewInput,
  user: SessionUser,
  ip: string | null,
): Promise<InterviewView> {
  const startsAt = istStart(input)!;
  await sender(); // before the transaction that queues the mail
  return db.$transaction(async (tx) => {
    const app = await lockOpenApplication(tx, applicationId);
    // The candidate was mailed a rejection, and its interviews still to come were cancelled.
    if (app.status === "rejected") throw new ApiError("conflict", recruitingMessages.rejected);
    const { id } = await tx.interview.create({
      data: {
        applicationId,
        round: input.round,
        startsAt,
        durationMinutes: input.durationMinutes,
        mode: input.mode,
        location: input.location,
        interviewers: input.interviewers,
        createdById: user.id,
      },
      select: { id: true },
    });
    const row = await findRow(tx, id);
    await tell(tx, "scheduled", app, row, user, ip);
    return view(row);
  });
}

const fieldError = (field: string, message: string) => new ApiError("bad_request", message, { [field]: message });

export async function updateInterview(
  applicationId: string,
  interviewId: string,
  input: InterviewUpdateInput,
  user: SessionUser,
  ip: string | null,
): Promise<{ interview: InterviewView; invited: boolean }> {
  await sender();
  return db.$transaction(async (tx) => {
    const app = await lockApplication(tx, applicationId);
    if (app.anonymised) throw new ApiError("conflict", recruitingMessages.closed);
    const current = await tx.interview.findFirst({ where: { id: interviewId, applicationId }, select });
    if (!current) throw new ApiError("not_found", recruitingMessages.interviewNotFound);

    const startsAt =
      input.date !== undefined && input.time !== undefined
        ? istStart({ date: input.date, time: input.time })!
        : current.startsAt;
    const next = {
      round: input.round ?? current.round,
      startsAt,
      durationMinutes: input.durationMinutes ?? current.durationMinutes,
      mode: input.mode ?? current.mode,
      location: input.location ?? current.location,
      interviewers: input.interviewers ?? current.interviewers,
    };
    const rescheduled =
      next.round !== current.round ||
      next.startsAt.getTime() !== current.startsAt.getTime() ||
      next.durationMinutes !== current.durationMinutes ||
      next.mode !== current.mode ||
      next.location !== current.location ||
      next.interviewers !== current.interviewers;
    if (rescheduled) {
      if (current.status === "cancelled") throw new ApiError("conflict", recruitingMessages.cancelledNoChange);
      // Made on a screen that had an older version: the dialog sends every field, so saving it
      // would put back what a colleague changed since (and mail the candidate that as the news).
      if (input.sequence !== undefined && input.sequence !== current.sequence) {
        throw new ApiError("conflict", recruitingMessages.changedMeanwhile);
      }
      if (isClosed(app)) throw new ApiError("conflict", recruitingMessages.closed);
      if (app.status === "rejected") throw new ApiError("conflict", recruitingMessages.rejected);
      if (next.startsAt.getTime() !== current.startsAt.getTime() && next.startsAt.getTime() <= Date.now()) {
        throw fieldError("date", recruitingMessages.past);
      }
      if (next.mode === "video" && !isMeetingLink(next.location))
        throw fieldError("location", recruitingMessages.videoLink);
    }
    // Saved from a dialog that opened on other words than the round has now: a colleague's feedback
    // would be lost without anyone seeing it.
    const was = input.feedbackWas;
    if (was && (was.result !== current.result || (was.feedback || null) !== (current.feedback || null))) {
      throw new ApiError("conflict", recruitingMessages.changedMeanwhile);
    }
    const feedbackChanged =
      (input.feedback !== undefined && (input.feedback || null) !== current.feedback) ||
      (input.result !== undefined && input.result !== current.result);
    await tx.interview.update({
      where: { id: interviewId },
      data: {
        ...(rescheduled ? { ...next, sequence: { increment: 1 } } : {}),
        ...(input.feedback !== undefined ? { feedback: input.feedback || null } : {}),
        ...(input.result !== undefined ? { result: input.result } : {}),
      },
    });
    const row = await findRow(tx, interviewId);
    const invited = rescheduled && (await tell(tx, "updated", app, row, user, ip));
    if (feedbackChanged) {
      await audit(tx, user, {
        action: "company.interview.feedback",
        entityType: "CompanyApplication",
        entityId: app.id,
        data: { interviewId, round: row.round, result: row.result },
        ip,
      });
    }
    return { interview: view(row), invited };
  });
}

export async function cancelInterview(
  applicationId: string,
  interviewId: string,
  user: SessionUser,
  ip: string | null,
): Promise<{ interview: InterviewView; told: boolean }> {
  await sender();
  return db.$transaction(async (tx) => {
    const app = await lockApplication(tx, applicationId);
    if (app.anonymised) throw new ApiError("conflict", recruitingMessages.closed);
    const current = await tx.interview.findFirst({
      where: { id: interviewId, applicationId },
      select: { status: true },
    });
    if (!current) throw new ApiError("not_found", recruitingMessages.interviewNotFound);
    if (current.status === "cancelled") throw new ApiError("conflict", recruitingMessages.alreadyCancelled);
    await tx.interview.update({
      where: { id: interviewId },
      data: { status: "cancelled", sequence: { increment: 1 } },
    });
    const row = await findRow(tx, interviewId);
    const told = await tell(tx, "cancelled", app, row, user, ip);
    return { interview: view(row), told };
  });
}

/**
 * The application was closed (rejected by staff, withdrawn by the candidate): its rounds still to
 * come are cancelled, each with a cancellation mail (METHOD:CANCEL), so the candidate's calendar
 * drops them and nobody travels to an interview that will not happen. In the caller's transaction,
 * with the application locked; the caller awaits `sender()` first. `user`: null for the candidate.
 */
export async function cancelComingInterviews(
  tx: Tx,
  app: RecruitingApplication,
  user: Actor | null,
  ip: string | null,
): Promise<number> {
  const coming = await tx.interview.findMany({
    where: { applicationId: app.id, status: "scheduled", startsAt: { gt: new Date() } },
    select: { id: true },
    orderBy: { startsAt: "asc" },
  });
  for (const { id } of coming) {
    await tx.interview.update({ where: { id }, data: { status: "cancelled", sequence: { increment: 1 } } });
    await tell(tx, "cancelled", app, await findRow(tx, id), user, ip);
  }
  return coming.length;
}

export type UpcomingInterview = {
  id: string;
  applicationId: string;
  candidate: string;
  jobTitle: string;
  round: string;
  startsAt: string;
  durationMinutes: number;
  mode: InterviewMode;
};

export const UPCOMING_DAYS = 14;
export const UPCOMING_LIMIT = 10;

/**
 * The next scheduled interviews across all applications: the coming 14 days, at most 10. Not those
 * of a candidate who withdrew or was rejected (the rounds stay, but nobody is coming).
 */
export async function upcomingInterviews(now = new Date()): Promise<UpcomingInterview[]> {
  const rows = await db.interview.findMany({
    where: {
      status: "scheduled",
      startsAt: { gte: now, lt: new Date(now.getTime() + UPCOMING_DAYS * 86_400_000) },
      application: { anonymisedAt: null, status: { notIn: ["withdrawn", "rejected"] } },
    },
    orderBy: [{ startsAt: "asc" }, { id: "asc" }],
    take: UPCOMING_LIMIT,
    select: {
      id: true,
      applicationId: true,
      round: true,
      startsAt: true,
      durationMinutes: true,
      mode: true,
      application: { select: { fullName: true, job: { select: { title: true } } } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    applicationId: r.applicationId,
    candidate: r.application.fullName,
    jobTitle: r.application.job.title,
    round: r.round,
    startsAt: r.startsAt.toISOString(),
    durationMinutes: r.durationMinutes,
    mode: r.mode,
  }));
}
