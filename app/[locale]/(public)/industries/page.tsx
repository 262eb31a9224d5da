import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { DeploymentGrid, IndustryGrid } from "@/components/industries/industry-grids";
import { CtaBanner } from "@/components/marketing/cta-banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/industries">): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "industries.meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/industries", locale });
}

export default async function IndustriesPage({ params }: PageProps<"/[locale]/industries">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  const t = await getTranslations("industries");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} intro={t("hero.intro")} />
      <Section>
        <IndustryGrid />
      </Section>
      <Section
        id="government-deployments"
        eyebrow={t("deployments.eyebrow")}
        title={t("deployments.title")}
        intro={t("deployments.intro")}
        tone="muted"
      >
        <DeploymentGrid />
      </Section>
      <CtaBanner title={t("cta.title")} text={t("cta.text")} label={t("cta.label")} />
    </>
  );
}
