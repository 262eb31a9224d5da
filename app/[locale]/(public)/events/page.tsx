import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { EventCard } from "@/components/events/event-card";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { events } from "@/content/events";
import { pageLocale } from "@/i18n/routing";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/events">): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "events.meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/events", locale });
}

export default async function EventsPage({ params }: PageProps<"/[locale]/events">) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  const t = await getTranslations("events.hero");
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <Section>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {events.map((event, i) => (
            <li key={event.slug}>
              <EventCard event={event} eager={i < 2} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
