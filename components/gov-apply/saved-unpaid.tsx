"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import { PayNowButton } from "@/components/gov-apply/pay-now";
import type { PaidApplication, Prefill, SavedApplication } from "@/components/gov-apply/types";
import { Link } from "@/i18n/navigation";
import { formatIstDate, parseDateOnly } from "@/lib/dates";
import { formatRupees } from "@/lib/money";

/** Where "pay later" leads: the status page with the number filled in (the date of birth is asked there). */
export function payLaterPath(applicationNumber: string): string {
  return `/gov-career/status?number=${encodeURIComponent(applicationNumber)}`;
}

// Shown when the applicant closes Checkout without paying: the application is saved under its
// number and can be paid now, or later until the last date, without filling in the form again.
export function SavedUnpaid({
  saved,
  jobTitle,
  deadline,
  prefill,
  onPaid,
  onBack,
}: {
  saved: SavedApplication;
  jobTitle: string;
  deadline: string;
  prefill: Prefill;
  onPaid(result: PaidApplication): void;
  onBack(): void;
}) {
  const t = useTranslations("govStatus");
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const fee = formatRupees(saved.feePaise);
  const strong = (chunks: React.ReactNode) => <span className="font-semibold">{chunks}</span>;
  return (
    <section
      aria-labelledby="saved-title"
      className="mx-auto max-w-xl rounded-2xl border border-amber-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="saved-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {t("saved.title")}
      </h2>
      <p className="mt-3 text-slate-700">{t.rich("saved.intro", { job: jobTitle, fee, b: strong })}</p>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t("labels.applicationNumber")}</dt>
        <dd className="font-mono font-semibold text-slate-900" data-testid="saved-number">
          {saved.applicationNumber}
        </dd>
        <dt className="text-slate-500">{t("saved.feeDue")}</dt>
        <dd>{fee}</dd>
        <dt className="text-slate-500">{t("saved.lastDate")}</dt>
        <dd>{t("labels.endOfDay", { date: formatIstDate(parseDateOnly(deadline), locale) })}</dd>
      </dl>
      <div className="mt-6">
        <PayNowButton application={saved} prefill={prefill} onPaid={onPaid} />
      </div>
      <div className="mt-6 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <h3 className="font-semibold text-slate-900">{t("saved.payLater")}</h3>
        <p className="mt-1">
          {t.rich(saved.mailed === false ? "saved.payLaterTextNoMail" : "saved.payLaterText", {
            fee,
            link: (chunks) => (
              <Link href={payLaterPath(saved.applicationNumber)} className="font-medium text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <button
        type="button"
        onClick={onBack}
        className="mt-6 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        {t("labels.backToJobs")}
      </button>
    </section>
  );
}
