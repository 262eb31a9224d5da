import type { Metadata, Viewport } from "next";

import { SiteDocument } from "@/components/site/site-document";
import { siteMetadata, siteViewport } from "@/lib/seo";

import "./globals.css";

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
