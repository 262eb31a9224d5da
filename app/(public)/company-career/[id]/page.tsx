import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";

import { ApplyButton } from "@/components/careers/apply-button";
import { applicationsLabel } from "@/components/careers/job-card";
import { JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { cardClass } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { jobFacts } from "@/components/ui/job-card";
import { formatIstDate } from "@/lib/dates";
import { env } from "@/lib/env";
import { findOpenJob } from "@/lib/server/careers/jobs";
import { jobColorClasses } from "@/lib/validation/jobs";

type Props = { params: Promise<{ id: string }> };

// Each job page is rendered on its first request and then served from Next's cache, rendered
// again at most every 60 s or as soon as a write to the job expires its tag (lib/server/cache.ts).
export const revalidate = 60;
export function generateStaticParams(): { id: string }[] {
  return [];
}

const job = cache((id: string) => findOpenJob(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await job((await params).id);
  if (!found) return { title: "Job not found", robots: { index: false } };
  return {
    title: `${found.title} at ${found.company}`,
    description: `${found.location} · ${found.salary} · ${found.experience}. ${found.description}`.slice(0, 300),
    alternates: { canonical: `/company-career/${found.id}` },
  };
}

export default async function JobPage({ params }: Props) {
  const found = await job((await params).id);
  if (!found) notFound();
  const base = env().APP_URL;
  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6">
      <JobPostingJsonLd job={found} url={base ? new URL(`/company-career/${found.id}`, base).toString() : undefined} />
      <div className="mx-auto max-w-3xl">
        <Link href="/company-career" className="text-sm font-medium text-brand-700 hover:underline">
          ← All career opportunities
        </Link>
        <article className={`${cardClass} mt-4 overflow-hidden`}>
          <div className={`h-2 bg-linear-to-r ${jobColorClasses[found.color]}`} />
          <div className="p-6 sm:p-8">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{found.title}</h1>
            <p className="mt-1 font-medium text-brand-700">{found.company}</p>
            <DescriptionList layout="tiles" className="mt-5" items={jobFacts(found)} />
            <h2 className="mt-6 text-lg font-semibold text-slate-900">About the role</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{found.description}</p>
            <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-5">
              <p className="text-sm text-slate-500">
                <span data-testid="application-count">{applicationsLabel(found.applicationCount)}</span> · Posted{" "}
                <time dateTime={found.postedDate}>{formatIstDate(new Date(found.postedDate))}</time>
              </p>
              <ApplyButton job={found} />
            </div>
          </div>
        </article>
      </div>
    </div>
  );
}
