"use client";

import { Pause, Play } from "lucide-react";
import { useState } from "react";

import { usePageLoaded } from "./use-page-loaded";

/**
 * A continuously scrolling strip (scam ticker, client logos). The content is rendered twice for a
 * seamless loop; the copy is hidden from assistive technology and from the tab order. It pauses
 * on hover, on keyboard focus and with its own button (WCAG 2.2.2); with reduced motion it does
 * not move at all and simply wraps (styles in app/[locale]/(public)/public.css). It starts moving once the
 * page has loaded, so it does not compete with the first paint and hydration.
 *
 * Its button's names come formatted from the server (marqueeLabels; why: docs/architecture.md,
 * "Hydration formats nothing with Intl").
 */
const tones = {
  /** On a white or slate surface. */
  light: "text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100",
  /** On an amber warning bar. */
  amber: "text-amber-950 hover:bg-amber-100",
} as const;

export type MarqueeLabels = { pause: string; play: string };

export function Marquee({
  children,
  labels,
  seconds,
  tone,
  className = "",
}: {
  children: React.ReactNode;
  /** The button's name in each state, naming what scrolls ("Pause client logos"): marqueeLabels(). */
  labels: MarqueeLabels;
  seconds: number;
  /** The pause button's colours. */
  tone: keyof typeof tones;
  className?: string;
}) {
  const [paused, setPaused] = useState(false);
  const started = usePageLoaded();
  return (
    <div className={`marquee flex items-center ${className}`} data-started={started} data-paused={paused}>
      <div className="marquee-viewport min-w-0 flex-1 overflow-hidden">
        <div className="marquee-track" style={{ "--marquee-duration": `${seconds}s` } as React.CSSProperties}>
          <div className="marquee-copy">{children}</div>
          <div className="marquee-copy" aria-hidden="true" inert>
            {children}
          </div>
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-pressed={paused}
        className={`marquee-toggle grid size-8 shrink-0 place-items-center rounded-full ${tones[tone]}`}
      >
        {paused ? <Play aria-hidden="true" className="size-3.5" /> : <Pause aria-hidden="true" className="size-3.5" />}
        <span className="sr-only">{paused ? labels.play : labels.pause}</span>
      </button>
    </div>
  );
}
