import type { PolicyDocument } from "./types";

export const cancellationPolicy: PolicyDocument = {
  key: "cancellation",
  path: "/cancellation-policy",
  dateLabel: "Effective date",
  date: "2025-07-14",
  sections: [
    "notice-periods",
    "immediate-cancellation",
    "fees",
    "non-cancellable",
    "handover",
    "subscriptions",
    "termination",
    "how-to-cancel",
  ],
};
