import type { Metadata, Viewport } from "next";

import { company } from "@/content/company";
import { env } from "@/lib/env";

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

export function pageMetadata(page: {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): Metadata {
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${company.name}`;
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: {
      type: "website",
      siteName: company.name,
      locale: "en_IN",
      url: page.path,
      title: fullTitle,
      description: page.description,
      images: [ogImage],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: page.description, images: [ogImage.url] },
  };
}
