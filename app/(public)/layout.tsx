import type { Metadata } from "next";

import { ChatLauncher } from "@/components/chat/chat-launcher";
import { PublicShell } from "@/components/site/public-shell";
import { company } from "@/content/company";
import { ogImage, siteUrl } from "@/lib/seo";

import "./public.css";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  openGraph: { type: "website", siteName: company.name, locale: "en_IN", images: [ogImage] },
};

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <PublicShell>{children}</PublicShell>
      <ChatLauncher />
    </>
  );
}
