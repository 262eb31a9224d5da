import { getTranslations, setRequestLocale } from "next-intl/server";

import { BoundaryTexts } from "@/components/i18n/boundary-texts";
import { pageLocale } from "@/i18n/routing";

import { govBoundaryTexts } from "./boundary-texts";

// The words of the segment's error and loading boundaries, formatted here, above them. Each page
// wraps its own islands with the message namespaces they need (ClientMessages); a job's page has
// none, and ships no message formatter.
export default async function GovCareerLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "govBoard" });
  return <BoundaryTexts texts={govBoundaryTexts(t)}>{children}</BoundaryTexts>;
}
