"use client";

import { Images } from "lucide-react";
import { lazy, Suspense, useState } from "react";

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

// The dialog's code (Radix Dialog, about 13 kB gzipped) loads when a visitor reaches for a button:
// the pointer comes over it, a touch starts on it or it gets focus; a click that comes first waits
// for it. The events page's first load carries the buttons only.
const loadModal = () => import("./gallery-modal");
const GalleryModal = lazy(() => loadModal().then((m) => ({ default: m.GalleryModal })));

/** "View Gallery" button and its dialog: category, title, date, full description and the images. */
export function GalleryDialog({ gallery }: { gallery: GalleryContent }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's code and its closing motion.
  const [mounted, setMounted] = useState(false);
  const warm = () => void loadModal();
  return (
    <>
      <button
        type="button"
        aria-label={gallery.labels.openFor}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        onClick={(event) => {
          // The dialog gives focus back to what had it when it opened; Safari does not focus a
          // clicked button by itself.
          event.currentTarget.focus();
          setMounted(true);
          setOpen(true);
        }}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Images aria-hidden="true" className="size-4" />
        {gallery.labels.open}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <GalleryModal gallery={gallery} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
