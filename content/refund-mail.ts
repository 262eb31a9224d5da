// The e-mail an applicant gets when a refund to them is processed (the money has left us): how
// much, for which application and why, that it goes back to the original payment method, and how
// long banks take (5–7 working days, as the help desk and the console say). Plain text and HTML
// say the same, in the language the application was made in (the "mail" catalogue); everything
// typed by people (name, job title) is escaped in the HTML. Server-only: it reads the catalogue.
import { company } from "@/content/company";
import type { Locale } from "@/i18n/routing";
import { escapeHtml } from "@/lib/job-posting/description";
import { formatRupees } from "@/lib/money";
import { mailTranslator } from "@/lib/server/i18n/mail";

/**
 * Why the money went back: the fee of a cancelled application, the part of a fee a correction
 * lowered (a partial refund), what a payment paid over a fee lowered after it was started (a
 * partial refund), or a payment that was never counted as the fee (a second payment, a wrong
 * amount, a payment for an application already closed).
 */
export type RefundKind = "cancelled" | "correction" | "lowered" | "payment";

export type RefundMailInput = {
  kind: RefundKind;
  name: string;
  jobTitle: string;
  applicationNumber: string;
  amountPaise: number;
  /** The gateway's refund id (rfnd_…), for the applicant's bank. */
  refundId: string | null;
  /** The gateway payment refunded (kind "payment" names it). */
  paymentId: string | null;
  /** The language the application was made in; English when not given. */
  locale?: Locale;
};

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, " ").trim();

/** Subject, text and HTML of the refund mail. */
export function refundMail(input: RefundMailInput): { subject: string; text: string; html: string } {
  const t = mailTranslator(input.locale ?? "en");
  const values = {
    amount: formatRupees(input.amountPaise),
    job: oneLine(input.jobTitle),
    number: input.applicationNumber,
    paymentId: input.paymentId ?? "-",
  };
  // i18n-keys: mail.refund.intro.*
  const body = [
    t(`refund.intro.${input.kind}`, values),
    t("refund.timing"),
    ...(input.refundId ? [t("refund.refundId", { id: input.refundId })] : []),
  ];
  const contact = `${company.email} · ${company.phone}`;

  const text = [
    t("greeting", { name: input.name }),
    "",
    ...body.flatMap((line) => [line, ""]),
    company.name,
    contact,
  ].join("\n");
  const p = (inner: string) => `<p>${inner}</p>`;
  const html = [
    p(escapeHtml(t("greeting", { name: input.name }))),
    ...body.map((line) => p(escapeHtml(line))),
    p(`${escapeHtml(company.name)}<br>${escapeHtml(contact)}`),
  ].join("\n");

  return { subject: t("refund.subject", values), text, html };
}
