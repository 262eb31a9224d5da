import "server-only";

// The status history an applicant sees: "Submitted" when the application was made, then every
// ApplicationStatusChange row (staff decisions, withdrawal, expiry, a reopening), oldest first,
// with its reason.

export type HistoryEntry = {
  status: string;
  label: string;
  /** Why (a rejection's or cancellation's reason), when one was given. */
  reason: string | null;
  by: "applicant" | "staff" | "system";
  at: string;
};

type ChangeRow = { status: string; reason: string | null; actor: string; createdAt: Date };

/** Rows the history reads (oldest first), for a Prisma `select`/`include`. */
export const historySelect = {
  select: { status: true, reason: true, actor: true, createdAt: true },
  orderBy: [{ createdAt: "asc" as const }, { id: "asc" as const }],
};

/**
 * A row the applicant wrote by applying again (after withdrawing, or after staff cancelled it):
 * it reads "Submitted", as the first one does, not the status word of the pending status it
 * reopened ("Under Review", while the fee is still to pay).
 */
export const isResubmission = (row: { status: string; actor: string }) =>
  row.status === "pending" && row.actor === "applicant";

/**
 * A row the system wrote when a later last date reopened an application the expiry had closed
 * unpaid: its fee is due again, so it reads "Payment pending" (its reason says until when), not
 * the pending status's word ("Under Review").
 */
const isReopening = (row: { status: string; actor: string }) => row.status === "pending" && row.actor === "system";

export function historyOf(createdAt: Date, rows: ChangeRow[], label: (status: string) => string): HistoryEntry[] {
  const actor = (a: string): HistoryEntry["by"] => (a === "applicant" || a === "system" ? a : "staff");
  return [
    { status: "submitted", label: "Submitted", reason: null, by: "applicant", at: createdAt.toISOString() },
    ...rows.map((r) => ({
      ...(isResubmission(r)
        ? { status: "submitted", label: "Submitted" }
        : isReopening(r)
          ? { status: "paymentPending", label: "Payment pending" }
          : { status: r.status, label: label(r.status) }),
      reason: r.reason,
      by: actor(r.actor),
      at: r.createdAt.toISOString(),
    })),
  ];
}
