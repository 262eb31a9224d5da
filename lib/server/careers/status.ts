import "server-only";

import type { CompanyApplicationStatus } from "@/lib/generated/prisma/enums";
import { type HistoryEntry, historyOf, historySelect, isResubmission } from "@/lib/server/applicant/history";
import { db } from "@/lib/server/db/client";
import { enforceLimit } from "@/lib/server/http/api";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { statusLabels } from "@/lib/validation/application-review";

// What a company applicant may see about their own application: its status in words and its
// history, by reference + e-mail (no sign-in) or in the applicant portal.

export type CompanyApplicationView = {
  board: "company";
  id: string;
  reference: string;
  jobTitle: string;
  company: string;
  status: CompanyApplicationStatus;
  statusLabel: string;
  appliedAt: string;
  history: HistoryEntry[];
  canWithdraw: boolean;
};

/** A decision is final once rejected or hired; a withdrawn application stays withdrawn. */
export const WITHDRAWABLE_COMPANY: readonly CompanyApplicationStatus[] = ["pending", "reviewed", "shortlisted"];

export const companyLabel = (status: string) => statusLabels[status as CompanyApplicationStatus] ?? status;

export const companyViewSelect = {
  id: true,
  reference: true,
  status: true,
  createdAt: true,
  job: { select: { title: true, company: true } },
  statusHistory: historySelect,
} as const;

type Row = {
  id: string;
  reference: string;
  status: CompanyApplicationStatus;
  createdAt: Date;
  job: { title: string; company: string };
  statusHistory: { status: string; reason: string | null; actor: string; createdAt: Date }[];
};

/**
 * The changes since the application was last made: applying again after a withdrawal reopens the
 * same row, dated that day, with a "pending" change by the applicant. What came before belongs to
 * the earlier application (it stays in the recruiter's timeline): listed after a "Submitted" of
 * today it would read out of order, and whoever typed the address into the form again must not
 * learn from the status lookup how the earlier one went.
 */
function currentRound<T extends { status: string; actor: string }>(rows: T[]): T[] {
  const returned = rows.findLastIndex(isResubmission);
  return returned < 0 ? rows : rows.slice(returned + 1);
}

export function companyView(app: Row): CompanyApplicationView {
  return {
    board: "company",
    id: app.id,
    reference: app.reference,
    jobTitle: app.job.title,
    company: app.job.company,
    status: app.status,
    statusLabel: companyLabel(app.status),
    appliedAt: app.createdAt.toISOString(),
    history: historyOf(app.createdAt, currentRound(app.statusHistory), companyLabel),
    canWithdraw: WITHDRAWABLE_COMPANY.includes(app.status),
  };
}

export const COMPANY_LOOKUP_LIMITS = {
  /** Per address: 20 wrong answers (a right one gives its slot back: limitLookupByIp), 300 in all. */
  perIp: { misses: { attempts: 20, windowSeconds: 600 }, all: { attempts: 300, windowSeconds: 600 } },
  /** Per reference from any address; a right answer gives its slot back. */
  perReference: { attempts: 8, windowSeconds: 3600 },
};

/** The application with this reference whose e-mail matches, else null (the same for both misses). */
export async function lookupCompanyApplication(reference: string, email: string) {
  const key = `company-status:reference:${reference}`;
  const { attempts, windowSeconds } = COMPANY_LOOKUP_LIMITS.perReference;
  await enforceLimit(key, attempts, windowSeconds, "Too many attempts for this reference. Please try again later.");
  const app = await db.companyApplication.findUnique({
    where: { reference },
    select: { ...companyViewSelect, email: true },
  });
  if (!app || app.email !== email) return null;
  await rateLimit.release(key);
  const { canWithdraw: _signedInOnly, id: _internal, ...view } = companyView(app);
  return view;
}
