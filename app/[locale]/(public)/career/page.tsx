import { ArrowRight } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { Icon } from "@/components/ui/icon";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { Illustration } from "@/components/ui/illustration";
import { company } from "@/content/company";
import { careerChooser } from "@/content/pages";
import { Link } from "@/i18n/navigation";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

/** The catalogue key of each card's words ("career.cards.<key>"), by the board it opens. */
const cardKeys = { "/company-career": "company", "/gov-career": "government" } as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/career">): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "career.meta" });
  return pageMetadata({
    title: t("title"),
    description: t("description", { company: company.name }),
    path: "/career",
    locale,
  });
}

export default async function CareerPage({ params }: PageProps<"/[locale]/career">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  const t = await getTranslations("career");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.heading")} intro={t("hero.intro")} />
      <Section>
        <ul className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
          {careerChooser.cards.map((card) => {
            // i18n-keys: career.cards.*
            const key = cardKeys[card.href];
            return (
              <li key={card.href}>
                <Link
                  href={card.href}
                  className="group flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl"
                >
                  <Illustration src={card.image} eager className="aspect-[16/10] w-full object-cover" />
                  <div className="flex flex-1 flex-col p-8">
                    <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon name={card.icon} />
                    </span>
                    <h2 className="mt-5 text-2xl font-bold text-slate-900 group-hover:text-brand-700">
                      {t(`cards.${key}.title`)}
                    </h2>
                    <p className="mt-3 flex-1 leading-7 text-slate-600">{t(`cards.${key}.text`)}</p>
                    <span className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700">
                      {t(`cards.${key}.cta`)}{" "}
                      <ArrowRight
                        aria-hidden="true"
                        className="size-4 transition-transform group-hover:translate-x-1"
                      />
                    </span>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
