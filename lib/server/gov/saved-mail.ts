import "server-only";

import { company } from "@/content/company";
import type { Locale } from "@/i18n/routing";
import { formatIstDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { localePath, siteUrl } from "@/lib/seo";
import type { Tx } from "@/lib/server/db/client";
import { feeReasonText, htmlTags, mailLocale, mailTranslator, textTags } from "@/lib/server/i18n/mail";
import { type Mail, sendMail } from "@/lib/server/platform/mail";

// The "application saved" e-mail: sent when a government application is saved with a fee still to
// pay, so that an applicant who closed Checkout (or whose payment failed) knows the application is
// kept under its number and how to pay until the last date. One per application and fee, in the
// language the application was made in (its link opens the status page in that language too).
// `lowered`: the GovAdmin lowered the job's fee after the form was saved; the mail says so first.

export function payLaterUrl(applicationNumber: string, locale: Locale = "en"): string {
  const url = new URL(localePath("/gov-career/status", locale), siteUrl());
  url.searchParams.set("number", applicationNumber);
  return url.toString();
}

/** One "saved" mail per application and fee: its outbox row's dedupe key. */
export const savedMailKey = (app: { id: string; feePaise: number }) => `gov-saved:${app.id}:${app.feePaise}`;

/**
 * A lowered fee's mail: one per edit that lowered it. Under the "saved" key, a fee cut to an amount
 * the applicant had been mailed before (saved at ₹500, sent again at ₹700, cut back to ₹500) was
 * taken for that mail and never sent.
 */
const loweredMailKey = (app: { id: string; feePaise: number }) => `${savedMailKey(app)}:lowered:${Date.now()}`;

/** Whether the applicant was mailed this application's fee, saved or lowered to it. */
export const savedMailWhere = (app: { id: string; feePaise: number }) => ({
  OR: [{ dedupeKey: savedMailKey(app) }, { dedupeKey: { startsWith: `${savedMailKey(app)}:lowered:` } }],
});

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

type SavedApplication = {
  id: string;
  applicationNumber: string;
  name: string;
  email: string;
  feePaise: number;
  feeReason: string | null;
  locale: string;
};

export async function sendApplicationSavedMail(
  tx: Tx,
  app: SavedApplication,
  job: { title: string; deadline: Date },
  options: { lowered?: boolean } = {},
): Promise<void> {
  const { mail, dedupeKey } = applicationSavedMail(app, job, options);
  await sendMail(mail, { tx, dedupeKey });
}

/** The "application saved" mail of `app` and its dedupe key, for sendMail or, many at once, sendMails. */
export function applicationSavedMail(
  app: SavedApplication,
  job: { title: string; deadline: Date },
  { lowered = false }: { lowered?: boolean } = {},
): { mail: Mail; dedupeKey: string } {
  const locale = mailLocale(app.locale);
  const t = mailTranslator(locale);
  const fee = formatRupees(app.feePaise);
  const reason = app.feeReason ? feeReasonText(t, app.feeReason) : null;
  const deadline = formatIstDate(job.deadline, locale);
  const lastDate = t("govSaved.lastDate", { date: deadline });
  const link = payLaterUrl(app.applicationNumber, locale);
  const number = app.applicationNumber;

  // Each sentence once, as text (tags dropped) and as HTML (tags kept, values escaped).
  const saved = (tags: typeof textTags | typeof htmlTags, v: (s: string) => string) =>
    t.markup("govSaved.saved", { job: v(job.title), number: v(number), ...tags });
  const complete = (tags: typeof textTags | typeof htmlTags, v: (s: string) => string) =>
    reason
      ? t.markup("govSaved.completeWithReason", { fee: v(fee), reason: v(reason), ...tags })
      : t.markup("govSaved.complete", { fee: v(fee), ...tags });
  const payUntil = (tags: typeof textTags | typeof htmlTags, v: (s: string) => string) =>
    t.markup("govSaved.payUntil", { date: v(lastDate), ...tags });
  const same = (s: string) => s;

  const text = [
    t("greeting", { name: app.name }),
    "",
    ...(lowered ? [t("govSaved.lowered"), ""] : []),
    saved(textTags, same),
    complete(textTags, same),
    "",
    payUntil(textTags, same),
    link,
    t("govSaved.howTo"),
    "",
    t("govSaved.unpaid"),
    "",
    company.name,
  ].join("\n");
  const payLink = t.markup("govSaved.payLink", {
    number: escape(number),
    link: (chunks) => `<a href="${escape(link)}">${chunks}</a>`,
  });
  const html = [
    `<p>${t("greeting", { name: escape(app.name) })}</p>`,
    ...(lowered ? [`<p>${escape(t("govSaved.lowered"))}</p>`] : []),
    `<p>${saved(htmlTags, escape)} ${complete(htmlTags, escape)}</p>`,
    `<p>${payUntil(htmlTags, escape)} ${payLink} ${escape(t("govSaved.howTo"))}</p>`,
    `<p>${escape(t("govSaved.unpaid"))}</p>`,
    `<p>${escape(company.name)}</p>`,
  ].join("\n");
  return {
    mail: {
      to: app.email,
      about: { board: "gov", applicationId: app.id },
      subject: t(lowered ? "govSaved.subjectLowered" : "govSaved.subject", { number, date: deadline }),
      text,
      html,
    },
    dedupeKey: lowered ? loweredMailKey(app) : savedMailKey(app),
  };
}
