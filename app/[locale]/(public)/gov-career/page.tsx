import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { GovCareerClient } from "@/components/gov-apply/gov-career-client";
import { ClientMessages } from "@/components/i18n/client-messages";
import { pageLocale } from "@/i18n/routing";
import { listPublicGovJobs } from "@/lib/server/gov/jobs";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = pageLocale(requested);
  const t = await getTranslations({ locale, namespace: "govBoard.meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/gov-career", locale });
}

// Static, from Next's cache: rendered again at most every 60 s or right after a gov job write
// expires its tag (lib/server/cache.ts). The form asks for its application number when it opens.
export const revalidate = 60;

// No loading.tsx in this segment on purpose (as in company-career): its Suspense boundary made
// React send the board after a skeleton and reveal it up to 300 ms later, which delayed the LCP.

export default async function GovCareerPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(pageLocale(locale));
  // The board, the form that replaces it in the same island (loaded when a job is picked), and the
  // confirmation or "pay later" screen after it ("govStatus").
  return (
    <ClientMessages namespaces={["govBoard", "govForm", "govStatus", "consent"]} errors>
      <GovCareerClient jobs={await listPublicGovJobs()} />
    </ClientMessages>
  );
}
