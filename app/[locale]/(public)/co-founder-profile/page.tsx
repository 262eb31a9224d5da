import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { FounderProfileView } from "@/components/marketing/founder-profile";
import { company } from "@/content/company";
import { coFounderProfile } from "@/content/founders";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/co-founder-profile">): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "people" });
  return pageMetadata({
    title: t("coFounder.meta.title"),
    description: t("coFounder.meta.description", { company: company.name }),
    path: "/co-founder-profile",
    locale,
  });
}

export default async function CoFounderProfilePage({ params }: PageProps<"/[locale]/co-founder-profile">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <FounderProfileView profile={coFounderProfile} />;
}
