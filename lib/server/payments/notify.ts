import "server-only";

import { company } from "@/content/company";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import type { Tx } from "@/lib/server/db/client";
import { feeReasonText, mailLocale, mailTranslator } from "@/lib/server/i18n/mail";
import type { Prisma } from "@/lib/generated/prisma/client";
import { type Mail, sendMail, sendMails } from "@/lib/server/platform/mail";

// The applicant's confirmation, in the language the application was made in (stored on it). It is
// recorded in the transaction that makes the application paid or submitted, so it exists exactly
// when that change was committed: written after the commit, a restart or a database error in
// between left an applicant who had paid without a word. The caller awaits `sender()` (the job
// queue) before opening the transaction.

/**
 * The applicant's confirmation e-mail when the fee is first counted, in the transaction that counts
 * it. `overpaidPaise`: what the payment paid over a fee lowered after it was started, due back.
 */
export function recordPaymentConfirmation(
  tx: Tx,
  applicationId: string,
  paymentId: string,
  overpaidPaise = 0,
): Promise<void> {
  return recordConfirmation(tx, applicationId, { kind: "paid", paymentId, overpaidPaise });
}

/** The confirmation of an application whose fee was ₹0 (submitted without payment), in the transaction that saves it. */
export function recordExemptConfirmation(tx: Tx, applicationId: string): Promise<void> {
  return recordConfirmation(tx, applicationId, { kind: "exempt" });
}

/** Paid: the payment just counted (an earlier one of the application may have been refunded). */
type Confirmed = { kind: "paid"; paymentId: string; overpaidPaise: number } | { kind: "exempt" };

/**
 * The confirmations of many applications made complete at ₹0 at once (a job edit lowering their fee
 * to nothing), in the transaction that does it: one read and a few writes for all of them.
 */
export async function recordExemptConfirmations(tx: Tx, applicationIds: string[]): Promise<void> {
  const apps = await tx.govApplication.findMany({ where: { id: { in: applicationIds } }, select: confirmationColumns });
  await sendMails(
    apps.map((app) => ({ mail: confirmationMail(app, { kind: "exempt" }) })),
    { tx },
  );
}

// Spelled out, not spread from gov/status's applicantColumns: the two modules are in one import
// cycle, and when this one is evaluated first that object is not defined yet (spread here, at the
// top level, the confirmation then selected no application number).
const confirmationColumns = {
  id: true,
  applicationNumber: true,
  name: true,
  email: true,
  feePaise: true,
  feeReason: true,
  paidAt: true,
  exemptAt: true,
  createdAt: true,
  locale: true,
  job: { select: { title: true, company: true } },
} satisfies Prisma.GovApplicationSelect;

async function recordConfirmation(tx: Tx, applicationId: string, confirmed: Confirmed): Promise<void> {
  const app = await tx.govApplication.findUnique({ where: { id: applicationId }, select: confirmationColumns });
  if (!app) return;
  await sendMail(confirmationMail(app, confirmed), { tx });
}

function confirmationMail(
  app: Prisma.GovApplicationGetPayload<{ select: typeof confirmationColumns }>,
  confirmed: Confirmed,
): Mail {
  const applicationId = app.id;
  const locale = mailLocale(app.locale);
  const t = mailTranslator(locale);
  const job = { job: app.job.title, company: app.job.company };
  const lines = [
    t("greeting", { name: app.name }),
    "",
    confirmed.kind === "paid" ? t("payment.receivedPaid", job) : t("payment.receivedExempt", job),
    "",
    t("payment.number", { number: app.applicationNumber }),
    ...(confirmed.kind === "paid"
      ? [
          t("payment.feePaid", { fee: formatRupees(app.feePaise) }),
          ...(confirmed.overpaidPaise > 0
            ? [t("payment.overpaid", { amount: formatRupees(confirmed.overpaidPaise) })]
            : []),
          t("payment.paymentId", { id: confirmed.paymentId }),
          t("payment.date", { date: app.paidAt ? formatIstDate(app.paidAt, locale) : "-" }),
        ]
      : [
          t("payment.exempt", {
            fee: formatRupees(0),
            reason: app.feeReason === null ? t("payment.noFee") : feeReasonText(t, app.feeReason),
          }),
          t("payment.date", { date: formatIstDate(app.exemptAt ?? app.createdAt, locale) }),
        ]),
    t("payment.status"),
    "",
    t("payment.next"),
    "",
    company.name,
  ];
  return {
    to: app.email,
    about: { board: "gov", applicationId },
    subject: t("payment.subject", { number: app.applicationNumber, job: app.job.title }),
    text: lines.join("\n"),
  };
}

/**
 * The applicant's receipt for the difference a correction left to pay, in the transaction that
 * counts it: the money was taken, so they hear of it, as of the fee itself.
 */
export async function recordDifferenceConfirmation(
  tx: Tx,
  applicationId: string,
  payment: { paymentId: string; amountPaise: number; paidAt: Date },
): Promise<void> {
  const app = await tx.govApplication.findUnique({
    where: { id: applicationId },
    select: {
      applicationNumber: true,
      name: true,
      email: true,
      feePaise: true,
      locale: true,
      job: { select: { title: true, company: true } },
    },
  });
  if (!app) return;
  const locale = mailLocale(app.locale);
  const t = mailTranslator(locale);
  const amount = formatRupees(payment.amountPaise);
  const lines = [
    t("greeting", { name: app.name }),
    "",
    t("payment.differenceReceived", {
      amount,
      job: app.job.title,
      company: app.job.company,
      fee: formatRupees(app.feePaise),
    }),
    "",
    t("payment.number", { number: app.applicationNumber }),
    t("payment.paymentId", { id: payment.paymentId }),
    t("payment.date", { date: formatIstDate(payment.paidAt, locale) }),
    "",
    company.name,
  ];
  await sendMail(
    {
      to: app.email,
      about: { board: "gov", applicationId },
      subject: t("payment.differenceSubject", { amount, number: app.applicationNumber }),
      text: lines.join("\n"),
    },
    { tx, dedupeKey: `gov-difference:${payment.paymentId}` },
  );
}
