// The e-mail an applicant gets when staff change their application's status, on either board:
// the new status in words, the reason where there is one, and what happens next. Plain text and
// HTML say the same, in the language the application was made in (the "mail" catalogue; a reason
// picked from the console's list is translated, a staff note after it stays as typed); everything
// typed by people (names, titles, reasons) is escaped in the HTML. Server-only: it reads the catalogue.
import { company } from "@/content/company";
import type { Locale } from "@/i18n/routing";
import { reasonParts } from "@/lib/gov-status-words";
import { escapeHtml } from "@/lib/job-posting/description";
import { localePath } from "@/lib/seo";
import { htmlTags, mailTranslator, textTags, type MailTranslator } from "@/lib/server/i18n/mail";
import type { ApplicationStatus } from "@/lib/validation/application-review";
import type { GovApplicationStatusValue } from "@/lib/validation/gov-console";

/** A government application's status as the applicant reads it in English (status page, history). */
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
  /** The language the application was made in; English when not given. */
  locale?: Locale;
};

type Line = string | { text: string; href: string };

// i18n-keys: mail.decision.steps.*, mail.decision.status.*, mail.decision.reasons.*

function nextStep(input: DecisionMailInput, t: MailTranslator, locale: Locale): Line[] {
  const openings = `${input.site}${localePath("/career", locale)}`;
  const statusPage = `${input.site}${localePath("/gov-career/status", locale)}`;
  const follow = { text: statusPage, href: statusPage };
  if (input.status === "rejected") return [t("decision.steps.rejected"), { text: openings, href: openings }];
  if (input.status === "shortlisted") return [t("decision.steps.shortlisted")];
  if (input.board === "company") return [t(`decision.steps.company.${input.status}`)];
  const step = t(`decision.steps.gov.${input.status}`);
  return input.status === "cancelled" || input.status === "withdrawn" ? [step] : [step, follow];
}

/** The reason in the mail's language: a label from the console's list is translated, its note kept. */
function reasonText(reason: string, t: MailTranslator): string {
  const parts = reasonParts(reason);
  if (parts?.kind !== "decision") return reason;
  const label = t(`decision.reasons.${parts.key}`);
  return parts.note === null ? label : `${label}: ${parts.note}`;
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

/** Subject, text and HTML of the status-change mail. */
export function decisionMail(input: DecisionMailInput): { subject: string; text: string; html: string } {
  const locale = input.locale ?? "en";
  const t = mailTranslator(locale);
  const label =
    input.board === "company" ? t(`decision.status.company.${input.status}`) : t(`decision.status.gov.${input.status}`);
  const job = oneLine(input.jobTitle);
  const reason = input.reason ? reasonText(input.reason, t) : null;
  const steps = nextStep(input, t, locale);

  const text = [
    t("greeting", { name: input.name }),
    "",
    t.markup("decision.intro", { reference: input.reference, job, status: label, ...textTags }),
    ...(reason ? ["", t("decision.reason", { reason })] : []),
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
    p(t("greeting", { name: escapeHtml(input.name) })),
    p(
      t.markup("decision.intro", {
        reference: escapeHtml(input.reference),
        job: escapeHtml(job),
        status: escapeHtml(label),
        ...htmlTags,
      }),
    ),
    ...(reason ? [p(t("decision.reason", { reason: escapeHtml(reason) }))] : []),
    p(stepsHtml),
    p(escapeHtml(company.name)),
  ].join("\n");

  return { subject: t("decision.subject", { job, status: label }), text, html };
}
