import type { Metadata } from "next";

import { GovCareerClient } from "@/components/gov-apply/gov-career-client";
import { listPublicGovJobs } from "@/lib/server/gov/jobs";

export const metadata: Metadata = {
  title: "Government or Other Jobs",
  description:
    "Apply online for government and other outsourced job openings: fill in the form, upload your photo and pay the application fee securely.",
  alternates: { canonical: "/gov-career" },
};

// Static, from Next's cache: rendered again at most every 60 s or right after a gov job write
// expires its tag (lib/server/cache.ts). The form asks for its application number when it opens.
export const revalidate = 60;

export default async function GovCareerPage() {
  return <GovCareerClient jobs={await listPublicGovJobs()} />;
}
