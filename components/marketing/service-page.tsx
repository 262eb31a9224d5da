import { CircleCheck, ShieldCheck } from "lucide-react";
import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

import { cardClass } from "@/components/ui/card";
import { localizedService, type ServiceSlug } from "@/content/services";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

import { ButtonLink } from "./button-link";
import { CheckList } from "./check-list";
import { CtaBanner } from "./cta-banner";
import { FeatureGrid } from "./feature-card";
import { PageHero } from "./page-hero";
import { Section } from "./section";

/** A service page's title and description in `locale` (its generateMetadata). */
export async function serviceMetadata(slug: ServiceSlug, requested: string = "en"): Promise<Metadata> {
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "services" });
  // i18n-keys: services.items.*
  return pageMetadata({
    title: t(`items.${slug}.title`),
    description: t(`items.${slug}.summary`),
    path: `/${slug}`,
    locale,
  });
}

/**
 * A service detail page: hero, four highlights, why-choose checklist, what-we-offer list, CTA, in
 * the page's language. A server component: the prose is rendered here and not sent as messages.
 */
export function ServicePage({ slug }: { slug: ServiceSlug }) {
  const service = localizedService(useTranslations("services"), slug);
  const t = useTranslations("marketing.servicePage");
  return (
    <>
      <PageHero
        eyebrow={service.hero.eyebrow}
        title={service.title}
        intro={
          <>
            <p className="text-2xl font-semibold text-white">{service.hero.heading}</p>
            <p className="mt-3">{service.hero.text}</p>
          </>
        }
        image={service.image}
        actions={
          <ButtonLink href="/contact" variant="light">
            {service.hero.button}
          </ButtonLink>
        }
      />

      <Section id="highlights" eyebrow={t("highlights")} title={t("atAGlance", { service: service.title })}>
        <FeatureGrid items={service.highlights} />
      </Section>

      <Section id="why-choose" tone="muted">
        <div className={`grid gap-10 ${service.benefits ? "lg:grid-cols-2" : ""}`}>
          <div>
            <h2 id="why-choose-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              {service.whyChoose.heading}
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-600">{service.whyChoose.intro}</p>
            {service.benefits && <h3 className="mt-8 text-lg font-semibold text-slate-900">{t("checksWeRun")}</h3>}
            <CheckList
              items={service.whyChoose.points}
              className={service.benefits ? "mt-4 space-y-3" : "mt-8 grid gap-x-10 gap-y-3 md:grid-cols-2"}
            />
          </div>
          {service.benefits && (
            <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h3 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
                <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" /> {service.benefits.heading}
              </h3>
              <CheckList items={service.benefits.points} className="mt-6 space-y-3" />
            </div>
          )}
        </div>
      </Section>

      <Section id="what-we-offer" eyebrow={service.title} title={service.offer.heading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {service.offer.items.map((item) => (
            <li key={item.title} className={`${cardClass} p-6`}>
              <CircleCheck aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBanner title={service.cta.heading} text={service.cta.text} label={service.cta.button} />
    </>
  );
}
