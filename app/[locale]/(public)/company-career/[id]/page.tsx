import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";

import { ApplyButton } from "@/components/careers/apply-button";
import { applicationsLabel } from "@/components/careers/job-card";
import { JobPage } from "@/components/careers/job-page";
import { companyJobPosting, JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { jobFacts } from "@/components/ui/job-card";
import { formatIstDate } from "@/lib/dates";
import { employmentTypeLabel } from "@/lib/job-posting/schema";
import { findOpenJob } from "@/lib/server/careers/jobs";
import { jobColorClasses } from "@/lib/validation/jobs";

type Props = { params: Promise<{ id: string }> };

// Each job page is rendered on its first request and then served from Next's cache, rendered
// again at most every 60 s or as soon as a write to the job expires its tag (lib/server/cache.ts).
// A job that is closed, archived or deleted answers 404 (and so drops out of search results).
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

export default async function CompanyJobPage({ params }: Props) {
  const found = await job((await params).id);
  if (!found) notFound();
  return (
    <>
      <JobPostingJsonLd posting={companyJobPosting(found)} />
      <JobPage
        back={{ href: "/company-career", label: "All career opportunities" }}
        accent={jobColorClasses[found.color]}
        title={found.title}
        organisation={found.company}
        facts={[...jobFacts(found), ["Employment type", employmentTypeLabel(found.employmentType)]]}
        description={found.description}
        footer={
          <>
            <p className="text-sm text-slate-500">
              <span data-testid="application-count">{applicationsLabel(found.applicationCount)}</span> · Posted{" "}
              <time dateTime={found.postedDate}>{formatIstDate(new Date(found.postedDate))}</time>
            </p>
            <ApplyButton job={found} />
          </>
        }
      />
    </>
  );
}
