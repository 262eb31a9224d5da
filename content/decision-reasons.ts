// Why an application was rejected or cancelled: the console's reason picker offers these, and the
// reason sent (and mailed to the applicant) is the label, or "<label>: <note>" with the staff note.

export const DECISION_REASONS = [
  "Does not meet the eligibility criteria",
  "Required qualification not met",
  "Insufficient relevant experience",
  "Documents incomplete or invalid",
  "Position filled",
  "Duplicate application",
  "Other",
] as const;

export type DecisionReason = (typeof DECISION_REASONS)[number];

/** The reason as sent to the API: the chosen label, with the optional note after a colon. */
export function decisionReasonText(label: DecisionReason, note = ""): string {
  const trimmed = note.trim();
  return trimmed ? `${label}: ${trimmed}` : label;
}
