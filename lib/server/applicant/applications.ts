import "server-only";

import type { GovApplicationStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import { type HistoryEntry, historyOf, historySelect } from "@/lib/server/applicant/history";
import { companyView, companyViewSelect, type CompanyApplicationView } from "@/lib/server/careers/status";
import { db } from "@/lib/server/db/client";
import { isJobOpen } from "@/lib/server/gov/jobs";
import {
  applicantColumns,
  type ApplicationStatusView,
  govHistoryLabel,
  hasReceipt,
  moneyOf,
  payNowFor,
  paymentsForMoney,
  statusLabel,
} from "@/lib/server/gov/status";
import { receiptPath } from "@/lib/server/gov/tokens";

// Everything an applicant made with their e-mail address, on both boards. Every query filters by
// that address in its `where`: an application of anybody else simply does not exist here.

export type GovApplicationView = Pick<
  ApplicationStatusView,
  | "applicationNumber"
  | "jobTitle"
  | "company"
  | "status"
  | "paymentStatus"
  | "statusLabel"
  | "feePaise"
  | "feeReason"
  | "appliedAt"
  | "paidAt"
  | "receiptUrl"
  | "payNow"
  | "amountPaidPaise"
  | "refundedPaise"
  | "correctionRefundPaise"
  | "heldForRefundPaise"
  | "feeDuePaise"
> & {
  board: "gov";
  id: string;
  history: HistoryEntry[];
  /** Where to pay while the fee is due and the job still open (the status page's pay-later flow). */
  payUrl: string | null;
  canWithdraw: boolean;
};

export type ApplicantApplications = { company: CompanyApplicationView[]; gov: GovApplicationView[] };

const UNPAID: readonly PaymentStatus[] = ["pending", "failed"];
/** Closed by the applicant or by a decision: a rejection stands, so it is not withdrawn either. */
export const GOV_CLOSED: readonly GovApplicationStatus[] = ["withdrawn", "cancelled", "rejected"];

/** An unpaid application (pending or failed payment) that is still open may be withdrawn. */
export function govWithdrawable(app: { status: GovApplicationStatus; paymentStatus: PaymentStatus }): boolean {
  return UNPAID.includes(app.paymentStatus) && !GOV_CLOSED.includes(app.status);
}

const govViewSelect = {
  id: true,
  ...applicantColumns,
  // What a correction left to pay, until its window closes (payNowFor).
  feeDuePaise: true,
  // What was paid and refunded (moneyOf); a fee refunded in full has no receipt (hasReceipt).
  payments: paymentsForMoney,
  job: { select: { title: true, company: true, status: true, deadline: true, correctionTo: true } },
  statusHistory: historySelect,
} as const;

export async function listApplicantApplications(email: string, now = new Date()): Promise<ApplicantApplications> {
  const [company, gov] = await Promise.all([
    db.companyApplication.findMany({ where: { email }, select: companyViewSelect, orderBy: { createdAt: "desc" } }),
    db.govApplication.findMany({ where: { email }, select: govViewSelect, orderBy: { createdAt: "desc" } }),
  ]);
  return {
    company: company.map(companyView),
    gov: gov.map((app) => {
      const withdrawable = govWithdrawable(app);
      return {
        board: "gov" as const,
        id: app.id,
        applicationNumber: app.applicationNumber,
        jobTitle: app.job.title,
        company: app.job.company,
        status: app.status,
        paymentStatus: app.paymentStatus,
        // A withdrawn, cancelled or rejected application says so, whatever its payment did.
        statusLabel: statusLabel(app.status, app.paymentStatus),
        feePaise: app.feePaise,
        feeReason: app.feeReason,
        appliedAt: app.createdAt.toISOString(),
        paidAt: app.paidAt?.toISOString() ?? null,
        history: historyOf(app.createdAt, app.statusHistory, govHistoryLabel),
        receiptUrl: hasReceipt(app) ? receiptPath(app.applicationNumber) : null,
        payUrl:
          withdrawable && isJobOpen(app.job, now)
            ? `/gov-career/status?number=${encodeURIComponent(app.applicationNumber)}`
            : null,
        payNow: payNowFor(app, app.job, now),
        feeDuePaise: app.feeDuePaise,
        ...moneyOf(app),
        canWithdraw: withdrawable,
      };
    }),
  };
}
