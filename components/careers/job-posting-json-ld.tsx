import { company } from "@/content/company";
import { addDays, istToday, toDateOnly } from "@/lib/dates";
import { istEndOfDay, type JobPostingInput, jobPostingScript } from "@/lib/job-posting/schema";
import type { PublicJob } from "@/lib/server/careers/jobs";
import type { GovJobPage } from "@/lib/server/gov/jobs";
import { localePath, siteUrl } from "@/lib/seo";

// schema.org JobPosting on a job's own page (company or government), so Google for Jobs lists it.

/** A company job has no closing date: it is open until the admin closes it. Its posting is
 * announced as valid for the next OPEN_POSTING_DAYS, a date that moves on with every render. */
export const OPEN_POSTING_DAYS = 30;

const common = (job: PublicJob | GovJobPage) => ({
  id: job.id,
  title: job.title,
  description: job.description,
  postedDate: job.postedDate,
  employmentType: job.employmentType,
  organisation: job.company,
  location: job.location,
  salary: job.salary,
  experience: job.experience,
  identifierName: company.name,
  directApply: true,
});

/** The page's own address in its language, as its canonical link names it. */
const pageUrl = (path: string, locale: string) => new URL(localePath(path, locale), siteUrl()).toString();

export function companyJobPosting(job: PublicJob, locale = "en", now = new Date()): JobPostingInput {
  return {
    ...common(job),
    url: pageUrl(`/company-career/${job.id}`, locale),
    validThrough: istEndOfDay(toDateOnly(addDays(istToday(now), OPEN_POSTING_DAYS))),
  };
}

/** A government job's posting is valid to 23:59:59 IST on its deadline. */
export function govJobPosting(job: GovJobPage, locale = "en"): JobPostingInput {
  return {
    ...common(job),
    url: pageUrl(`/gov-career/${job.id}`, locale),
    validThrough: istEndOfDay(job.deadline),
  };
}

export function JobPostingJsonLd({ posting }: { posting: JobPostingInput }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jobPostingScript(posting) }} />;
}
