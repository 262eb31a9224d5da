import "server-only";

import { company } from "@/content/company";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { db } from "@/lib/server/db/client";
import { applicantColumns, capturedPayment } from "@/lib/server/gov/status";
import { feeReasonText, mailLocale, mailTranslator } from "@/lib/server/i18n/mail";
import { runInBackground } from "@/lib/server/platform/background";
import { sendMailInBackground } from "@/lib/server/platform/mail";

// The applicant's confirmation, in the language the application was made in (stored on it).

/** The applicant's confirmation e-mail, once, when the fee is first counted. Never throws. */
export function sendPaymentConfirmation(applicationId: string): void {
  sendConfirmation(applicationId, "paid");
}

/** The confirmation of an application whose fee was ₹0: submitted without payment. Never throws. */
export function sendExemptConfirmation(applicationId: string): void {
  sendConfirmation(applicationId, "exempt");
}

function sendConfirmation(applicationId: string, kind: "paid" | "exempt"): void {
  runInBackground(`payments.${kind === "paid" ? "confirmation" : "exempt"}_mail`, async () => {
    const app = await db.govApplication.findUnique({
      where: { id: applicationId },
      select: {
        ...applicantColumns,
        email: true,
        feeReason: true,
        createdAt: true,
        locale: true,
        job: { select: { title: true, company: true } },
        payments: capturedPayment({ paymentId: true }),
      },
    });
    if (!app) return;
    const locale = mailLocale(app.locale);
    const t = mailTranslator(locale);
    const job = { job: app.job.title, company: app.job.company };
    const lines = [
      t("greeting", { name: app.name }),
      "",
      kind === "paid" ? t("payment.receivedPaid", job) : t("payment.receivedExempt", job),
      "",
      t("payment.number", { number: app.applicationNumber }),
      ...(kind === "paid"
        ? [
            t("payment.feePaid", { fee: formatRupees(app.feePaise) }),
            t("payment.paymentId", { id: app.payments[0]?.paymentId ?? "-" }),
            t("payment.date", { date: app.paidAt ? formatIstDate(app.paidAt, locale) : "-" }),
          ]
        : [
            t("payment.exempt", {
              fee: formatRupees(0),
              reason: app.feeReason === null ? t("payment.noFee") : feeReasonText(t, app.feeReason),
            }),
            t("payment.date", { date: formatIstDate(app.createdAt, locale) }),
          ]),
      t("payment.status"),
      "",
      t("payment.next"),
      "",
      company.name,
    ];
    sendMailInBackground({
      to: app.email,
      about: { board: "gov", applicationId },
      subject: t("payment.subject", { number: app.applicationNumber, job: app.job.title }),
      text: lines.join("\n"),
    });
  });
}
