import { company } from "@/content/company";
import type { PublicJob } from "@/lib/server/careers/jobs";

// schema.org JobPosting for a job's own page, so search engines can list the opening.

export function jobPostingData(job: PublicJob, url: string | undefined) {
  const remote = /\bremote\b/i.test(job.location);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.postedDate.slice(0, 10),
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    hiringOrganization: { "@type": "Organization", name: job.company },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "IN" },
    },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : {}),
    experienceRequirements: job.experience,
    directApply: true,
    ...(url ? { url } : {}),
  };
}

export function JobPostingJsonLd({ job, url }: { job: PublicJob; url?: string }) {
  // "<" escaped so text from the job can never close the script element.
  const json = JSON.stringify(jobPostingData(job, url)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
