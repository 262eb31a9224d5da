import "server-only";

import { addDays, istDayStart, istToday, toDateOnly } from "@/lib/dates";
import { db } from "@/lib/server/db/client";
import { istDateOf } from "@/lib/server/db/sql";
import { standingApplicationCounts } from "@/lib/server/gov/console/jobs";
import { overpaymentsFrom, refundDueApplicationIds } from "@/lib/server/payments/refunds";

// The console's dashboard. Money comes from the payment ledger, never from the fee written on an
// application: gross fees are the payments captured as a fee or since refunded (status 'captured'
// or 'refunded'; an unpaid, failed or refund-pending payment adds nothing), refunds are the
// processed refunds, and net fees are gross minus refunds, i.e. the fees kept. Refunding a flagged
// payment thus adds the same amount to gross and to refunds and leaves net as it was. Applications
// are counted once complete: paid, or exempt from the fee (on the day they were paid or became
// exempt: saved at ₹0, corrected to a free category or their fee cut to ₹0), and while they stand: one cancelled by staff (its fee refundable) or withdrawn is
// counted apart, not in the total. The daily trend shows the fees captured each day that are still
// kept.

export const TREND_DAYS = 30;
export const CLOSING_WITHIN_DAYS = 7;

export type DayPoint = { date: string; applications: number; feesPaise: number };

export type GovDashboardStats = {
  totalJobs: number;
  activeJobs: number;
  totalApplications: number;
  pendingApplications: number;
  approvedApplications: number;
  rejectedApplications: number;
  /** Gross fees in paise: payments captured as a fee, or since refunded. */
  totalFeesCollected: number;
  /** Paise returned to applicants: processed refunds. */
  refundsPaise: number;
  /** Gross fees minus refunds, in paise. */
  netFeesPaise: number;
  unpaidApplications: number;
  /** Complete applications since cancelled by staff or withdrawn: not in totalApplications. */
  cancelledApplications: number;
  /** Applications owing money back (refundDueApplicationIds): the "Refund due" filter's count. */
  refundsDue: number;
  daily: DayPoint[];
  closingSoon: { id: string; title: string; company: string; deadline: string; applicationCount: number }[];
};

export async function govDashboardStats(now = new Date()): Promise<GovDashboardStats> {
  const today = istToday(now);
  const first = addDays(today, -(TREND_DAYS - 1));
  const firstUtc = istDayStart(first);
  // A complete application is paid, or exempt from the fee (₹0, submitted without payment).
  const complete = { paymentStatus: { in: ["completed" as const, "exempt" as const] } };

  const [
    totalJobs,
    activeJobs,
    byStatus,
    unpaidApplications,
    refundsDue,
    fees,
    refunds,
    perDayFees,
    perDayApps,
    closing,
  ] = await Promise.all([
    db.govJob.count(),
    // Taking applications: active, and its last date not passed (as the public board says).
    db.govJob.count({ where: { status: "active", deadline: { gte: today } } }),
    db.govApplication.groupBy({ by: ["status"], where: complete, _count: { _all: true } }),
    // Still to pay: not those withdrawn, cancelled or rejected unpaid (nothing can be paid for them).
    db.govApplication.count({
      where: {
        paymentStatus: { in: ["pending", "failed"] },
        status: { notIn: ["withdrawn", "cancelled", "rejected"] },
      },
    }),
    refundDueApplicationIds(),
    // A correction's overpayment row is part of a fee already counted: only its refund counts.
    db.payment.aggregate({
      where: { status: { in: ["captured", "refunded"] }, refundFromPaymentId: null },
      _sum: { amountPaise: true },
    }),
    db.refund.aggregate({ where: { status: "processed" }, _sum: { amountPaise: true } }),
    // Fees kept, by the day they were paid: a payment less the overpayments refunded from it (a fee
    // lowered while its order was open, a correction), as Net Fees counts them.
    db.$queryRaw<{ day: Date; total: bigint | number }[]>`
        SELECT ${istDateOf("capturedAt")} AS "day",
          SUM(p."amountPaise" - ${overpaymentsFrom("refunded")}) AS "total"
        FROM "Payment" p WHERE p."status" = 'captured' AND p."capturedAt" >= ${firstUtc}
        GROUP BY 1`,
    db.$queryRaw<{ day: Date; count: bigint | number }[]>`
        SELECT "day", COUNT(*) AS "count" FROM (
          SELECT ${istDateOf("paidAt")} AS "day" FROM "GovApplication"
          WHERE "paymentStatus" = 'completed' AND "exemptAt" IS NULL AND "paidAt" >= ${firstUtc}
          UNION ALL
          -- Exempt, or exempt and since paid a difference a correction asked for: complete since exemptAt.
          SELECT ${istDateOf("exemptAt")} AS "day" FROM "GovApplication"
          WHERE "paymentStatus" IN ('exempt', 'completed') AND "exemptAt" >= ${firstUtc}
        ) AS "complete"
        GROUP BY 1`,
    db.govJob.findMany({
      where: { status: "active", deadline: { gte: today, lte: addDays(today, CLOSING_WITHIN_DAYS) } },
      select: { id: true, title: true, company: true, deadline: true },
      orderBy: [{ deadline: "asc" }, { title: "asc" }],
      take: 20,
    }),
  ]);

  // Counted as the Jobs tab and Total Applications count them: complete, and not cancelled or withdrawn.
  const closingCounts = await standingApplicationCounts(closing.map((j) => j.id));
  const count = (status: string) => byStatus.find((s) => s.status === status)?._count._all ?? 0;
  const cancelledApplications = count("cancelled") + count("withdrawn");
  const feesByDay = new Map(perDayFees.map((r) => [toDateOnly(new Date(r.day)), Number(r.total)]));
  const appsByDay = new Map(perDayApps.map((r) => [toDateOnly(new Date(r.day)), Number(r.count)]));
  const daily = Array.from({ length: TREND_DAYS }, (_, i) => {
    const date = toDateOnly(addDays(first, i));
    return { date, applications: appsByDay.get(date) ?? 0, feesPaise: feesByDay.get(date) ?? 0 };
  });

  return {
    totalJobs,
    activeJobs,
    totalApplications: byStatus.reduce((sum, s) => sum + s._count._all, 0) - cancelledApplications,
    pendingApplications: count("pending"),
    approvedApplications: count("approved"),
    rejectedApplications: count("rejected"),
    totalFeesCollected: fees._sum.amountPaise ?? 0,
    refundsPaise: refunds._sum.amountPaise ?? 0,
    netFeesPaise: (fees._sum.amountPaise ?? 0) - (refunds._sum.amountPaise ?? 0),
    unpaidApplications,
    cancelledApplications,
    refundsDue: refundsDue.length,
    daily,
    closingSoon: closing.map((j) => ({
      ...j,
      deadline: toDateOnly(j.deadline),
      applicationCount: closingCounts.get(j.id) ?? 0,
    })),
  };
}
