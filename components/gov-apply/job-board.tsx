"use client";

import { useMemo, useState } from "react";

import { formatDeadline, JobCard } from "@/components/gov-apply/job-card";
import type { PublicGovJob } from "@/components/gov-apply/types";
import { SearchInput } from "@/components/ui/search-input";
import { feeSummary } from "@/lib/gov-fees";

// Search is a case-insensitive substring match against any field value of the job (as shown).
function matches(job: PublicGovJob, query: string): boolean {
  const haystack = [
    job.title,
    job.company,
    job.location,
    job.salary,
    job.experience,
    job.description,
    feeSummary(job.fees),
    formatDeadline(job.deadline),
    job.deadline,
  ];
  return haystack.some((value) => value.toLowerCase().includes(query));
}

export function JobBoard({ jobs, onApply }: { jobs: PublicGovJob[]; onApply(job: PublicGovJob): void }) {
  const [query, setQuery] = useState("");
  const term = query.trim().toLowerCase();
  const shown = useMemo(() => (term ? jobs.filter((job) => matches(job, term)) : jobs), [jobs, term]);

  return (
    <div className="space-y-6">
      <div className="max-w-xl">
        <SearchInput
          label="Search jobs"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search by title, company, location or keyword..."
          className="rounded-lg px-4 py-2.5 focus:ring-1 focus:ring-brand-600"
        />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown.length} {shown.length === 1 ? "opportunity" : "opportunities"}
        {term ? ` for "${query.trim()}"` : ""}
      </p>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No Jobs Found</h2>
          <p className="mt-2 text-sm text-slate-600">
            {term ? "No openings match your search." : "There are no openings right now. Please check back soon."}
          </p>
          {term && (
            <button
              type="button"
              onClick={() => setQuery("")}
              className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Clear Search
            </button>
          )}
        </div>
      ) : (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((job) => (
            <JobCard key={job.id} job={job} onApply={onApply} />
          ))}
        </div>
      )}
    </div>
  );
}
