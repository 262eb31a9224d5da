import { Calendar } from "lucide-react";
import { useLocale, useMessages, useTranslations } from "next-intl";

import { cardClass } from "@/components/ui/card";
import { Illustration } from "@/components/ui/illustration";
import { categoryColor, type CompanyEvent, type EventText, formatEventDate } from "@/content/events";

import { GalleryDialog } from "./gallery-dialog";

/**
 * One event: picture, category, date, title, summary and its "View Gallery" dialog, in the page's
 * language. A server component: the gallery's words go to the dialog as props, not as messages.
 */
export function EventCard({ event, eager }: { event: CompanyEvent; eager: boolean }) {
  const t = useTranslations("events");
  // i18n-keys: events.items.*, events.categories.*
  const items: Record<string, EventText> = useMessages().events.items;
  const text = items[event.slug];
  const category = t(`categories.${event.category}`);
  const dateText = formatEventDate(event.date, useLocale());
  return (
    <article className={`${cardClass} flex h-full flex-col overflow-hidden`}>
      <Illustration src={event.imageUrl} eager={eager} className="aspect-[4/3] w-full object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className={`rounded-full px-3 py-1 text-xs font-semibold ${categoryColor[event.category]}`}>{category}</p>
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <Calendar aria-hidden="true" className="size-4" />
            <time dateTime={event.date}>{dateText}</time>
          </p>
        </div>
        <h2 className="mt-4 text-xl font-semibold text-slate-900">{text.title}</h2>
        <p className="mt-2 flex-1 leading-7 text-slate-600">{text.description}</p>
        <div className="mt-6">
          <GalleryDialog
            gallery={{
              title: text.title,
              date: event.date,
              dateText,
              category,
              categoryClass: categoryColor[event.category],
              fullDescription: text.fullDescription,
              images: event.galleryImages.map((image, i) => ({ src: image.src, alt: text.gallery[i] })),
              labels: {
                open: t("viewGallery"),
                openFor: t("viewGalleryOf", { title: text.title }),
                close: t("closeGallery"),
                opening: t("galleryOpening"),
                failed: t("galleryFailed"),
              },
            }}
          />
        </div>
      </div>
    </article>
  );
}
