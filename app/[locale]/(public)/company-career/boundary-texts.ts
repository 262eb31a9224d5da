import type { useTranslations } from "next-intl";

/**
 * The words of the company-career segment's error boundary, formatted on the server by its layout
 * in the page's language (components/i18n/boundary-texts.tsx): the heading band, then the panel.
 */
export function careersBoundaryTexts(t: ReturnType<typeof useTranslations<"careers">>) {
  return {
    title: t("hero.title"),
    intro: t("hero.intro"),
    alreadyApplied: t("hero.alreadyApplied"),
    track: t("hero.track"),
    errorTitle: t("states.errorTitle"),
    loadError: t("board.loadError"),
    retry: t("states.retry"),
  };
}

export type CareersBoundaryText = keyof ReturnType<typeof careersBoundaryTexts>;
