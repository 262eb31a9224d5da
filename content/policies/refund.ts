import type { PolicyDocument } from "./types";

export const refundPolicy: PolicyDocument = {
  key: "refund",
  path: "/refund-policy",
  dateLabel: "Effective date",
  date: "2025-07-14",
  sections: ["refund-windows", "non-refundable", "process", "partial-refunds", "final-decisions", "contact"],
};
