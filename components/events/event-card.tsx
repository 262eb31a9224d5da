import { Calendar } from "lucide-react";

import { cardClass } from "@/components/ui/card";
import { Illustration } from "@/components/ui/illustration";
import { categoryColor, type CompanyEvent, formatEventDate } from "@/content/events";

import { GalleryDialog } from "./gallery-dialog";

/** One event: picture, category, date, title, summary and its "View Gallery" dialog. */
export function EventCard({ event, eager }: { event: CompanyEvent; eager: boolean }) {
  return (
    <article className={`${cardClass} flex h-full flex-col overflow-hidden`}>
      <Illustration src={event.imageUrl} eager={eager} className="aspect-[4/3] w-full object-cover" />
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
  );
}
