import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { PrintButton } from "@/components/gov-apply/print-button";
import { ReceiptView } from "@/components/gov-apply/receipt-view";
import { pageLocale } from "@/i18n/routing";
import { Link } from "@/i18n/navigation";
import { receiptFor } from "@/lib/server/gov/status";

type Props = {
  params: Promise<{ locale: string; applicationNumber: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "govStatus.receipt" });
  // no-referrer: the page's address carries its token, which a Referer would hand to every request
  // the page makes (its scripts, styles and icons) and so to any access log on the way.
  return { title: t("titlePaid"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function ReceiptPage({ params, searchParams }: Props) {
  const { locale: requested, applicationNumber } = await params;
  const locale = pageLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations("govStatus");
  const { t: token } = await searchParams;
  const receipt = typeof token === "string" ? await receiptFor(applicationNumber.toUpperCase(), token, locale) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href="/gov-career" className="text-sm font-medium text-brand-700 underline">
          {t("labels.backToJobs")}
        </Link>
        {receipt && <PrintButton label={t("receipt.print")} />}
      </div>
      {receipt ? (
        <ReceiptView receipt={receipt} />
      ) : (
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t("receipt.unavailable")}</h1>
          <p className="mt-3 text-slate-600">{t("receipt.unavailableText")}</p>
          <Link
            href="/gov-career/status"
            className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t("receipt.checkStatus")}
          </Link>
        </div>
      )}
    </div>
  );
}
