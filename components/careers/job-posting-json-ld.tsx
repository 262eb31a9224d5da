import { type JobPostingInput, jobPostingScript } from "@/lib/job-posting/schema";

// schema.org JobPosting on a job's own page (company or government), so Google for Jobs can list it.
export function JobPostingJsonLd({ posting }: { posting: JobPostingInput }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jobPostingScript(posting) }} />;
}
