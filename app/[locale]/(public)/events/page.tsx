import { EventCard } from "@/components/events/event-card";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { events, eventsPage } from "@/content/events";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.events, path: "/events" });

export default function EventsPage() {
  return (
    <>
      <PageHero {...eventsPage.hero} />
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
