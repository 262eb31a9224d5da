import type { Metadata, Viewport } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";

import { SiteDocument } from "@/components/site/site-document";
import { ToastProvider } from "@/components/ui/toast";
import { siteMetadata, siteViewport } from "@/lib/seo";

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
      <NuqsAdapter>
        <ToastProvider>{children}</ToastProvider>
      </NuqsAdapter>
    </SiteDocument>
  );
}
