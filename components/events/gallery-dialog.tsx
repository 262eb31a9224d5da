"use client";

import { Calendar, Images } from "lucide-react";

import { Dialog } from "@/components/ui/dialog";
import { Illustration } from "@/components/ui/illustration";
import { categoryColor, formatEventDate, type CompanyEvent } from "@/content/events";

/** "View Gallery" button and its dialog: category, title, date, full description and the images. */
export function GalleryDialog({ event }: { event: CompanyEvent }) {
  return (
    <Dialog
      trigger={
        <button
          type="button"
          aria-label={`View Gallery: ${event.title}`}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Images aria-hidden="true" className="size-4" />
          View Gallery
        </button>
      }
      title={event.title}
      description={
        <span className="inline-flex items-center gap-2 font-medium">
          <Calendar aria-hidden="true" className="size-4" />
          <time dateTime={event.date}>{formatEventDate(event.date)}</time>
        </span>
      }
      size="xl"
      closeLabel="Close gallery"
    >
      <p className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${categoryColor[event.category]}`}>
        {event.category}
      </p>
      <p className="mt-4 leading-7 text-slate-700">{event.fullDescription}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {event.galleryImages.map((image) => (
          <li key={image.src}>
            <Illustration
              src={image.src}
              alt={image.alt}
              sizes="(min-width: 640px) 20rem, 100vw"
              className="w-full rounded-xl ring-1 ring-slate-200"
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
