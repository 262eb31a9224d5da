import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/server/http/api";
import { STATUS_ACTION } from "@/lib/server/careers/review";
import { recordDecision } from "@/lib/server/applications/status-change";
import { lockApplication } from "@/lib/server/recruiting/application";
import { cancelComingInterviews } from "@/lib/server/recruiting/interviews";
import { db } from "@/lib/server/db/client";
import { sender } from "@/lib/server/jobs/queue";
import { type Actor, audit, type AuditEntry } from "@/lib/server/platform/audit";
import { type ApplicationStatus, reviewMessages } from "@/lib/validation/application-review";

// Changing the hiring status of one or many applications. Any status may follow any other (spec).
// One transaction: the rows are locked, changed, and each real change is written to the audit
// log (who, when, from, to), to the row itself (statusChangedAt/ById), to the applicant's status
// history (with the reason) and mailed to the applicant, one mail per application. All or
// nothing: if one selected application is gone, none is changed. An anonymised application keeps
// its status (as it takes no notes, ratings or interviews): it is reported, not changed. So is a
// withdrawn one: the applicant closed it (a decision mailed about it would be about nothing, and a
// status other than withdrawn would keep them from applying again). So is one whose status is no
// longer the one the reviewer saw (`from`): someone else changed it meanwhile, and overwriting that
// unseen would also mail the applicant two decisions.

export type StatusChange = { id: string; from: ApplicationStatus; to: ApplicationStatus };
export type StatusChangeResult = {
  changed: StatusChange[];
  /** Already had that status. */
  unchanged: string[];
  /** Anonymised: left as they were. */
  erased: string[];
  /** Withdrawn by the applicant: left as they were. */
  withdrawn: string[];
  /** Changed by someone else since the reviewer saw them (status: what they are now): left as they were. */
  conflicts: { id: string; status: ApplicationStatus }[];
};

export type StatusChangeOptions = {
  reason?: string;
  /** Application id -> the status the reviewer's screen showed. */
  from?: Partial<Record<string, ApplicationStatus>>;
};

export async function changeStatus(
  ids: string[],
  status: ApplicationStatus,
  actor: Actor,
  ip: string | null,
  { reason, from = {} }: StatusChangeOptions = {},
): Promise<StatusChangeResult> {
  await sender(); // before the transaction that queues the mails
  return db.$transaction(
    async (tx) => {
      // Locked in id order, so two overlapping bulk changes cannot deadlock.
      // The lock also holds off an anonymisation until this change is committed.
      const locked = await tx.$queryRaw<{ id: string; status: ApplicationStatus; erased: boolean }[]>`
      SELECT "id", "status"::text AS "status", "anonymisedAt" IS NOT NULL AS "erased" FROM "CompanyApplication"
      WHERE "id" IN (${Prisma.join(ids)}) ORDER BY "id" FOR UPDATE`;
      if (locked.length !== ids.length) {
        throw new ApiError("not_found", ids.length === 1 ? reviewMessages.notFound : reviewMessages.someMissing);
      }
      const moved = (r: { id: string; status: ApplicationStatus }) => (from[r.id] ?? r.status) !== r.status;
      const closed = (r: { status: ApplicationStatus }) => r.status === "withdrawn";
      const rows = locked.filter((r) => !r.erased && !moved(r) && !closed(r));
      const changed = rows.filter((r) => r.status !== status).map((r) => ({ id: r.id, from: r.status, to: status }));
      if (changed.length > 0) {
        const now = new Date();
        await tx.companyApplication.updateMany({
          where: { id: { in: changed.map((c) => c.id) } },
          data: { status, statusChangedAt: now, statusChangedById: actor.id },
        });
        await audit(
          tx,
          actor,
          ...changed.map((c): AuditEntry => ({
            action: STATUS_ACTION,
            entityType: "CompanyApplication",
            entityId: c.id,
            data: { from: c.from, to: c.to, ...(reason ? { reason } : {}) },
            ip,
            at: now,
          })),
        );
        const applicants = await tx.companyApplication.findMany({
          where: { id: { in: changed.map((c) => c.id) } },
          select: { id: true, fullName: true, email: true, reference: true, job: { select: { title: true } } },
          orderBy: { id: "asc" },
        });
        // Rejected: the rounds still to come will not happen; the candidate's calendar is told.
        const withRounds = new Set(
          status === "rejected"
            ? (
                await tx.interview.findMany({
                  where: {
                    applicationId: { in: applicants.map((a) => a.id) },
                    status: "scheduled",
                    startsAt: { gt: now },
                  },
                  select: { applicationId: true },
                })
              ).map((r) => r.applicationId)
            : [],
        );
        for (const a of applicants) {
          await recordDecision(tx, {
            to: { board: "company", status },
            applicationId: a.id,
            reason,
            changedById: actor.id,
            applicant: { name: a.fullName, email: a.email, reference: a.reference, jobTitle: a.job.title },
          });
          if (withRounds.has(a.id)) await cancelComingInterviews(tx, await lockApplication(tx, a.id), actor, ip);
        }
      }
      return {
        changed,
        unchanged: rows.filter((r) => r.status === status).map((r) => r.id),
        erased: locked.filter((r) => r.erased).map((r) => r.id),
        withdrawn: locked.filter((r) => !r.erased && !moved(r) && closed(r)).map((r) => r.id),
        conflicts: locked.filter((r) => !r.erased && moved(r)).map((r) => ({ id: r.id, status: r.status })),
      };
    },
    // A bulk change of up to BULK_MAX applications writes a history row and a mail for each.
    { timeout: 60_000 },
  );
}
