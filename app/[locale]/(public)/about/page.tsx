import { Eye, Target } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { Leaders } from "@/components/home/leaders";
import { ButtonLink } from "@/components/marketing/button-link";
import { CtaBanner } from "@/components/marketing/cta-banner";
import { FeatureGrid } from "@/components/marketing/feature-card";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { StatGrid } from "@/components/marketing/stat-grid";
import { aboutPage } from "@/content/about";
import { company } from "@/content/company";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "about" });
  return pageMetadata({ title: t("meta.title"), description: t("meta.description"), path: "/about", locale });
}

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  const t = await getTranslations("about");

  const aims = [
    { icon: Target, key: "mission", box: "bg-brand-50", heading: "text-brand-800" },
    { icon: Eye, key: "vision", box: "bg-slate-50", heading: "text-slate-900" },
  ] as const;
  // i18n-keys: about.stats.*, about.features.*
  const stats = aboutPage.stats.map(({ key, value }) => ({ value, label: t(`stats.${key}`) }));
  const features = aboutPage.features.map(({ key, icon }) => ({
    icon,
    title: t(`features.${key}.title`),
    text: t(`features.${key}.text`),
  }));

  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.heading", { company: company.name })}
        intro={t("hero.intro")}
        image="/images/about/team.svg"
        actions={
          <>
            <ButtonLink href="/our-story" variant="light">
              {t("actions.story")}
            </ButtonLink>
            <ButtonLink href="/services" variant="ghost">
              {t("actions.services")}
            </ButtonLink>
          </>
        }
      />

      <Section id="who-we-are" title={t("sections.whoWeAre.title")} align="left">
        <div className="grid gap-12 lg:grid-cols-5">
          <div className="space-y-5 text-lg leading-8 text-slate-600 lg:col-span-3">
            {(t.raw("paragraphs") as string[]).map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <div className="space-y-4 lg:col-span-2">
            {aims.map(({ icon: Glyph, key, box, heading }) => (
              <div key={key} className={`rounded-2xl p-6 ${box}`}>
                <h3 className={`flex items-center gap-2 text-lg font-semibold ${heading}`}>
                  <Glyph aria-hidden="true" className="size-5" /> {t(`${key}.title`)}
                </h3>
                <p className="mt-2 leading-7 text-slate-700">{t(`${key}.text`)}</p>
              </div>
            ))}
          </div>
        </div>
      </Section>

      <Section id="numbers" eyebrow={t("sections.numbers.eyebrow")} title={t("sections.numbers.title")} tone="brand">
        <StatGrid stats={stats} />
      </Section>

      <Section id="what-sets-us-apart" eyebrow={t("sections.features.eyebrow")} title={t("sections.features.title")}>
        <FeatureGrid items={features} columns={3} />
      </Section>

      <Section
        id="leadership"
        eyebrow={t("sections.leadership.eyebrow")}
        title={t("sections.leadership.title")}
        tone="muted"
      >
        <Leaders />
      </Section>

      <CtaBanner title={t("cta.title")} text={t("cta.text")} label={t("cta.label")} />
    </>
  );
}
