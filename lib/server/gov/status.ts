import "server-only";

import { istToday, parseDateOnly, toDateOnly } from "@/lib/dates";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { GovApplicationStatus, PaymentStatus } from "@/lib/generated/prisma/enums";
import { GOV_STATUS_WORDS } from "@/content/decision-mail";
import type { Locale } from "@/i18n/routing";
import { govHistoryKey, govStatusKey } from "@/lib/gov-status-words";
import { messagesFor } from "@/lib/server/i18n/locale";
import { maskAadhaar, maskPan } from "@/lib/mask";
import { db } from "@/lib/server/db/client";
import { enforceLimit } from "@/lib/server/http/api";
import * as rateLimit from "@/lib/server/http/rate-limit";
import { correctionFor, correctionFormColumns, type CorrectionOffer } from "@/lib/server/gov/correction-window";
import { isJobOpen } from "@/lib/server/gov/jobs";
import { CLOSED_STATUSES } from "@/lib/server/payments/ledger";
import { refundedPaise } from "@/lib/server/payments/refunds";
import { feeColumnSelect } from "@/lib/gov-fees";
import { callLetterPath, isValidReceiptToken, pdfPath, receiptPath } from "@/lib/server/gov/tokens";
import { historyOf, historySelect } from "@/lib/server/applicant/history";

// What an applicant may see about their own application: the status page (application number +
// date of birth), the printable receipt and the application's PDF (both through signed links).
// Aadhaar and PAN only ever masked.

/**
 * The application's status in words: withdrawn, cancelled or rejected first (closed: nothing is
 * taken for it any more, so "Payment pending" would be false), then the payment's state.
 */
export function statusLabel(status: GovApplicationStatus, paymentStatus: PaymentStatus): string {
  if (CLOSED_STATUSES.has(status)) return GOV_STATUS_WORDS[status];
  if (paymentStatus === "pending") return "Payment pending";
  if (paymentStatus === "failed") return "Payment failed";
  if (paymentStatus === "expired") return "Closed without payment";
  return GOV_STATUS_WORDS[status];
}

/**
 * A history row's words: a GovApplicationStatus, "expired" (the expiry job closed it without
 * payment) or "paid" (a payment made in time and recorded after that closed it).
 */
export function govHistoryLabel(status: string): string {
  if (status === "expired") return "Closed without payment";
  if (status === "paid") return "Fee paid";
  return GOV_STATUS_WORDS[status as GovApplicationStatus] ?? status;
}

/** statusLabel in the applicant's language (the receipt, a Hindi e-mail); the consoles keep the English one. */
export function statusLabelIn(status: GovApplicationStatus, paymentStatus: PaymentStatus, locale: Locale): string {
  const key = govStatusKey(status, paymentStatus);
  return key ? messagesFor(locale).govStatus.status[key] : statusLabel(status, paymentStatus);
}

/** govHistoryLabel in the applicant's language. */
export function govHistoryLabelIn(status: string, locale: Locale): string {
  const key = govHistoryKey(status);
  return key ? messagesFor(locale).govStatus.status[key] : govHistoryLabel(status);
}

/** One step of the application's history on the status page, oldest first. */
export type StatusHistoryEntry = {
  /**
   * "submitted" for the first entry (and for applying again), "paymentPending" for a reopening by
   * a later last date, else the status it moved to.
   */
  status: GovApplicationStatus | "submitted" | "paymentPending" | "expired" | "paid";
  /** In words: "Submitted", "Rejected"... */
  label: string;
  /** Why (rejections and cancellations), as staff gave it; else null. */
  reason: string | null;
  at: string;
};

/** Paid, or submitted without payment because the fee was ₹0 (exempt): nothing more is due. */
export const isComplete = (paymentStatus: string) => paymentStatus === "completed" || paymentStatus === "exempt";

/**
 * Whether the application has a receipt (receiptFor): exempt with nothing a correction added left to
 * pay, or paid with something of its payments still held. A fee refunded in full (a cancelled
 * application) leaves the application "completed" with nothing held (the fee's payment refunded,
 * or a correction's overpayments refunded from it): no receipt, the status page and the PDF say it
 * was refunded. An exempt application a correction made chargeable says what is due, not "exempt".
 * A paid application a correction brought to a fee of ₹0 stands with nothing to pay: it keeps its
 * receipt (paid, and refunded) while it is not withdrawn or cancelled.
 */
export function hasReceipt(app: {
  status: GovApplicationStatus;
  paymentStatus: string;
  feePaise: number;
  feeDuePaise: number;
  payments: PaidPayment[];
}): boolean {
  if (app.paymentStatus === "exempt") return app.feeDuePaise === 0;
  if (app.paymentStatus !== "completed") return false;
  if (amountPaidPaise(app.payments) !== null) return true;
  return app.feePaise === 0 && app.feeDuePaise === 0 && app.status !== "withdrawn" && app.status !== "cancelled";
}

/**
 * An issued call letter is served (and linked) while the application is approved and its fee paid
 * or exempt, with nothing a correction added left to pay: issuing it asks the same.
 */
export function callLetterServable(app: {
  callLetterIssuedAt: Date | null;
  status: GovApplicationStatus;
  paymentStatus: PaymentStatus;
  feeDuePaise: number;
}): boolean {
  return (
    app.callLetterIssuedAt !== null &&
    app.status === "approved" &&
    isComplete(app.paymentStatus) &&
    app.feeDuePaise === 0
  );
}

/** The payment of the fee refunded in full (after a cancellation), if any. */
export function refundedFee<P extends { status: string; refundFromPaymentId: string | null }>(payments: P[]) {
  return payments.find((p) => p.status === "refunded" && !p.refundFromPaymentId);
}

/** The columns every applicant-facing view of an application reads (status page, receipt, e-mail). */
export const applicantColumns = {
  applicationNumber: true,
  name: true,
  status: true,
  paymentStatus: true,
  feePaise: true,
  feeReason: true,
  createdAt: true,
  paidAt: true,
} satisfies Prisma.GovApplicationSelect;

/** The applicant's personal details as stored (Aadhaar and PAN only as their last four digits): the application PDF and the CSV export. */
export const personalColumns = {
  name: true,
  fatherHusbandName: true,
  motherName: true,
  dob: true,
  gender: true,
  maritalStatus: true,
  mobile1: true,
  mobile2: true,
  email: true,
  presentAddress: true,
  aadhaarLast4: true,
  panLast4: true,
} satisfies Prisma.GovApplicationSelect;

/**
 * The payments "Amount paid" adds up: the captured ones (the fee, and a difference a correction
 * asked for) and the overpayments refunded from them after a correction lowered the fee.
 */
export const paidPaymentsWhere = {
  OR: [{ status: "captured" }, { status: "refunded", refundFromPaymentId: { not: null } }],
} satisfies Prisma.PaymentWhereInput;

type PaidPayment = {
  status: string;
  paymentId: string | null;
  amountPaise: number;
  refundFromPaymentId: string | null;
};

/**
 * What the applicant has paid for the application, as the status page, the receipt and the
 * application PDF print it: every captured payment, less the overpayments already refunded from
 * them; null while nothing is held (nothing captured, or all of it given back as overpayments).
 */
export function amountPaidPaise(payments: PaidPayment[]): number | null {
  const captured = payments.filter((p) => p.status === "captured");
  const ids = new Set(captured.map((p) => p.paymentId));
  const refunded = payments.filter(
    (p) => p.status === "refunded" && p.refundFromPaymentId && ids.has(p.refundFromPaymentId),
  );
  const sum = (rows: PaidPayment[]) => rows.reduce((total, p) => total + p.amountPaise, 0);
  const held = sum(captured) - sum(refunded);
  return held > 0 ? held : null;
}

/**
 * The captured payments that still hold something of what they took (a correction's overpayments
 * refunded from one may have given all of it back, leaving it "captured"), oldest first: the fee's
 * payment, then a difference's. An application paid, corrected to ₹0 and refunded, cancelled, made
 * again and paid has two captured payments, and only the last one is its fee's.
 */
export function heldPayments<P extends PaidPayment>(payments: P[]): P[] {
  const back = new Map<string, number>();
  for (const p of payments) {
    if (p.status === "refunded" && p.refundFromPaymentId) {
      back.set(p.refundFromPaymentId, (back.get(p.refundFromPaymentId) ?? 0) + p.amountPaise);
    }
  }
  return payments.filter((p) => p.status === "captured" && p.amountPaise > (back.get(p.paymentId ?? "") ?? 0));
}

/** The payment rows moneyOf reads, for a Prisma `select` of an application's payments. */
export const paymentsForMoney = {
  where: { status: { in: ["captured" as const, "refunded" as const, "refund_pending" as const] } },
  select: {
    paymentId: true,
    amountPaise: true,
    status: true,
    refundFromPaymentId: true,
    refunds: { where: { status: "processed" as const }, select: { amountPaise: true } },
  },
  orderBy: { createdAt: "asc" as const },
};

/** What an applicant has paid, had back, and is owed back, as the status page and the portal show it. */
export function moneyOf(app: {
  paymentStatus: PaymentStatus;
  payments: (PaidPayment & { refunds: { amountPaise: number }[] })[];
}) {
  const amountPaid = amountPaidPaise(app.payments);
  // What went back, as the refunds processed say (a refund of a cancelled application's fee sends
  // what a correction's overpayment rows did not already hold of it): shown once nothing is held.
  const refunded = refundedPaise(app.payments);
  return {
    amountPaidPaise: amountPaid,
    // A fee refunded after a cancellation; not once the application was made again (nothing paid yet).
    refundedPaise: app.paymentStatus === "completed" && amountPaid === null && refunded > 0 ? refunded : null,
    correctionRefundPaise: app.payments
      .filter((p) => p.refundFromPaymentId && p.status === "refund_pending")
      .reduce((sum, p) => sum + p.amountPaise, 0),
    // Whole payments taken but never counted (after a withdrawal, a second payment, a stale fee),
    // due back: the applicant's bank shows the debit, so the page says so.
    heldForRefundPaise: app.payments
      .filter((p) => !p.refundFromPaymentId && p.status === "refund_pending")
      .reduce((sum, p) => sum + p.amountPaise, 0),
  };
}

export type ApplicationStatusView = {
  applicationNumber: string;
  name: string;
  jobTitle: string;
  company: string;
  status: GovApplicationStatus;
  paymentStatus: PaymentStatus;
  statusLabel: string;
  feePaise: number;
  /** Why that fee applies ("SC category fee"); null for applications made before fee tables. */
  feeReason: string | null;
  /** What the captured payments that paid this application add up to (the fee, and any difference a correction asked for), less overpayments refunded from them, in paise (null while unpaid). */
  amountPaidPaise: number | null;
  /** The fee paid was refunded to the applicant (e.g. the application was cancelled), in paise. */
  refundedPaise: number | null;
  appliedAt: string;
  paidAt: string | null;
  receiptUrl: string | null;
  /** The application's PDF, a signed link valid for 15 minutes (PDF_LINK_SECONDS). */
  pdfUrl: string;
  /** The call letter, once the console has issued it (approved applications only), as a signed link. */
  callLetterUrl: string | null;
  /** The difference a correction left unpaid on a complete application, in paise (0 when none). */
  feeDuePaise: number;
  /** An overpayment a correction left, recorded for refund and not yet refunded, in paise. */
  correctionRefundPaise: number;
  /** Payments taken but not counted as this application's fee (a second one, one after a withdrawal), due back, in paise. */
  heldForRefundPaise: number;
  /** While the job's correction window is open: the fields the applicant may correct, and the fee table. */
  correction: CorrectionOffer | null;
  /** While the fee is unpaid and the job still takes applications: what the "Pay now" button pays. */
  payNow: PayNow | null;
  /** Submission, then every status change with its reason, oldest first. */
  history: StatusHistoryEntry[];
};

/** Paying the fee later for a saved application: same application, same number, same verified flow. */
/** `lastDate`: the date to pay by, null for a correction's difference once its window has closed. */
export type PayNow = { applicationId: string; feePaise: number; lastDate: string | null };

/**
 * Unpaid (never paid, or a payment failed) and its job still open: the applicant may pay now. A
 * complete application a correction left with a difference to pay: that difference, at any time;
 * the correction window's last day is named while it lasts (named after it, it read as a deadline
 * missed, beside a Pay button that still worked).
 */
export function payNowFor(
  app: {
    id: string;
    paymentStatus: PaymentStatus;
    status: GovApplicationStatus;
    feePaise: number;
    feeDuePaise?: number;
  },
  job: { status: string; deadline: Date; correctionTo?: Date | null },
  now = new Date(),
): PayNow | null {
  const due = app.feeDuePaise ?? 0;
  // Withdrawn, cancelled or rejected: closed, nothing more is taken for it.
  const live = !CLOSED_STATUSES.has(app.status);
  if (isComplete(app.paymentStatus) && due > 0 && live) {
    const windowOpen = job.correctionTo && istToday(now).getTime() <= job.correctionTo.getTime();
    return { applicationId: app.id, feePaise: due, lastDate: windowOpen ? toDateOnly(job.correctionTo!) : null };
  }
  const unpaid = app.paymentStatus === "pending" || app.paymentStatus === "failed";
  if (!unpaid || !live || app.feePaise <= 0 || !isJobOpen(job, now)) return null;
  return { applicationId: app.id, feePaise: app.feePaise, lastDate: toDateOnly(job.deadline) };
}

export const STATUS_LOOKUP_LIMITS = {
  /**
   * Per address: 20 wrong answers, enough for a family mistyping a few dates; right answers give
   * their slot back, so a cyber café checking many applicants' own is not held back (limitLookupByIp).
   * 300 lookups in all.
   */
  perIp: { misses: { attempts: 20, windowSeconds: 600 }, all: { attempts: 300, windowSeconds: 600 } },
  /**
   * Per application number, from any address: a date of birth has about 15,000 likely values,
   * so guessing it must not be cheap even from many addresses. A right answer gives its slot back.
   */
  perApplication: { attempts: 8, windowSeconds: 3600 },
  /**
   * And per week: 8 an hour that reset every hour would still find a date of birth in about a month
   * (192 guesses a day). 24 a week makes that years; the applicant meanwhile still has the portal
   * (an e-mailed code) and the links in their mails.
   */
  perApplicationWeekly: { attempts: 24, windowSeconds: 7 * 24 * 3600 },
};

/**
 * The application with this number whose date of birth matches, else null (same answer for both
 * misses). Each attempt takes a slot on the number's counter first (one statement counts and
 * decides); once the wrong guesses reach the limit, even the right date waits for the window.
 */
export async function lookupApplicationStatus(applicationNumber: string, dob: string) {
  return limitedLookup(applicationNumber, () => applicationStatusView(applicationNumber, dob));
}

/** Runs a lookup by application number + date of birth under the status page's per-number limit. */
export async function limitedLookup<T>(applicationNumber: string, find: () => Promise<T | null>): Promise<T | null> {
  const guess = await takeGuessSlot(
    applicationNumber,
    "Too many attempts for this application number. Please try again later.",
  );
  const view = await find();
  if (view) await guess.giveBack();
  return view;
}

/**
 * Takes a slot of the application's date-of-birth budget (STATUS_LOOKUP_LIMITS.perApplication and
 * perApplicationWeekly), or throws 429 with `message` once either is spent. Everything that answers
 * differently for a right and a wrong date of birth takes from this one budget: the status page, the
 * correction, and the form sent again for a job the Aadhaar number already applied to. With a budget
 * each, a guesser would get the sum of them. `giveBack` returns the slot once the date proved right.
 */
export async function takeGuessSlot(applicationNumber: string, message: string) {
  const limits = [
    { key: `gov-status:application:${applicationNumber}`, ...STATUS_LOOKUP_LIMITS.perApplication },
    { key: `gov-status:application-week:${applicationNumber}`, ...STATUS_LOOKUP_LIMITS.perApplicationWeekly },
  ];
  for (const { key, attempts, windowSeconds } of limits) await enforceLimit(key, attempts, windowSeconds, message);
  return {
    giveBack: async () => {
      for (const { key } of limits) await rateLimit.release(key);
    },
  };
}

/** The status page's view; only for the caller who gave the application number and date of birth. */
export async function applicationStatusView(applicationNumber: string, dob: string, now = new Date()) {
  const app = await db.govApplication.findUnique({
    where: { applicationNumber, anonymisedAt: null },
    select: {
      ...applicantColumns,
      ...correctionFormColumns,
      id: true,
      dob: true,
      feeDuePaise: true,
      callLetterIssuedAt: true,
      job: {
        select: {
          title: true,
          company: true,
          callLetterAt: true,
          status: true,
          deadline: true,
          correctionFrom: true,
          correctionTo: true,
          ...feeColumnSelect,
        },
      },
      // The payment that paid it, or (once refunded, e.g. after a cancellation) the one that was paid back.
      payments: paymentsForMoney,
      statusHistory: historySelect,
    },
  });
  if (!app || app.dob.getTime() !== parseDateOnly(dob).getTime()) return null;
  const examAt = app.job.callLetterAt;
  // As the download serves it (callLetterServable): not while a correction's difference is unpaid.
  const callLetter = examAt && callLetterServable(app);
  const view: ApplicationStatusView = {
    applicationNumber: app.applicationNumber,
    name: app.name,
    jobTitle: app.job.title,
    company: app.job.company,
    status: app.status,
    paymentStatus: app.paymentStatus,
    statusLabel: statusLabel(app.status, app.paymentStatus),
    feePaise: app.feePaise,
    feeReason: app.feeReason,
    ...moneyOf(app),
    feeDuePaise: app.feeDuePaise,
    correction: correctionFor(app, app.job, now),
    appliedAt: app.createdAt.toISOString(),
    paidAt: app.paidAt?.toISOString() ?? null,
    receiptUrl: hasReceipt(app) ? receiptPath(app.applicationNumber) : null,
    pdfUrl: pdfPath(app.id),
    callLetterUrl: callLetter ? callLetterPath(app.id, examAt) : null,
    payNow: payNowFor(app, app.job, now),
    // The portal's history (historyOf), without who wrote each row: the status page never said.
    history: historyOf(app.createdAt, app.statusHistory, govHistoryLabel).map(
      ({ by: _by, ...entry }) => entry as StatusHistoryEntry,
    ),
  };
  return view;
}

/**
 * The receipt behind a signed link; null for a bad or expired link or an unpaid application. An
 * exempt application's receipt has no payment: it says no fee applied, and why. Its status in the
 * page's language.
 */
export async function receiptFor(applicationNumber: string, token: string, locale: Locale = "en") {
  if (!isValidReceiptToken(applicationNumber, token)) return null;
  const app = await db.govApplication.findUnique({
    where: { applicationNumber, anonymisedAt: null },
    select: {
      ...applicantColumns,
      feeDuePaise: true,
      fatherHusbandName: true,
      dob: true,
      email: true,
      mobile1: true,
      aadhaarLast4: true,
      panLast4: true,
      job: { select: { title: true, company: true, location: true } },
      payments: {
        where: paidPaymentsWhere,
        select: {
          status: true,
          paymentId: true,
          orderId: true,
          amountPaise: true,
          refundFromPaymentId: true,
          currency: true,
          mode: true,
          capturedAt: true,
        },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!app) return null;
  if (!hasReceipt(app)) return null;
  const held = amountPaidPaise(app.payments);
  // The fee and any difference a correction asked for, each its own payment, oldest first; when a
  // correction brought the fee to ₹0 and all of it went back, the payments that were refunded.
  const captured = held === null ? app.payments.filter((p) => p.status === "captured") : heldPayments(app.payments);
  return {
    applicationNumber: app.applicationNumber,
    name: app.name,
    fatherHusbandName: app.fatherHusbandName,
    dob: app.dob,
    email: app.email,
    mobile: app.mobile1,
    aadhaar: maskAadhaar(app.aadhaarLast4),
    pan: maskPan(app.panLast4),
    statusLabel: statusLabelIn(app.status, app.paymentStatus, locale),
    appliedAt: app.createdAt,
    job: app.job,
    feeReason: app.feeReason,
    payment:
      captured.length > 0
        ? {
            amountPaise: held ?? 0,
            // A correction brought the fee to ₹0 after it was paid: all of it went back.
            refundedPaise: held === null ? captured.reduce((sum, p) => sum + p.amountPaise, 0) : 0,
            currency: captured[0].currency,
            mode: captured[0].mode,
            payments: captured.map((p) => ({
              paymentId: p.paymentId,
              orderId: p.orderId,
              amountPaise: p.amountPaise,
              paidAt: p.capturedAt ?? app.paidAt ?? app.createdAt,
            })),
          }
        : null,
  };
}

export type Receipt = NonNullable<Awaited<ReturnType<typeof receiptFor>>>;
