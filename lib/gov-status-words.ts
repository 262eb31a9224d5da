// The words an applicant reads about their own application, as keys of the "govStatus" and
// "portal" catalogues: the server keeps writing them in English (statusLabel, the history rows,
// the fee's reason, the staff's decision reason), and the applicant's pages put them into the
// page's language from these keys. Client-safe: the status page, the receipt and the portal use it.
import { DECISION_REASONS, type DecisionReason } from "@/content/decision-reasons";
import { parseIstDateText } from "@/lib/dates";
import { CATEGORIES, CATEGORY_LABELS, type Category } from "@/lib/gov-fees";

// i18n-keys: govStatus.status.*, govStatus.feeReasons.*, govStatus.reasons.*, portal.companyStatus.*

/** A government application's status in words, by key (govStatus.status.*). */
export const GOV_STATUS_KEYS = [
  "submitted",
  "pending",
  "under_review",
  "shortlisted",
  "approved",
  "rejected",
  "withdrawn",
  "cancelled",
  "expired",
  "paid",
  "paymentPending",
  "paymentFailed",
] as const;
export type GovStatusKey = (typeof GOV_STATUS_KEYS)[number];

const isGovStatusKey = (value: string): value is GovStatusKey => (GOV_STATUS_KEYS as readonly string[]).includes(value);

/** Closed by the applicant or a decision (CLOSED_STATUSES, lib/server/payments/ledger.ts): said before the payment's state. */
const CLOSED_KEYS: readonly GovStatusKey[] = ["withdrawn", "cancelled", "rejected"];

/**
 * statusLabel's words (lib/server/gov/status.ts) as a key: withdrawn, cancelled or rejected first
 * (nothing is taken for a closed application), then the payment's state, then the status.
 */
export function govStatusKey(status: string, paymentStatus: string): GovStatusKey | null {
  if ((CLOSED_KEYS as readonly string[]).includes(status)) return status as GovStatusKey;
  if (paymentStatus === "pending") return "paymentPending";
  if (paymentStatus === "failed") return "paymentFailed";
  if (paymentStatus === "expired") return "expired";
  return isGovStatusKey(status) ? status : null;
}

/** A history row's words (govHistoryLabel) as a key: "submitted", a status, "expired" or "paid". */
export function govHistoryKey(status: string): GovStatusKey | null {
  return isGovStatusKey(status) ? status : null;
}

/** The portal's words for a government application: the status page's (a closed one says so, whatever its payment did). */
export function govPortalStatusKey(status: string, paymentStatus: string): GovStatusKey | null {
  return govStatusKey(status, paymentStatus);
}

/** A company application's status in words, by key (portal.companyStatus.*). */
export const COMPANY_STATUS_KEYS = [
  "submitted",
  "pending",
  "reviewed",
  "shortlisted",
  "rejected",
  "hired",
  "withdrawn",
] as const;
export type CompanyStatusKey = (typeof COMPANY_STATUS_KEYS)[number];

export function companyStatusKey(status: string): CompanyStatusKey | null {
  return (COMPANY_STATUS_KEYS as readonly string[]).includes(status) ? (status as CompanyStatusKey) : null;
}

/** Why a fee applies (feeFor's reason, lib/gov-fees.ts), by key (govStatus.feeReasons.*). */
export type FeeReasonKey = Category | "pwd" | "exServiceman" | "women";

const FEE_REASONS = new Map<string, FeeReasonKey>([
  [`${CATEGORY_LABELS.GENERAL} fee`, "GENERAL"],
  ...CATEGORIES.filter((c) => c !== "GENERAL").map((c) => [`${CATEGORY_LABELS[c]} category fee`, c] as const),
  ["PwD (Divyang) concession", "pwd"],
  ["Ex-serviceman concession", "exServiceman"],
  ["Concession for women", "women"],
]);

export function feeReasonKey(reason: string): FeeReasonKey | null {
  return FEE_REASONS.get(reason) ?? null;
}

/** The console's reason picker's labels (content/decision-reasons.ts), by key (govStatus.reasons.*). */
export type DecisionReasonKey =
  "eligibility" | "qualification" | "experience" | "documents" | "positionFilled" | "duplicate" | "other";

const REASON_KEYS: Record<DecisionReason, DecisionReasonKey> = {
  "Does not meet the eligibility criteria": "eligibility",
  "Required qualification not met": "qualification",
  "Insufficient relevant experience": "experience",
  "Documents incomplete or invalid": "documents",
  "Position filled": "positionFilled",
  "Duplicate application": "duplicate",
  Other: "other",
};

/** The expiry job's reason (lib/server/gov/expiry.ts), with its date as formatIstDate wrote it in English. */
const EXPIRED = /^Closed without payment: the fee was not paid by the last date, (\d{1,2} [A-Z][a-z]{2,3} \d{4})\.$/;

/** A job edit's reason for reopening it (lib/server/gov/console/jobs.ts), with the new last date. */
const REOPENED = /^Open for payment again: the last date was extended to (\d{1,2} [A-Z][a-z]{2,3} \d{4})\.$/;

/** The reason lib/server/gov/console/jobs.ts writes when a later deadline reopens an application. */
export const reopenedReason = (deadline: string) =>
  `Open for payment again: the last date was extended to ${deadline}.`;

/**
 * A decision reason in parts: the picker's label (by key) and the staff's note after it, or the
 * expiry's date, or the extended deadline's; null for a reason typed by hand, shown as written.
 */
export type ReasonParts =
  | { kind: "decision"; key: DecisionReasonKey; note: string | null }
  | { kind: "expired"; date: Date }
  | { kind: "reopened"; date: Date };

export function reasonParts(reason: string): ReasonParts | null {
  const expired = EXPIRED.exec(reason);
  const date = expired && parseIstDateText(expired[1]);
  if (date) return { kind: "expired", date };
  const reopened = REOPENED.exec(reason);
  const until = reopened && parseIstDateText(reopened[1]);
  if (until) return { kind: "reopened", date: until };
  for (const label of DECISION_REASONS) {
    if (reason === label) return { kind: "decision", key: REASON_KEYS[label], note: null };
    if (reason.startsWith(`${label}: `)) {
      return { kind: "decision", key: REASON_KEYS[label], note: reason.slice(label.length + 2) };
    }
  }
  return null;
}
