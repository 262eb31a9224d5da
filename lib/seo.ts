import type { Metadata, Viewport } from "next";
import { createTranslator } from "use-intl/core";

import { company } from "@/content/company";
import { localizedPath } from "@/i18n/paths";
import { pageLocale, type Locale } from "@/i18n/routing";
import { env } from "@/lib/env";
import { messagesFor } from "@/lib/server/i18n/locale";

// Page metadata for the public site: one helper so every page gets its own title and
// description, a canonical URL and Open Graph tags in the same shape.

/** The public origin: APP_URL when set at build time, else the company's production website. */
export function siteUrl(): URL {
  return new URL(env().APP_URL ?? company.website);
}

/** Every page's defaults (the root layout; the global 404, which bypasses it). */
export const siteMetadata: Metadata = {
  title: { default: company.name, template: `%s | ${company.name}` },
  description: `${company.name}: ${company.tagline}.`,
};

export const siteViewport: Viewport = { themeColor: "#800020" };

export const ogImage = {
  url: "/og/og-default.png",
  width: 1200,
  height: 630,
  alt: `${company.name}: ${company.tagline}`,
};

/** What the company does, in one sentence of the page's language: its default description. */
export function siteDescription(locale: Locale): string {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: "shell.site" })("description", {
    company: company.name,
  });
}

/** The shared preview image, described in the page's language. */
export function ogImageFor(locale: Locale) {
  return { ...ogImage, alt: siteDescription(locale) };
}

/** A public path in one language: "/about" in English, "/hi/about" in Hindi ("/" is "/hi"). */
export function localePath(path: string, locale: string = "en"): string {
  return localizedPath(path, pageLocale(locale));
}

/** Canonical address and hreflang alternates of a public page in `locale`. */
export function languageAlternates(path: string, locale: string = "en"): NonNullable<Metadata["alternates"]> {
  return {
    canonical: localePath(path, locale),
    languages: { "en-IN": localePath(path, "en"), "hi-IN": localePath(path, "hi"), "x-default": path },
  };
}

export function pageMetadata(page: {
  title: string;
  description: string;
  /** The English path ("/about"); the Hindi page's is derived from it. */
  path: string;
  absoluteTitle?: boolean;
  locale?: string;
}): Metadata {
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${company.name}`;
  const locale = page.locale ?? "en";
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: languageAlternates(page.path, locale),
    openGraph: {
      type: "website",
      siteName: company.name,
      locale: locale === "hi" ? "hi_IN" : "en_IN",
      url: localePath(page.path, locale),
      title: fullTitle,
      description: page.description,
      images: [ogImageFor(pageLocale(locale))],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: page.description, images: [ogImage.url] },
  };
}
