"use client";

import { Calendar, Images, X } from "lucide-react";
import Image from "next/image";
import { useRef, type KeyboardEvent } from "react";

import { categoryColor, formatEventDate, type CompanyEvent } from "@/content/events";

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * "View Gallery" button and its modal: title, date, full description and three images. A native
 * modal <dialog> makes the page behind it inert and closes on Escape; we also keep Tab inside it,
 * close it on a backdrop click, and the browser returns focus to the button afterwards.
 */
export function GalleryDialog({ event }: { event: CompanyEvent }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `gallery-${event.slug}-title`;

  function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
    if (e.key !== "Tab" || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-label={`View Gallery: ${event.title}`}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Images aria-hidden="true" className="size-4" />
        View Gallery
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onKeyDown={trapTab}
        onClick={(e) => e.target === dialog.current && dialog.current.close()}
        className="m-auto max-h-[90dvh] w-[min(64rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70"
      >
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p
                className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${categoryColor[event.category]}`}
              >
                {event.category}
              </p>
              <h2 id={titleId} className="mt-3 text-2xl font-bold sm:text-3xl">
                {event.title}
              </h2>
              <p className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-slate-600">
                <Calendar aria-hidden="true" className="size-4" />
                <time dateTime={event.date}>{formatEventDate(event.date)}</time>
              </p>
            </div>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="grid size-11 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-700 hover:bg-slate-200"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close gallery</span>
            </button>
          </div>
          <p className="mt-5 leading-7 text-slate-700">{event.fullDescription}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {event.galleryImages.map((image) => (
              <li key={image.src}>
                <Image
                  src={image.src}
                  alt={image.alt}
                  width={640}
                  height={480}
                  className="w-full rounded-xl ring-1 ring-slate-200"
                />
              </li>
            ))}
          </ul>
        </div>
      </dialog>
    </>
  );
}
