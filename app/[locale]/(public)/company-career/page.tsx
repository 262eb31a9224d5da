import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";

import { CareersHero } from "@/components/careers/careers-hero";
import { ClientMessages } from "@/components/i18n/client-messages";
import { pageLocale } from "@/i18n/routing";
import { listBoardJobs } from "@/lib/server/careers/jobs";
import { pageMetadata } from "@/lib/seo";
import { JOBS_PAGE_DEFAULT } from "@/lib/validation/jobs";

import { boardTexts } from "./board-texts";
import { JobBoardClient } from "./job-board-client";

export async function generateMetadata({ params }: PageProps<"/[locale]/company-career">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "careers.meta" });
  return pageMetadata({ title: t("title"), description: t("description"), path: "/company-career", locale });
}

// Static, from Next's cache: rendered once, then again at most every 60 s or right after a job
// write expires its tag (lib/server/cache.ts). A search (?q=) is run by the board in the browser.
export const revalidate = 60;

// No loading.tsx in this segment on purpose: its Suspense boundary would stream a skeleton before
// the jobs. The (public) layout provides <main>, so pages here render a plain container. The board's
// island gets its messages here: the board and its job cards ("careers"), the apply modal ("apply",
// and "consent" for its privacy notice).

export default async function CompanyCareerPage({ params }: PageProps<"/[locale]/company-career">) {
  const locale = pageLocale((await params).locale);
  setRequestLocale(locale);
  // The first page is rendered here: no loading flash on first paint, and crawlers see the jobs.
  const page = await listBoardJobs(JOBS_PAGE_DEFAULT);
  const texts = boardTexts(page, await getTranslations("careers"));
  return (
    <div className="bg-slate-50 pb-16">
      <CareersHero />
      <div className="mx-auto -mt-8 max-w-6xl px-4 sm:px-6">
        <ClientMessages namespaces={["careers", "apply", "consent"]} errors>
          <JobBoardClient initial={page} texts={texts} />
        </ClientMessages>
      </div>
    </div>
  );
}
