import type { useTranslations } from "next-intl";

import { careerMenu, headerNav, type CareerKey, type HeaderKey } from "@/content/navigation";

// The site chrome's words ("shell"), formatted where the chrome is rendered, on the server: its
// client components (header, menus, language switch, newsletter box, 404 content) take them as
// props, so the browser gets no message catalogue and no ICU formatter for them, and formats nothing
// while it hydrates (docs/architecture.md, "Hydration formats nothing with Intl").

type Shell = ReturnType<typeof useTranslations<"shell">>;

/** The header's, the mobile menu's and the language switch's words. */
export function shellLabels(t: Shell) {
  const keys = [...headerNav.map((item) => item.key), ...careerMenu.map((item) => item.key)];
  return {
    tagline: t("header.tagline"),
    navLabel: t("header.navLabel"),
    login: t("header.login"),
    loginMobile: t("header.loginMobile"),
    openMenu: t("header.openMenu"),
    closeMenu: t("header.closeMenu"),
    /** The Career item's sub-menu button ("Career menu"). */
    careerMenu: t("header.submenu", { label: t("nav.career") }),
    // i18n-keys: shell.nav.*
    nav: Object.fromEntries(keys.map((key) => [key, t(`nav.${key}`)])) as Record<HeaderKey | CareerKey, string>,
    /** Before the other language's name, for screen readers ("Language: "). */
    switchPrefix: t("language.switchPrefix"),
  };
}

export type ShellLabels = ReturnType<typeof shellLabels>;

/** The footer's newsletter box. */
export function newsletterLabels(t: Shell) {
  return {
    emailLabel: t("newsletter.emailLabel"),
    failed: t("newsletter.failed"),
    incomplete: t("newsletter.incomplete"),
    notSent: t("newsletter.notSent"),
    placeholder: t("newsletter.placeholder"),
    send: t("newsletter.send"),
    sending: t("newsletter.sending"),
    subscribed: t("newsletter.subscribed"),
  };
}

export type NewsletterLabels = ReturnType<typeof newsletterLabels>;

/** The 404 page's content. */
export function notFoundLabels(t: Shell) {
  return {
    heading: t("notFound.heading"),
    text: t("notFound.text"),
    home: t("notFound.home"),
    contact: t("notFound.contact"),
  };
}

export type NotFoundLabels = ReturnType<typeof notFoundLabels>;

/** The public pages' error boundary (app/[locale]/(public)/error.tsx). */
export function pageErrorLabels(t: Shell) {
  return {
    heading: t("pageError.heading"),
    text: t("pageError.text"),
    retry: t("pageError.retry"),
    home: t("pageError.home"),
  };
}

export type PageErrorLabels = ReturnType<typeof pageErrorLabels>;
