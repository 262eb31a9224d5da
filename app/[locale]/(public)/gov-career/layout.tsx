import { setRequestLocale } from "next-intl/server";

import { ClientMessages } from "@/components/i18n/client-messages";
import { pageLocale } from "@/i18n/routing";

// The board's messages ("govBoard") above the segment's error boundary, so error.tsx has them in
// the browser. Each page wraps its own island with the namespaces it needs (a provider replaces
// this one).
export default async function GovCareerLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  return <ClientMessages namespaces={["govBoard"]}>{children}</ClientMessages>;
}
