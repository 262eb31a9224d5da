import type { Metadata } from "next";

import { CareersHero } from "@/components/careers/careers-hero";
import { listOpenJobs } from "@/lib/server/company-jobs";
import { JOB_SEARCH_MAX, JOBS_PAGE_DEFAULT } from "@/lib/validation/jobs";

import { JobBoardClient } from "./job-board-client";

export const metadata: Metadata = {
  title: "Career Opportunities",
  description:
    "Open positions in software, HR, payroll, networking and training. Search the openings and apply online.",
  alternates: { canonical: "/company-career" },
};

// No loading.tsx in this segment on purpose: its Suspense boundary would stream a skeleton before
// the jobs (a loading flash on first paint, and a 200 before a job page can answer 404). The
// (public) layout provides <main>, so pages here render a plain container.

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export default async function CompanyCareerPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, JOB_SEARCH_MAX) ?? "";
  // The first page is rendered here: no loading flash on first paint, and crawlers see the jobs.
  const page = await listOpenJobs({ q: q || undefined, limit: JOBS_PAGE_DEFAULT, cursor: undefined });
  return (
    <div className="bg-slate-50 pb-16">
      <CareersHero />
      <div className="mx-auto -mt-8 max-w-6xl px-4 sm:px-6">
        <JobBoardClient initial={page} initialQuery={q} />
      </div>
    </div>
  );
}
