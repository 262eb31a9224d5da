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

export async function expireUnpaidApplications(now = new Date()): Promise<{ expired: number }> {
  // Deadlines are calendar dates (stored as UTC midnight) that close at 23:59:59 IST, 18.5 hours later.
  const latestDeadline = new Date(now.getTime() - EXPIRY_GRACE_MS - 18.5 * 3_600_000);
  const candidates = await db.govApplication.findMany({
    where: {
      paymentStatus: { in: ["pending", "failed"] },
      // A withdrawn application is closed already: it has nothing left to expire.
      status: { not: "withdrawn" },
      job: { deadline: { lte: latestDeadline } },
    },
    select: { id: true, job: { select: { deadline: true } } },
    take: 1000,
  });
  let expired = 0;
  for (const candidate of candidates) {
    const closesAt = istDayEnd(candidate.job.deadline).getTime() + EXPIRY_GRACE_MS;
    if (closesAt > now.getTime()) continue;
    const done = await db.$transaction(async (tx) => {
      // Only if it is still unpaid now (a payment may have been recorded since the read above).
      const { count } = await tx.govApplication.updateMany({
        where: { id: candidate.id, paymentStatus: { in: ["pending", "failed"] }, status: { not: "withdrawn" } },
        data: { paymentStatus: "expired" },
      });
      if (count === 0) return false;
      await tx.applicationStatusChange.create({
        data: {
          govApplicationId: candidate.id,
          status: "expired",
          reason: `Closed without payment: the fee was not paid by the last date, ${formatIstDate(candidate.job.deadline)}.`,
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
