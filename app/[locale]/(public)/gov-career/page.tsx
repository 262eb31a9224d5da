import { GovCareerClient } from "@/components/gov-apply/gov-career-client";
import { pageMeta } from "@/content/pages";
import { listPublicGovJobs } from "@/lib/server/gov/jobs";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ ...pageMeta.govCareer, path: "/gov-career" });

// Static, from Next's cache: rendered again at most every 60 s or right after a gov job write
// expires its tag (lib/server/cache.ts). The form asks for its application number when it opens.
export const revalidate = 60;

// No loading.tsx in this segment on purpose (as in company-career): its Suspense boundary made
// React send the board after a skeleton and reveal it up to 300 ms later, which delayed the LCP.

export default async function GovCareerPage() {
  return <GovCareerClient jobs={await listPublicGovJobs()} />;
}
