import { DescriptionList } from "@/components/ui/description-list";

import { formatIstDateTime } from "./format";
import { type ConsoleApplication, savedResumeName } from "./types";

// Pieces of the application detail modal: the applicant's fields and the job panel.

/** A mailto: or tel: link. */
function ContactLink({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} className="text-brand-700 underline">
      {text}
    </a>
  );
}

function Link({ href }: { href: string | null }) {
  if (!href) return <>N/A</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
      {href}
    </a>
  );
}

function coverLetterText(coverLetter: string | null | undefined, loading: boolean): React.ReactNode {
  // Undefined once loading has ended: the detail failed to load (the job panel offers Try again).
  if (coverLetter === undefined) return loading ? "Loading..." : "Could not be loaded";
  return coverLetter ? <span className="whitespace-pre-wrap">{coverLetter}</span> : "N/A";
}

export function DetailFields({
  application: a,
  coverLetter,
  loading,
}: {
  application: ConsoleApplication;
  coverLetter: string | null | undefined;
  loading: boolean;
}) {
  return (
    <section aria-label="Applicant details">
      <DescriptionList
        layout="rows"
        items={[
          ["Full Name", a.fullName],
          ["Email", <ContactLink key="email" href={`mailto:${a.email}`} text={a.email} />],
          ["Phone", <ContactLink key="phone" href={`tel:${a.phone.replace(/[^\d+]/g, "")}`} text={a.phone} />],
          ["Current Company", a.currentCompany || "N/A"],
          ["LinkedIn", <Link key="linkedin" href={a.linkedinUrl} />],
          ["Portfolio", <Link key="portfolio" href={a.githubUrl} />],
          ["Applied Date", formatIstDateTime(a.appliedDate)],
          ["Resume", savedResumeName(a.resume)],
          ["Cover Letter", coverLetterText(coverLetter, loading)],
        ]}
      />
    </section>
  );
}

export function JobPanel({
  job,
  state,
  onRetry,
  onApplicants,
}: {
  job: ConsoleApplication["job"];
  state: "loading" | "ready" | "failed";
  onRetry: () => void;
  onApplicants: () => void;
}) {
  if (state === "failed" || (state === "ready" && !job)) {
    return (
      <section role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="job-panel">
        <h3 className="font-semibold text-amber-900">Job Information Not Available</h3>
        <p className="mt-1 text-sm text-amber-800">Unable to load job details. Please try again.</p>
        <button type="button" onClick={onRetry} className="mt-2 text-sm font-medium text-amber-900 underline">
          Try again
        </button>
      </section>
    );
  }
  return (
    <section aria-label="Job" className="rounded-lg border border-slate-200 p-4" data-testid="job-panel">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Applied for</h3>
      <p className="mt-1 font-medium text-slate-900">{job ? job.title : "Unknown"}</p>
      {job ? (
        <p className="text-sm text-slate-600">
          {job.company}
          {job.archived ? " · Archived" : job.isActive ? "" : " · Inactive"}
        </p>
      ) : null}
      {job ? (
        <button type="button" onClick={onApplicants} className="mt-2 text-sm font-medium text-brand-700 underline">
          All applicants for this job
        </button>
      ) : null}
    </section>
  );
}
