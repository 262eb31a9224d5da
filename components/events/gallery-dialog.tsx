"use client";

import { Calendar, Images } from "lucide-react";

import { Dialog } from "@/components/ui/dialog";
import { Illustration } from "@/components/ui/illustration";

/** One event's gallery, with its words already in the page's language (EventCard gives them). */
export type GalleryContent = {
  title: string;
  /** ISO calendar date, and as shown ("27 August 2025"). */
  date: string;
  dateText: string;
  category: string;
  /** The category badge's colours (Tailwind classes). */
  categoryClass: string;
  fullDescription: string;
  images: { src: string; alt: string }[];
  labels: { open: string; openFor: string; close: string };
};

/** "View Gallery" button and its dialog: category, title, date, full description and the images. */
export function GalleryDialog({ gallery }: { gallery: GalleryContent }) {
  return (
    <Dialog
      trigger={
        <button
          type="button"
          aria-label={gallery.labels.openFor}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Images aria-hidden="true" className="size-4" />
          {gallery.labels.open}
        </button>
      }
      title={gallery.title}
      description={
        <span className="inline-flex items-center gap-2 font-medium">
          <Calendar aria-hidden="true" className="size-4" />
          <time dateTime={gallery.date}>{gallery.dateText}</time>
        </span>
      }
      size="xl"
      closeLabel={gallery.labels.close}
    >
      <p className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${gallery.categoryClass}`}>
        {gallery.category}
      </p>
      <p className="mt-4 leading-7 text-slate-700">{gallery.fullDescription}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {gallery.images.map((image) => (
          <li key={image.src}>
            <Illustration src={image.src} alt={image.alt} className="w-full rounded-xl ring-1 ring-slate-200" />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
