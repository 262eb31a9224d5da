"use client";

import { ArrowUp } from "lucide-react";

import { useScrollPast } from "@/components/ui/use-scroll-past";
import { timing } from "@/content/timing";

/**
 * Appears after 300 px of scroll; returns to the top and puts keyboard focus back at the start.
 * The server page gives its label in the page's language, so the browser needs no catalogue for it.
 */
export function BackToTop({ label }: { label: string }) {
  const visible = useScrollPast(timing.backToTopPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
        document.getElementById("main-content")?.focus({ preventScroll: true });
      }}
      // Bottom left: the help desk's button holds the bottom right corner, over the pill's end.
      className="fixed bottom-4 left-4 z-30 inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-brand-800 sm:bottom-6 sm:left-6"
    >
      <ArrowUp aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
