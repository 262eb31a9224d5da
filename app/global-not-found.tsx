import type { Metadata, Viewport } from "next";

import { setRequestLocale } from "next-intl/server";

import { ChatLauncher } from "@/components/chat/chat-launcher";
import { ClientMessages } from "@/components/i18n/client-messages";
import { NotFoundContent } from "@/components/site/not-found-content";
import { PublicShell } from "@/components/site/public-shell";
import { SiteDocument } from "@/components/site/site-document";
import { company } from "@/content/company";
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
  return (
    <SiteDocument>
      <ClientMessages>
        <PublicShell>
          <NotFoundContent />
        </PublicShell>
        <ChatLauncher />
      </ClientMessages>
    </SiteDocument>
  );
}
