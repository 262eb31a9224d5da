import { formatIstDateTime } from "./format";
import { type ConsoleApplication, savedResumeName } from "./types";

// Pieces of the application detail modal: the applicant's fields and the job panel.

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-3 py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="col-span-2 text-sm break-words text-slate-900">{children}</dd>
    </div>
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
      <dl className="divide-y divide-slate-100">
        <Row label="Full Name">{a.fullName}</Row>
        <Row label="Email">
          <a href={`mailto:${a.email}`} className="text-brand-700 underline">
            {a.email}
          </a>
        </Row>
        <Row label="Phone">
          <a href={`tel:${a.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 underline">
            {a.phone}
          </a>
        </Row>
        <Row label="Current Company">{a.currentCompany || "N/A"}</Row>
        <Row label="LinkedIn">
          <Link href={a.linkedinUrl} />
        </Row>
        <Row label="Portfolio">
          <Link href={a.githubUrl} />
        </Row>
        <Row label="Applied Date">{formatIstDateTime(a.appliedDate)}</Row>
        <Row label="Resume">{savedResumeName(a.resume)}</Row>
        <Row label="Cover Letter">
          {coverLetter === undefined ? (
            loading ? (
              "Loading..."
            ) : (
              "Not available"
            )
          ) : coverLetter ? (
            <span className="whitespace-pre-wrap">{coverLetter}</span>
          ) : (
            "N/A"
          )}
        </Row>
      </dl>
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
