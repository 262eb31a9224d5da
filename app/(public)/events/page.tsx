import { Calendar } from "lucide-react";
import Image from "next/image";

import { GalleryDialog } from "@/components/events/gallery-dialog";
import { PageHero } from "@/components/marketing/page-hero";
import { Section } from "@/components/marketing/section";
import { categoryColor, events, formatEventDate } from "@/content/events";
import { pageMeta } from "@/content/pages";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.events, path: "/events" });

export default function EventsPage() {
  return (
    <>
      <PageHero
        eyebrow="Life at our company"
        title="Our Events & Celebrations"
        intro="Induction programmes, campus recruitment drives, festivals and milestones: moments that shape our team and our work."
      />
      <Section>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {events.map((event, i) => (
            <li key={event.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <Image
                  src={event.imageUrl}
                  alt=""
                  width={640}
                  height={480}
                  loading={i < 2 ? "eager" : "lazy"}
                  className="aspect-[4/3] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className={`rounded-full px-3 py-1 text-xs font-semibold ${categoryColor[event.category]}`}>
                      {event.category}
                    </p>
                    <p className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
                      <Calendar aria-hidden="true" className="size-4" />
                      <time dateTime={event.date}>{formatEventDate(event.date)}</time>
                    </p>
                  </div>
                  <h2 className="mt-4 text-xl font-semibold text-slate-900">{event.title}</h2>
                  <p className="mt-2 flex-1 leading-7 text-slate-600">{event.description}</p>
                  <div className="mt-6">
                    <GalleryDialog event={event} />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
