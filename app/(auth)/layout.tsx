import type { Metadata, Viewport } from "next";

import { SiteDocument } from "@/components/site/site-document";
import { siteMetadata, siteViewport } from "@/lib/seo";

import "../globals.css";

// Sign-in, forgot and reset password: a root layout of their own, in English like the consoles.
export const metadata: Metadata = siteMetadata;
export const viewport: Viewport = siteViewport;

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
