"use client";

import { Images } from "lucide-react";
import { useState } from "react";

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
  labels: { open: string; openFor: string; close: string; opening: string; failed: string };
};

// The dialog's code (Radix Dialog, about 13 kB gzipped) loads when a visitor reaches for a button:
// the pointer comes over it, a touch starts on it or it gets focus. The events page's first load
// carries the buttons only. A click that comes first waits for it (the button says so); a load
// that fails says so and is tried again by the next click.
type ModalModule = typeof import("./gallery-modal");
let loaded: ModalModule | null = null;
let pending: Promise<ModalModule> | null = null;
function loadModal(): Promise<ModalModule> {
  pending ??= import("./gallery-modal").then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}
const warm = () => void loadModal().catch(() => {});

/** "View Gallery" button and its dialog: category, title, date, full description and the images. */
export function GalleryDialog({ gallery }: { gallery: GalleryContent }) {
  const [open, setOpen] = useState(false);
  // The dialog's module once this button has opened it: kept, so closing keeps its closing motion.
  const [modal, setModal] = useState<ModalModule | null>(null);
  const [loading, setLoading] = useState<"idle" | "waiting" | "failed">("idle");
  const show = (module: ModalModule) => {
    setModal(module);
    setOpen(true);
    setLoading("idle");
  };
  const Modal = modal?.GalleryModal;
  return (
    <>
      <button
        type="button"
        aria-label={gallery.labels.openFor}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={loading === "waiting"}
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        onClick={(event) => {
          // The dialog gives focus back to what had it when it opened; Safari does not focus a
          // clicked button by itself.
          event.currentTarget.focus();
          if (loaded) return show(loaded);
          setLoading("waiting");
          loadModal().then(show, () => setLoading("failed"));
        }}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 aria-busy:cursor-progress"
      >
        {loading === "waiting" ? (
          <span
            aria-hidden="true"
            data-testid="gallery-spinner"
            className="size-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
          />
        ) : (
          <Images aria-hidden="true" className="size-4" />
        )}
        {gallery.labels.open}
      </button>
      <p role="status" className={loading === "failed" ? "mt-2 text-sm text-red-700" : "sr-only"}>
        {loading === "waiting" ? gallery.labels.opening : loading === "failed" ? gallery.labels.failed : ""}
      </p>
      {Modal ? <Modal gallery={gallery} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
