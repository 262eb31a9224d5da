// The e-mail an applicant gets when staff change their application's status, on either board:
// the new status in words, the reason where there is one, and what happens next. Plain text and
// HTML say the same; everything typed by people (names, titles, reasons) is escaped in the HTML.
import { company } from "@/content/company";
import { escapeHtml } from "@/lib/job-posting/description";
import { statusLabels, type ApplicationStatus } from "@/lib/validation/application-review";
import type { GovApplicationStatusValue } from "@/lib/validation/gov-console";

/** A government application's status as the applicant reads it (status page, e-mail, history). */
export const GOV_STATUS_WORDS: Record<GovApplicationStatusValue, string> = {
  pending: "Under Review",
  under_review: "Under Review",
  shortlisted: "Shortlisted",
  approved: "Approved",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
  cancelled: "Cancelled",
};

/** Which board's application, and its new status. */
export type DecisionStatus =
  { board: "company"; status: ApplicationStatus } | { board: "gov"; status: GovApplicationStatusValue };

export type DecisionMailInput = DecisionStatus & {
  /** Site origin, e.g. https://www.techserve-solutions.in */
  site: string;
  name: string;
  jobTitle: string;
  /** The application's reference (company) or application number (government). */
  reference: string;
  reason?: string | null;
};

type Line = string | { text: string; href: string };

function nextStep(input: DecisionMailInput): Line[] {
  const openings = `${input.site}/career`;
  const statusPage = `${input.site}/gov-career/status`;
  const follow = { text: statusPage, href: statusPage };
  if (input.status === "rejected") return ["You may apply for other openings at:", { text: openings, href: openings }];
  if (input.status === "shortlisted") return ["We will contact you about the next round."];
  if (input.board === "company") {
    const steps: Record<Exclude<ApplicationStatus, "rejected" | "shortlisted">, string> = {
      pending: "Your application is waiting for review. We will write to you when there is news.",
      reviewed: "Our team has reviewed your application. We will write to you when there is a decision.",
      hired: "Congratulations! We will contact you about your offer and joining.",
      withdrawn: "Your application has been withdrawn and will not be considered further.",
    };
    return [steps[input.status]];
  }
  const steps: Record<Exclude<GovApplicationStatusValue, "rejected" | "shortlisted">, string> = {
    pending: "Your application is under review. You can follow it on the status page:",
    under_review: "Your application is under review. You can follow it on the status page:",
    approved: "Your call letter will be issued on the status page:",
    cancelled: "Any fee you paid will be refunded to the account you paid from.",
    withdrawn: "Your application has been withdrawn and will not be considered further.",
  };
  return input.status === "cancelled" || input.status === "withdrawn"
    ? [steps[input.status]]
    : [steps[input.status], follow];
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

/** Subject, text and HTML of the status-change mail. */
export function decisionMail(input: DecisionMailInput): { subject: string; text: string; html: string } {
  const label = input.board === "company" ? statusLabels[input.status] : GOV_STATUS_WORDS[input.status];
  const job = oneLine(input.jobTitle);
  const intro = `The status of your application ${input.reference} for ${job} is now: ${label}.`;
  const reason = input.reason ? `Reason: ${input.reason}` : null;
  const steps = nextStep(input);

  const text = [
    `Dear ${input.name},`,
    "",
    intro,
    ...(reason ? ["", reason] : []),
    "",
    ...steps.map((s) => (typeof s === "string" ? s : s.href)),
    "",
    company.name,
  ].join("\n");

  const p = (inner: string) => `<p>${inner}</p>`;
  const stepsHtml = steps
    .map((s) => (typeof s === "string" ? escapeHtml(s) : `<a href="${escapeHtml(s.href)}">${escapeHtml(s.text)}</a>`))
    .join("<br>");
  const html = [
    p(`Dear ${escapeHtml(input.name)},`),
    p(
      `The status of your application ${escapeHtml(input.reference)} for ${escapeHtml(job)} is now: <strong>${escapeHtml(label)}</strong>.`,
    ),
    ...(reason ? [p(`Reason: ${escapeHtml(input.reason ?? "")}`)] : []),
    p(stepsHtml),
    p(escapeHtml(company.name)),
  ].join("\n");

  return { subject: `Your application for ${job}: ${label}`, text, html };
}
