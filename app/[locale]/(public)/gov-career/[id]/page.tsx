import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";

import { FeeNotice } from "@/components/gov-apply/fee-notice";
import { FeeTableView } from "@/components/gov-apply/fee-table";
import { formatDeadline } from "@/components/gov-apply/job-card";
import { JobPage } from "@/components/careers/job-page";
import { govJobPosting, JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { jobFacts } from "@/components/ui/job-card";
import { employmentTypeLabel } from "@/lib/job-posting/schema";
import { feeSummary } from "@/lib/gov-fees";
import { findGovJobPage } from "@/lib/server/gov/jobs";

type Props = { params: Promise<{ id: string }> };

// A government job's own page, rendered on its first request and then served from Next's cache
// (again at most every 60 s, or right after a gov job write expires its tag). A job that no longer
// takes applications (closed by the admin, or past its deadline) says so and is not indexed; a
// draft or unknown job is 404.
export const revalidate = 60;
export function generateStaticParams(): { id: string }[] {
  return [];
}

const job = cache((id: string) => findGovJobPage(id));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await job((await params).id);
  if (!found) return { title: "Job not found", robots: { index: false } };
  return {
    title: `${found.title} at ${found.company}`,
    description:
      `${found.location} · ${found.salary} · Fee ${feeSummary(found.fees)} · Apply by ${formatDeadline(found.deadline)}. ${found.description}`.slice(
        0,
        300,
      ),
    alternates: { canonical: `/gov-career/${found.id}` },
    ...(found.isOpen ? {} : { robots: { index: false, follow: true } }),
  };
}

export default async function GovJobPage({ params }: Props) {
  const found = await job((await params).id);
  if (!found) notFound();
  return (
    <>
      {found.isOpen && <JobPostingJsonLd posting={govJobPosting(found)} />}
      <JobPage
        back={{ href: "/gov-career", label: "All government job opportunities" }}
        title={found.title}
        organisation={found.company}
        notice={
          found.isOpen ? null : (
            <p role="status" className="mt-4 rounded-md bg-slate-100 px-4 py-3 font-medium text-slate-800">
              This job is closed: applications are no longer accepted.
            </p>
          )
        }
        facts={[
          ...jobFacts(found).map(([label, value]): [string, React.ReactNode] =>
            label === "Experience" ? ["Eligibility / experience", value] : [label, value],
          ),
          ["Employment type", employmentTypeLabel(found.employmentType)],
          ["Application fee", <strong key="fee">{feeSummary(found.fees)}</strong>],
          [
            "Last date to apply",
            <time key="deadline" dateTime={found.deadline}>
              {formatDeadline(found.deadline)}
            </time>,
          ],
        ]}
        factsNote={
          <>
            <FeeTableView fees={found.fees} caption="Application fee by category" className="mt-4" />
            <p className="mt-1 text-xs text-slate-600">
              The lowest fee that applies to you is charged; ₹0 means no payment.
            </p>
            <FeeNotice variant="full" className="mt-4" />
          </>
        }
        description={found.description}
        footer={
          <>
            <p className="text-sm text-slate-500">
              Already applied?{" "}
              <Link href="/gov-career/status" className="font-medium text-brand-700 underline">
                Check your application status
              </Link>
            </p>
            {found.isOpen ? (
              <Link
                href={`/gov-career?apply=${encodeURIComponent(found.id)}`}
                className="rounded-md bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
              >
                Apply Now
              </Link>
            ) : (
              <p className="rounded-md bg-slate-100 px-4 py-2.5 text-sm font-medium text-slate-600">
                Applications closed
              </p>
            )}
          </>
        }
      />
    </>
  );
}
