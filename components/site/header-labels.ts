import type { useTranslations } from "next-intl";

type ShellTranslator = ReturnType<typeof useTranslations<"shell">>;

/**
 * The header's names that take a value, formatted where the header is rendered (the server), so
 * the browser formats no ICU message while it hydrates the chrome (docs/architecture.md,
 * "Hydration formats nothing with Intl").
 */
export function headerLabels(t: ShellTranslator) {
  /** The Career item's sub-menu button ("Career menu"). */
  return { careerMenu: t("header.submenu", { label: t("nav.career") }) };
}

export type HeaderLabels = ReturnType<typeof headerLabels>;
