import "server-only";

import { company } from "@/content/company";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { db } from "@/lib/server/db/client";
import { applicantColumns, capturedPayment } from "@/lib/server/gov/status";
import { runInBackground } from "@/lib/server/platform/background";
import { sendMailInBackground } from "@/lib/server/platform/mail";

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
        job: { select: { title: true, company: true } },
        payments: capturedPayment({ paymentId: true }),
      },
    });
    if (!app) return;
    const lines = [
      `Dear ${app.name},`,
      "",
      kind === "paid"
        ? `We have received your application and fee for ${app.job.title} (${app.job.company}).`
        : `We have received your application for ${app.job.title} (${app.job.company}).`,
      "",
      `Application number: ${app.applicationNumber}`,
      ...(kind === "paid"
        ? [
            `Fee paid: ${formatRupees(app.feePaise)}`,
            `Payment ID: ${app.payments[0]?.paymentId ?? "-"}`,
            `Date: ${app.paidAt ? formatIstDate(app.paidAt) : "-"}`,
          ]
        : [
            `Application fee: ${formatRupees(0)} (exempt: ${app.feeReason ?? "no fee applies"}); no payment was taken.`,
            `Date: ${formatIstDate(app.createdAt)}`,
          ]),
      "Status: Under Review",
      "",
      "Our team will contact you within 24 hours. You can check the status at any time on the",
      "Application Status page with your application number and date of birth.",
      "",
      company.name,
    ];
    sendMailInBackground({
      to: app.email,
      subject: `Application ${app.applicationNumber} received - ${app.job.title}`,
      text: lines.join("\n"),
    });
  });
}
