import { describe, expect, it } from "vitest";

import { govHistoryLabel } from "@/lib/server/gov/status";

import { historyOf } from "./history";

const at = (day: number) => new Date(Date.UTC(2026, 11, day, 6));

describe("historyOf (the applicant's status history)", () => {
  it("reads a reopening by a later last date as 'Payment pending', with its reason", () => {
    const history = historyOf(
      at(1),
      [
        {
          status: "expired",
          reason: "Closed without payment after the last date (5 Dec 2026).",
          actor: "system",
          createdAt: at(6),
        },
        {
          status: "pending",
          reason: "Open for payment again: the last date was extended to 20 Dec 2026.",
          actor: "system",
          createdAt: at(7),
        },
        { status: "approved", reason: null, actor: "staff-1", createdAt: at(9) },
      ],
      govHistoryLabel,
    );
    expect(history.map((h) => [h.status, h.label, h.by])).toEqual([
      ["submitted", "Submitted", "applicant"],
      ["expired", "Closed without payment", "system"],
      ["paymentPending", "Payment pending", "system"],
      ["approved", "Approved", "staff"],
    ]);
    expect(history[2].reason).toBe("Open for payment again: the last date was extended to 20 Dec 2026.");
  });

  it("reads applying again as 'Submitted', and a pending status set by staff in the status's word", () => {
    const history = historyOf(
      at(1),
      [
        { status: "withdrawn", reason: null, actor: "applicant", createdAt: at(2) },
        { status: "pending", reason: null, actor: "applicant", createdAt: at(3) },
        { status: "pending", reason: null, actor: "staff-1", createdAt: at(4) },
      ],
      govHistoryLabel,
    );
    expect(history.map((h) => h.label)).toEqual(["Submitted", "Withdrawn", "Submitted", "Under Review"]);
  });
});
