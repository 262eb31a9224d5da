import "server-only";

import { addDays, addMonths, istToday } from "@/lib/dates";
import { env } from "@/lib/env";
import type { CompanyApplicationStatus, PaymentStatus } from "@/lib/generated/prisma/enums";

// How long each kind of record is kept (DPDP Act 2023: erase once the purpose is served), as
// calendar dates in IST. A record's period runs from an anchor date; it is kept through the last
// day of the period and anonymised from the next day on (00:00 IST). The periods come from env
// (lib/env.ts, README "Data retention").

export type RetentionPeriod = { months: number } | { days: number };

export type RetentionRules = {
  companyApplication: RetentionPeriod;
  companyRejected: RetentionPeriod;
  govUnpaid: RetentionPeriod;
  govPaid: RetentionPeriod;
  contactMessage: RetentionPeriod;
  mail: { days: number };
};

export function retentionRules(): RetentionRules {
  const e = env();
  return {
    companyApplication: { months: e.RETENTION_COMPANY_APPLICATION_MONTHS },
    companyRejected: { months: e.RETENTION_COMPANY_REJECTED_MONTHS },
    govUnpaid: { days: e.RETENTION_GOV_UNPAID_DAYS },
    govPaid: { months: e.RETENTION_GOV_PAID_MONTHS },
    contactMessage: { months: e.RETENTION_CONTACT_MESSAGE_MONTHS },
    mail: { days: e.RETENTION_MAIL_DAYS },
  };
}

/** The last calendar day a record is kept: its anchor date plus the period. */
export function lastKeptDay(anchor: Date, period: RetentionPeriod): Date {
  return "months" in period ? addMonths(anchor, period.months) : addDays(anchor, period.days);
}

/** Whether a record anchored on that calendar date has outlived its period on the IST date of `now`. */
export function isPastRetention(anchor: Date, period: RetentionPeriod, now: Date): boolean {
  return lastKeptDay(anchor, period).getTime() < istToday(now).getTime();
}

/**
 * The earliest anchor date that may still be past retention today, as an instant, for a coarse SQL
 * filter (`anchor < this`); the exact test is isPastRetention. Month arithmetic clamps at month
 * ends, so this errs a day or two on the side of fetching more.
 */
export function anchorBefore(period: RetentionPeriod, now: Date): Date {
  const today = istToday(now);
  const back = "months" in period ? addMonths(today, -period.months) : addDays(today, -period.days);
  return addDays(back, 1);
}

export const UNPAID: PaymentStatus[] = ["pending", "failed", "expired"];
export const REJECTED: CompanyApplicationStatus[] = ["rejected", "withdrawn"];

/** A government application is anchored on its job's last date, for a period set by whether it was paid. */
export function govPeriod(paymentStatus: PaymentStatus, rules: RetentionRules): RetentionPeriod {
  return UNPAID.includes(paymentStatus) ? rules.govUnpaid : rules.govPaid;
}

export type CompanyRetentionFacts = {
  status: CompanyApplicationStatus;
  createdAt: Date;
  statusChangedAt: Date | null;
  job: { isActive: boolean; archivedAt: Date | null; updatedAt: Date };
};

/**
 * Whether a company application is past retention. Its job closed on the IST date it was archived.
 * A job made inactive without archiving has no close date of its own: the later of its last edit
 * (making it inactive was one, so the close is never earlier) and the application's last status
 * change (or its submission) stands in for it. Counting from the application alone, a job open for
 * over a year and paused today erased that night the candidates last moved more than 12 months ago,
 * some with interviews still to come. Applications to an open job are kept, except rejected or
 * withdrawn ones, which go `companyRejected` after that decision when that is sooner.
 */
export function companyApplicationIsDue(app: CompanyRetentionFacts, rules: RetentionRules, now: Date): boolean {
  const lastActivity = istToday(app.statusChangedAt ?? app.createdAt);
  if (REJECTED.includes(app.status) && isPastRetention(lastActivity, rules.companyRejected, now)) return true;
  const paused = () => {
    const edited = istToday(app.job.updatedAt);
    return edited.getTime() > lastActivity.getTime() ? edited : lastActivity;
  };
  const closed = app.job.archivedAt ? istToday(app.job.archivedAt) : app.job.isActive ? null : paused();
  return closed !== null && isPastRetention(closed, rules.companyApplication, now);
}
