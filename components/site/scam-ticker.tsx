import { TriangleAlert } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";

import { Marquee } from "@/components/ui/marquee";
import { marqueeLabels } from "@/components/ui/marquee-labels";
import { timing } from "@/content/timing";

/**
 * Scam warnings under the header, scrolling in a 40 s loop. English pages show each warning in
 * English and in Hindi (the warning matters most to those who read Hindi best); Hindi pages in Hindi.
 * English pages do not preload the Hindi face for it (why: components/site/devanagari.ts).
 */
export async function ScamTicker() {
  const locale = await getLocale();
  const t = await getTranslations("site.ticker");
  const warnings = t.raw("warnings") as string[];
  const hindi =
    locale === "hi"
      ? null
      : ((await getTranslations({ locale: "hi", namespace: "site.ticker" })).raw("warnings") as string[]);
  return (
    <section aria-label={t("label")} className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 sm:px-6 lg:px-8">
        <p className="inline-flex shrink-0 items-center gap-1.5 rounded bg-brand-700 px-2 py-1 text-xs font-bold tracking-wide text-white uppercase">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          {t("alert")}
        </p>
        <Marquee
          labels={await marqueeLabels(t("marquee"))}
          seconds={timing.tickerLoopSeconds}
          tone="amber"
          className="min-w-0 flex-1 gap-2"
        >
          {warnings.map((warning, i) => (
            <p key={warning} className="px-6 py-1 text-sm">
              <span className="font-semibold">{warning}</span>
              {hindi && (
                <>
                  {" "}
                  {/* leading-none: the Hindi face's taller ascent and descent must not grow the line when it swaps in. */}
                  <span lang="hi" className="leading-none text-amber-900">
                    {hindi[i]}
                  </span>
                </>
              )}
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
