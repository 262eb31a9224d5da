import { getTranslations, setRequestLocale } from "next-intl/server";

import { BoundaryTexts } from "@/components/i18n/boundary-texts";
import { pageLocale } from "@/i18n/routing";

import { careersBoundaryTexts } from "./boundary-texts";

// The words of the segment's error boundary, formatted here, above it. Each page gives its own
// islands their messages: the board wraps itself in ClientMessages; a job's page hands its Apply
// button the modal's messages, which load with the modal, so the page ships no message formatter.
export default async function CompanyCareerLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "careers" });
  return <BoundaryTexts texts={careersBoundaryTexts(t)}>{children}</BoundaryTexts>;
}
