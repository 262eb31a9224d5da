import type { DecisionPrompt } from "@/components/decisions/decision-dialog";
import type { ApplicationStatus } from "@/lib/validation/application-review";

import { plural } from "./format";

// Which status changes ask first (the applicant is e-mailed about each): a rejection asks for the
// reason, a hire asks to confirm. Null: the change is sent at once.

export function decisionPrompt(
  status: ApplicationStatus,
  /** One applicant's name, or how many applications are selected. */
  target: { name: string } | { count: number },
  send: DecisionPrompt["send"],
): DecisionPrompt | null {
  const who = "name" in target ? target.name : plural(target.count, "application");
  const many = "count" in target;
  if (status === "rejected") {
    return {
      kind: "reason",
      title: many ? `Reject ${who}` : `Reject ${who}'s application`,
      message: many
        ? "Each applicant is e-mailed that their application was rejected, with this reason."
        : "The applicant is e-mailed that the application was rejected, with this reason.",
      confirmLabel: "Reject",
      busyLabel: "Rejecting...",
      send,
    };
  }
  if (status === "hired") {
    return {
      kind: "confirm",
      title: `Mark ${who} as hired?`,
      message: many
        ? "Each applicant is e-mailed that they are hired."
        : "The applicant is e-mailed that they are hired.",
      confirmLabel: "Mark hired",
      busyLabel: "Saving...",
      send,
    };
  }
  return null;
}
