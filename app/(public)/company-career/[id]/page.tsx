import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";

import { ApplyButton } from "@/components/careers/apply-button";
import { applicationsLabel } from "@/components/careers/job-card";
import { JobPage } from "@/components/careers/job-page";
import { JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { jobFacts } from "@/components/ui/job-card";
import { company } from "@/content/company";
import { addDays, formatIstDate, istToday, toDateOnly } from "@/lib/dates";
import { employmentTypeLabel, istEndOfDay } from "@/lib/job-posting/schema";
import { findOpenJob } from "@/lib/server/careers/jobs";
import { siteUrl } from "@/lib/seo";
import { jobColorClasses } from "@/lib/validation/jobs";

type Props = { params: Promise<{ id: string }> };

// Each job page is rendered on its first request and then served from Next's cache, rendered
// again at most every 60 s or as soon as a write to the job expires its tag (lib/server/cache.ts).
// A job that is closed, archived or deleted answers 404 (and so drops out of search results).
export const revalidate = 60;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** A company job has no closing date: it stays open until the admin closes it. Its posting is
 * announced as valid for the next OPEN_POSTING_DAYS, a date that moves on with every render. */
const OPEN_POSTING_DAYS = 30;

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
      <JobPostingJsonLd
        posting={{
          id: found.id,
          url: new URL(`/company-career/${found.id}`, siteUrl()).toString(),
          title: found.title,
          description: found.description,
          postedDate: found.postedDate,
          validThrough: istEndOfDay(toDateOnly(addDays(istToday(), OPEN_POSTING_DAYS))),
          employmentType: found.employmentType,
          organisation: found.company,
          location: found.location,
          salary: found.salary,
          experience: found.experience,
          identifierName: company.name,
          directApply: true,
        }}
      />
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
