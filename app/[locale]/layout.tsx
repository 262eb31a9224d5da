import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";

import { SiteDocument } from "@/components/site/site-document";
import { routing } from "@/i18n/routing";
import { siteMetadata, siteViewport } from "@/lib/seo";

import "./site.css";

// The public site's root layout, once per language: <html lang="en"> at "/", lang="hi" at "/hi".
// Staff pages and sign-in have root layouts of their own (always English).
export const metadata: Metadata = siteMetadata;
export const viewport: Viewport = siteViewport;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <SiteDocument lang={locale}>{children}</SiteDocument>;
}
