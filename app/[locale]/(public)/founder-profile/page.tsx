import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { FounderProfileView } from "@/components/marketing/founder-profile";
import { company } from "@/content/company";
import { founderProfile } from "@/content/founders";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/founder-profile">): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "people" });
  return pageMetadata({
    title: t("founder.meta.title"),
    description: t("founder.meta.description", { company: company.name }),
    path: "/founder-profile",
    locale,
  });
}

export default async function FounderProfilePage({ params }: PageProps<"/[locale]/founder-profile">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <FounderProfileView profile={founderProfile} />;
}
