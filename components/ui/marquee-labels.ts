import { getTranslations } from "next-intl/server";

import type { MarqueeLabels } from "./marquee";

/** The pause button's names for a Marquee of `what` ("client logos"), in the page's language. */
export async function marqueeLabels(what: string): Promise<MarqueeLabels> {
  const t = await getTranslations("ui.marquee");
  return { pause: t("pause", { label: what }), play: t("play", { label: what }) };
}
