import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { AnimatedCounters } from "@/components/home/animated-counters";
import { FaqAccordion } from "@/components/home/faq-accordion";
import { HeroCarousel } from "@/components/home/hero-carousel";
import { HeroSlideContent } from "@/components/home/hero-slide";
import { Leaders } from "@/components/home/leaders";
import { Team } from "@/components/home/team";
import { LogoStrip } from "@/components/home/logo-strip";
import { OrganizationJsonLd } from "@/components/home/organization-json-ld";
import { ButtonLink } from "@/components/marketing/button-link";
import { FeatureGrid } from "@/components/marketing/feature-card";
import { Section } from "@/components/marketing/section";
import { ServiceGrid } from "@/components/marketing/service-card";
import { company } from "@/content/company";
import { aboutCounters, heroSlides, homeSectionIds, whyChooseUsIcons, type HeroSlideText } from "@/content/home";
import { HOME_SERVICE_COUNT, serviceInfos } from "@/content/services";
import { pageLocale } from "@/i18n/routing";
import { formatCount } from "@/lib/dates";
import { pageMetadata } from "@/lib/seo";

type Props = PageProps<"/[locale]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "home.meta" });
  const values = { name: company.name, year: String(company.foundedYear) };
  return pageMetadata({
    title: t("title", values),
    description: t("description", values),
    path: "/",
    absoluteTitle: true,
    locale,
  });
}

// The page's words come from "home" on the server; the client parts (carousel, counters, FAQ) get
// theirs as props, so the namespace never goes to the browser.
export default async function HomePage({ params }: Props) {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  setRequestLocale(locale);
  const t = await getTranslations("home");
  const slides = t.raw("hero.slides") as HeroSlideText[];
  const whyUs = t.raw("whyUs.items") as { title: string; text: string }[];
  const counterLabels = t.raw("about.counters") as string[];

  return (
    <>
      <OrganizationJsonLd />
      <HeroCarousel
        headline={{
          before: t("hero.before"),
          words: t.raw("hero.words") as string[],
          text: t("hero.text"),
        }}
        labels={{
          carousel: t("hero.carousel"),
          carouselRole: t("hero.carouselRole"),
          slideRole: t("hero.slideRole"),
          pause: t("hero.pause"),
          play: t("hero.play"),
          previous: t("hero.previous"),
          next: t("hero.next"),
        }}
        slides={heroSlides.map((slide, i) => {
          const values = { n: i + 1, count: heroSlides.length, title: slides[i].title };
          return {
            label: t("hero.slideLabel", values),
            showLabel: t("hero.showSlide", values),
            content: <HeroSlideContent slide={slide} text={slides[i]} first={i === 0} />,
          };
        })}
      />

      <Section id={homeSectionIds.whyUs} eyebrow={t("whyUs.eyebrow")} title={t("whyUs.title")} intro={t("whyUs.intro")}>
        <FeatureGrid items={whyUs.map((item, i) => ({ ...item, icon: whyChooseUsIcons[i] }))} />
      </Section>

      <Section id="about" tone="brand">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t("about.eyebrow")}</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t("about.heading")}
            </h2>
            {(t.raw("about.paragraphs") as string[]).map((text) => (
              <p key={text} className="mt-4 text-lg leading-8 text-slate-600">
                {text}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/about">{t("about.more")}</ButtonLink>
              <ButtonLink href="/our-story" variant="secondary">
                {t("about.story")}
              </ButtonLink>
            </div>
          </div>
          <AnimatedCounters
            locale={locale}
            counters={aboutCounters.map((counter, i) => ({
              ...counter,
              label: counterLabels[i],
              figure: formatCount(counter.target, locale),
            }))}
          />
        </div>
      </Section>

      <Section
        id={homeSectionIds.services}
        eyebrow={t("services.eyebrow")}
        title={t("services.title")}
        intro={t("services.intro")}
      >
        <ServiceGrid services={serviceInfos.slice(0, HOME_SERVICE_COUNT)} />
        <div className="mt-10 text-center">
          <ButtonLink href="/services" variant="secondary">
            {t("services.viewAll")} <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>

      <Section
        id={homeSectionIds.careers}
        eyebrow={t("careers.eyebrow")}
        title={t("careers.title")}
        intro={t("careers.intro")}
        tone="muted"
      >
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink href="/company-career">{t("careers.tech")}</ButtonLink>
          <ButtonLink href="/gov-career" variant="secondary">
            {t("careers.gov")}
          </ButtonLink>
          <ButtonLink href="/career" variant="secondary">
            {t("careers.all")}
          </ButtonLink>
        </div>
      </Section>

      <Section id={homeSectionIds.faq} eyebrow={t("faq.eyebrow")} title={t("faq.title")}>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={t.raw("faq.items") as { question: string; answer: string }[]} />
        </div>
      </Section>

      <Section id={homeSectionIds.leaders} eyebrow={t("leaders.eyebrow")} title={t("leaders.title")} tone="muted">
        <Leaders />
      </Section>

      <Section id={homeSectionIds.team} eyebrow={t("team.eyebrow")} title={t("team.title")}>
        <Team />
      </Section>

      <Section
        id={homeSectionIds.clients}
        eyebrow={t("clients.eyebrow")}
        title={t("clients.title")}
        tone="muted"
        className="!pb-14"
      >
        <LogoStrip label={t("clients.marquee")} />
      </Section>
    </>
  );
}
