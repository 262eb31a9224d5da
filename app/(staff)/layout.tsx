import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { NuqsAdapter } from "nuqs/adapters/next/app";

import { SiteDocument } from "@/components/site/site-document";
import { ToastProvider } from "@/components/ui/toast";
import { siteMetadata, siteViewport } from "@/lib/seo";
import en from "@/messages/en.json";

import "../globals.css";

// Staff pages have a root layout of their own (English; the public site's is per language) and are
// always rendered per request (they read the session).
export const dynamic = "force-dynamic";
export const metadata: Metadata = siteMetadata;
export const viewport: Viewport = siteViewport;

/** Every staff console shares one toast region, and keeps its tab, filters and page in the URL (nuqs). */
export default function StaffLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument>
      {/* Components shared with the public site (file input, upload progress) read their words from
          the catalogue: the consoles get those parts of it, in English. */}
      <NextIntlClientProvider locale="en" timeZone="Asia/Kolkata" messages={{ ui: en.ui }}>
        <NuqsAdapter>
          <ToastProvider>{children}</ToastProvider>
        </NuqsAdapter>
      </NextIntlClientProvider>
    </SiteDocument>
  );
}
