import { getTranslations, setRequestLocale } from "next-intl/server";

import { CtaBanner } from "@/components/marketing/cta-banner";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { ServiceGrid } from "@/components/marketing/service-card";
import { serviceInfos } from "@/content/services";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/services">) {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "services.page" });
  return pageMetadata({ title: t("hero.title"), description: t("metaDescription"), path: "/services", locale });
}

export default async function ServicesPage({ params }: PageProps<"/[locale]/services">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  const t = await getTranslations("services.page");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} intro={t("hero.intro")} />
      <Section>
        <ServiceGrid
          services={serviceInfos}
          headingLevel="h2"
          eagerCount={2}
          className="lg:grid-cols-3 xl:grid-cols-4"
        />
      </Section>
      <CtaBanner title={t("cta.title")} text={t("cta.text")} label={t("cta.label")} />
    </>
  );
}
