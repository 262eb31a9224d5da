import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { StatusLookup } from "@/components/gov-apply/status-lookup";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/routing";
import { languageAlternates } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/gov-career/status">): Promise<Metadata> {
  const requested = (await params).locale;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "govStatus.lookup" });
  return {
    title: t("title"),
    description: t("description"),
    alternates: languageAlternates("/gov-career/status", locale),
  };
}

export default async function ApplicationStatusPage({ params }: PageProps<"/[locale]/gov-career/status">) {
  const requested = (await params).locale;
  const locale = pageLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations("govStatus");
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link href="/gov-career" className="text-sm font-medium text-brand-700 underline">
        {t("labels.backToJobs")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t("lookup.title")}</h1>
      <p className="mt-2 mb-8 text-slate-600">{t("lookup.intro")}</p>
      {/* The lookup, correction and "Pay now" ("govStatus"); its test-mode Checkout dialog ("govForm"). */}
      <ClientMessages namespaces={["govStatus", "govForm"]} errors>
        <StatusLookup />
      </ClientMessages>
    </div>
  );
}
