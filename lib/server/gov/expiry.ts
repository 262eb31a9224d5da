import "server-only";

import { formatIstDate, istDayEnd } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import { TX_OPTIONS } from "@/lib/server/payments/ledger";

// The gov.expire-unpaid job: an application still unpaid after its job's deadline is closed
// without payment ("Closed without payment" on the status page) and can no longer be paid. It waits
// an hour after the deadline so that reconciliation (every 10 minutes) has found any payment made
// in the last minutes; a payment that still arrives later is recorded and flagged for the admin.

export const EXPIRY_GRACE_MS = 60 * 60 * 1000;

/** When the job's deadline has passed by the grace hour, as of `now`. */
const closedBy = (deadline: Date, now: Date) => istDayEnd(deadline).getTime() + EXPIRY_GRACE_MS <= now.getTime();

export async function expireUnpaidApplications(now = new Date()): Promise<{ expired: number }> {
  // Deadlines are calendar dates (stored as UTC midnight) that close at 23:59:59 IST, 18.5 hours later.
  const latestDeadline = new Date(now.getTime() - EXPIRY_GRACE_MS - 18.5 * 3_600_000);
  const unpaid = {
    paymentStatus: { in: ["pending" as const, "failed" as const] },
    // A withdrawn, cancelled or rejected application is closed already: it has nothing left to
    // expire, and its history must not gain "Closed without payment" after the decision.
    status: { notIn: ["withdrawn" as const, "cancelled" as const, "rejected" as const] },
  };
  const candidates = await db.govApplication.findMany({
    where: { ...unpaid, job: { deadline: { lte: latestDeadline } } },
    select: { id: true, jobId: true, job: { select: { deadline: true } } },
    take: 1000,
  });
  let expired = 0;
  for (const candidate of candidates) {
    if (!closedBy(candidate.job.deadline, now)) continue;
    const done = await db.$transaction(async (tx) => {
      // The application, then its job (share lock), as a payment being counted and a job edit take
      // them: none of them waits on another in a circle. A GovAdmin may have moved the deadline
      // later since the read above; an edit still saving holds the job row, so this waits for it
      // and then reads the deadline it saved. Only if the deadline is still past, and the
      // application still unpaid (a payment may have been recorded since the read above).
      await tx.$queryRaw`SELECT 1 FROM "GovApplication" WHERE "id" = ${candidate.id} FOR UPDATE`;
      await tx.$queryRaw`SELECT 1 FROM "GovJob" WHERE "id" = ${candidate.jobId} FOR SHARE`;
      // (A job with applications cannot be deleted.)
      const job = await tx.govJob.findUniqueOrThrow({ where: { id: candidate.jobId }, select: { deadline: true } });
      if (!closedBy(job.deadline, now)) return false;
      const { count } = await tx.govApplication.updateMany({
        where: { id: candidate.id, ...unpaid, job: { deadline: { lte: latestDeadline } } },
        data: { paymentStatus: "expired" },
      });
      if (count === 0) return false;
      await tx.applicationStatusChange.create({
        data: {
          govApplicationId: candidate.id,
          status: "expired",
          reason: `Closed without payment: the fee was not paid by the last date, ${formatIstDate(job.deadline)}.`,
          actor: "system",
        },
      });
      return true;
    }, TX_OPTIONS);
    if (done) expired++;
  }
  if (expired) log.info("gov.expired_unpaid", { expired });
  return { expired };
}
