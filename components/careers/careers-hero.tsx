import { useTranslations } from "next-intl";

import { CareersHeroBand } from "@/components/careers/careers-hero-band";

/** The careers page heading band (spec title: 'Career Opportunities'), in the page's language. */
export function CareersHero() {
  const t = useTranslations("careers.hero");
  return (
    <CareersHeroBand
      texts={{ title: t("title"), intro: t("intro"), alreadyApplied: t("alreadyApplied"), track: t("track") }}
    />
  );
}
