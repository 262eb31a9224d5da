import type { DescriptionItem } from "./description-list";

// The job card of the public boards (company and government): one frame, each board its own facts
// and action.

type Posting = { id: string; title: string; company: string; location: string; salary: string; experience: string };

/** The facts' labels as the staff consoles show them (public pages: the catalogue's "jobFacts"). */
const ENGLISH_LABELS = { location: "Location", salary: "Salary", experience: "Experience" } as const;

export type JobFactKey = keyof typeof ENGLISH_LABELS;

/**
 * The facts every job lists, company or government, in the order the boards show them. A public
 * page labels them in its language, `useTranslations("jobFacts")` or `getTranslations("jobFacts")`
 * passed as `label`; the consoles leave it out (English). The values are the job's own, as staff wrote them.
 */
export function jobFacts(
  job: Pick<Posting, "location" | "salary" | "experience">,
  label: (key: JobFactKey) => string = (key) => ENGLISH_LABELS[key],
): DescriptionItem[] {
  return [
    [label("location"), job.location],
    [label("salary"), job.salary],
    [label("experience"), job.experience],
  ];
}

/** The id of a card's title, which names the card (and may describe its Apply button). */
export const jobTitleId = (job: Pick<Posting, "id">) => `job-${job.id}-title`;

/**
 * A job as a card: an optional colour strip, the title (an h2) with a badge beside it, the company,
 * then the board's facts, description and action as children.
 */
export function JobCardFrame({
  job,
  testId,
  title = job.title,
  accent,
  badge,
  children,
}: {
  job: Pick<Posting, "id" | "title" | "company">;
  testId: string;
  /** The title as shown (e.g. a link to the job's own page). */
  title?: React.ReactNode;
  /** The colour strip's gradient classes. */
  accent?: string;
  badge?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article
      aria-labelledby={jobTitleId(job)}
      data-testid={testId}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {accent ? <div className={`h-2 bg-linear-to-r ${accent}`} /> : null}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={jobTitleId(job)} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {badge}
        </div>
        <p className="mt-1 text-sm font-medium text-brand-700">{job.company}</p>
        {children}
      </div>
    </article>
  );
}
