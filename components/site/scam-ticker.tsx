import { TriangleAlert } from "lucide-react";

import { Marquee } from "@/components/ui/marquee";
import { scamWarnings } from "@/content/ticker";
import { timing } from "@/content/timing";

import { preloadDevanagari } from "./devanagari";

/** Bilingual scam warnings under the header, scrolling in a 40 s loop. */
export function ScamTicker() {
  preloadDevanagari();
  return (
    <section aria-label="Scam warning" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 sm:px-6 lg:px-8">
        <p className="inline-flex shrink-0 items-center gap-1.5 rounded bg-brand-700 px-2 py-1 text-xs font-bold tracking-wide text-white uppercase">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          Alert
        </p>
        <Marquee label="scam warnings" seconds={timing.tickerLoopSeconds} tone="amber" className="min-w-0 flex-1 gap-2">
          {scamWarnings.map((warning) => (
            <p key={warning.en} className="px-6 py-1 text-sm">
              <span className="font-semibold">{warning.en}</span>{" "}
              {/* leading-none: the Hindi face's taller ascent and descent must not grow the line when it swaps in. */}
              <span lang="hi" className="leading-none text-amber-900">
                {warning.hi}
              </span>
              <span aria-hidden="true" className="pl-6 text-amber-600">
                ◆
              </span>
            </p>
          ))}
        </Marquee>
      </div>
    </section>
  );
}
