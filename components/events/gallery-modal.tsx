"use client";

import { Calendar } from "lucide-react";

import { Dialog } from "@/components/ui/dialog";
import { Illustration } from "@/components/ui/illustration";

import type { GalleryContent } from "./gallery-dialog";

/**
 * The open gallery: category, title, date, full description and the images. Loaded when a visitor
 * first reaches for a "View Gallery" button (GalleryDialog), so the dialog's code is not in the
 * events page's first load.
 */
export function GalleryModal({
  gallery,
  open,
  onClose,
}: {
  gallery: GalleryContent;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
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
