import { describe, expect, it } from "vitest";

import { feeReasonKey, govPortalStatusKey, govStatusKey, reasonParts, reopenedReason } from "@/lib/gov-status-words";
import { govHistoryLabel, govHistoryLabelIn, statusLabel, statusLabelIn } from "@/lib/server/gov/status";

describe("an application's words in the applicant's language", () => {
  it("gives the status and history labels in Hindi, and in English as the consoles have them", () => {
    expect(statusLabelIn("approved", "completed", "hi")).toBe("स्वीकृत");
    expect(statusLabelIn("pending", "pending", "hi")).toBe("भुगतान बाकी");
    expect(govHistoryLabelIn("expired", "hi")).toBe("भुगतान न होने से बंद");
    for (const [status, payment] of [
      ["pending", "completed"],
      ["under_review", "exempt"],
      ["shortlisted", "completed"],
      ["rejected", "completed"],
      ["cancelled", "completed"],
      ["pending", "failed"],
      ["withdrawn", "expired"],
      ["withdrawn", "pending"],
      ["cancelled", "failed"],
      ["rejected", "pending"],
    ] as const) {
      expect(statusLabelIn(status, payment, "en")).toBe(statusLabel(status, payment));
    }
    for (const status of ["approved", "withdrawn", "expired", "something-new"]) {
      expect(govHistoryLabelIn(status, "en")).toBe(govHistoryLabel(status));
    }
  });

  it("says withdrawn, cancelled or rejected before the payment's state: a closed application has nothing to pay", () => {
    for (const payment of ["pending", "failed", "expired", "completed"] as const) {
      expect(statusLabel("withdrawn", payment)).toBe("Withdrawn");
      expect(statusLabel("cancelled", payment)).toBe("Cancelled");
      expect(statusLabel("rejected", payment)).toBe("Rejected");
      expect(govStatusKey("rejected", payment)).toBe("rejected");
      expect(govPortalStatusKey("rejected", payment)).toBe("rejected");
    }
    expect(statusLabelIn("withdrawn", "pending", "hi")).toBe("वापस लिया गया");
    expect(statusLabelIn("cancelled", "failed", "hi")).toBe("रद्द");
    expect(statusLabelIn("rejected", "pending", "hi")).toBe("अस्वीकृत");
    // An open application still says what its payment needs.
    expect(statusLabel("pending", "pending")).toBe("Payment pending");
    expect(statusLabel("approved", "failed")).toBe("Payment failed");
    expect(govStatusKey("under_review", "pending")).toBe("paymentPending");
  });

  it("knows the fee reasons and the decision reasons by their English words", () => {
    expect(feeReasonKey("OBC (Non-Creamy Layer) category fee")).toBe("OBC");
    expect(feeReasonKey("UR / General fee")).toBe("GENERAL");
    expect(feeReasonKey("Something else")).toBeNull();
    expect(reasonParts("Position filled")).toEqual({ kind: "decision", key: "positionFilled", note: null });
    expect(reasonParts("Other: see the notice")).toEqual({ kind: "decision", key: "other", note: "see the notice" });
    expect(reasonParts("Closed without payment: the fee was not paid by the last date, 5 Mar 2026.")).toEqual({
      kind: "expired",
      date: new Date(Date.UTC(2026, 2, 5)),
    });
    expect(reasonParts("Closed without payment: the fee was not paid by the last date, 30 Sept 2026.")).toEqual({
      kind: "expired",
      date: new Date(Date.UTC(2026, 8, 30)),
    });
    // A later deadline reopening it: translated on the Hindi pages too (govStatus.reasons.reopened).
    expect(reasonParts(reopenedReason("12 Dec 2026"))).toEqual({
      kind: "reopened",
      date: new Date(Date.UTC(2026, 11, 12)),
    });
    expect(reasonParts("Typed by hand")).toBeNull();
  });
});
