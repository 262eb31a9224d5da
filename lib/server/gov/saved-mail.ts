import "server-only";

import { company } from "@/content/company";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { siteUrl } from "@/lib/seo";
import type { Tx } from "@/lib/server/db/client";
import { sendMail } from "@/lib/server/platform/mail";

// The "application saved" e-mail: sent when a government application is saved with a fee still to
// pay, so that an applicant who closed Checkout (or whose payment failed) knows the application is
// kept under its number and how to pay until the last date. One per application and fee.

export function payLaterUrl(applicationNumber: string): string {
  const url = new URL("/gov-career/status", siteUrl());
  url.searchParams.set("number", applicationNumber);
  return url.toString();
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export async function sendApplicationSavedMail(
  tx: Tx,
  app: {
    id: string;
    applicationNumber: string;
    name: string;
    email: string;
    feePaise: number;
    feeReason: string | null;
  },
  job: { title: string; deadline: Date },
): Promise<void> {
  const fee = formatRupees(app.feePaise);
  const lastDate = `${formatIstDate(job.deadline)}, 11:59 PM IST`;
  const link = payLaterUrl(app.applicationNumber);
  const text = [
    `Dear ${app.name},`,
    "",
    `Your application for ${job.title} is saved under application number ${app.applicationNumber}.`,
    `It is complete once the application fee of ${fee}${app.feeReason ? ` (${app.feeReason})` : ""} is paid.`,
    "",
    `If you have not paid yet, you can pay until ${lastDate}:`,
    link,
    "Enter your date of birth there and choose \u201cPay now\u201d. It is the same application and number; you will not need to fill in the form again.",
    "",
    "An application still unpaid after the last date is closed without payment. If you have already paid, you will receive a separate confirmation and can ignore this message.",
    "",
    company.name,
  ].join("\n");
  const html = [
    `<p>Dear ${escape(app.name)},</p>`,
    `<p>Your application for <strong>${escape(job.title)}</strong> is saved under application number <strong>${escape(app.applicationNumber)}</strong>. It is complete once the application fee of <strong>${escape(fee)}</strong>${app.feeReason ? ` (${escape(app.feeReason)})` : ""} is paid.</p>`,
    `<p>If you have not paid yet, you can pay until <strong>${escape(lastDate)}</strong>: <a href="${escape(link)}">pay the fee for application ${escape(app.applicationNumber)}</a>. Enter your date of birth there and choose \u201cPay now\u201d. It is the same application and number; you will not need to fill in the form again.</p>`,
    "<p>An application still unpaid after the last date is closed without payment. If you have already paid, you will receive a separate confirmation and can ignore this message.</p>",
    `<p>${escape(company.name)}</p>`,
  ].join("\n");
  await sendMail(
    {
      to: app.email,
      subject: `Application ${app.applicationNumber} saved - fee due by ${formatIstDate(job.deadline)}`,
      text,
      html,
    },
    { tx, dedupeKey: `gov-saved:${app.id}:${app.feePaise}` },
  );
}
