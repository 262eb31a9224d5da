import type { Metadata, Viewport } from "next";

import { useTranslations } from "next-intl";
import { setRequestLocale } from "next-intl/server";

import { ChatLauncher } from "@/components/chat/chat-launcher";
import { NotFoundContent } from "@/components/site/not-found-content";
import { PublicShell } from "@/components/site/public-shell";
import { notFoundLabels } from "@/components/site/shell-labels";
import { SiteDocument } from "@/components/site/site-document";
import { company } from "@/content/company";
import { FixedPageAddress } from "@/i18n/intent-link";
import { routing } from "@/i18n/routing";
import { siteMetadata, siteViewport } from "@/lib/seo";

import "./[locale]/site.css";

// An address no route matches (next.config: experimental.globalNotFound): the public 404 as a page
// of its own. A root not-found.tsx would instead be sent, chrome and all, inside every other page.
export const metadata: Metadata = {
  ...siteMetadata,
  title: `Page Not Found | ${company.name}`,
  robots: { index: false },
};
export const viewport: Viewport = siteViewport;

export default function GlobalNotFound() {
  // Rendered once at build time, outside app/[locale]: the English catalogue.
  setRequestLocale(routing.defaultLocale);
  const words = notFoundLabels(useTranslations("shell"));
  return (
    <SiteDocument>
      {/* English, whatever the address: its links, and a language switch to the Hindi home page. */}
      <FixedPageAddress locale="en" path="/">
        <PublicShell>
          <NotFoundContent labels={{ en: words, hi: words }} />
        </PublicShell>
      </FixedPageAddress>
      <ChatLauncher />
    </SiteDocument>
  );
}
