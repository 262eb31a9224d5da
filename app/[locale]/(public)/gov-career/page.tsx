import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { govBoardTexts } from "@/components/gov-apply/board-texts";
import { GovCareerClient } from "@/components/gov-apply/gov-career-client";
import { GOV_BOARD_MESSAGE_PARTS } from "@/components/gov-apply/message-parts";
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
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  const jobs = await listPublicGovJobs();
  const texts = govBoardTexts(
    jobs,
    locale,
    await getTranslations("govBoard"),
    await getTranslations("govForm.feeNotice"),
  );
  // The board's words and the fee parts of the form's its cards show. The form that replaces the
  // board in the same island, and the screens after it, fetch their own words and error messages
  // when a job is picked (components/gov-apply/form-texts.tsx).
  return (
    <ClientMessages namespaces={GOV_BOARD_MESSAGE_PARTS}>
      <GovCareerClient jobs={jobs} texts={texts} />
    </ClientMessages>
  );
}
