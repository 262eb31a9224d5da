"use client";

import { useCallback, useEffect, useState } from "react";

import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api-client";

import { formatCount, formatIstDate } from "./format";
import { StatusBadge } from "./status";
import type { ConsoleApplication, ConsoleJob, JobApplicants } from "./types";

// Applicants for one job (spec: max height 70% of the viewport, 'Loading...', 'No applications found.').

type Props = {
  job: ConsoleJob;
  onClose: () => void;
  onView: (application: ConsoleApplication) => void;
  /** Opens the Applications tab filtered by this job. */
  onShowAll: () => void;
};

export function ApplicantsModal({ job, onClose, onView, onShowAll }: Props) {
  const [data, setData] = useState<JobApplicants | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    setData(null);
    try {
      setData(await apiFetch<JobApplicants>(`/api/applications/${job.id}`));
    } catch (error) {
      console.error("Failed to load applicants", error);
      setFailed(true);
    }
  }, [job.id]);

  useEffect(() => {
    // Fetch on open; the state updates happen after the response.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const more = data && data.total > data.applications.length;
  return (
    <Dialog
      onClose={onClose}
      title={`Applicants for ${job.title}`}
      description={job.company}
      size="lg"
      maxHeight="70vh"
      footer={
        more ? (
          <p className="mr-auto text-sm text-slate-600">
            Showing the newest {formatCount(data.applications.length)} of {formatCount(data.total)}.{" "}
            <button type="button" onClick={onShowAll} className="font-medium text-brand-700 underline">
              See all in Applications
            </button>
          </p>
        ) : null
      }
    >
      <div data-testid="applicants-list" aria-live="polite">
        {failed ? (
          <p className="text-sm text-red-700">
            Could not load the applicants.{" "}
            <button type="button" onClick={() => void load()} className="font-medium underline">
              Try again
            </button>
          </p>
        ) : !data ? (
          <p className="text-sm text-slate-600">Loading...</p>
        ) : data.applications.length === 0 ? (
          <p className="text-sm text-slate-600">No applications found.</p>
        ) : (
          <ul className="-my-3 divide-y divide-slate-100">
            {data.applications.map((a) => (
              <li key={a.id} data-testid="applicant" className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{a.fullName}</p>
                  <p className="text-sm break-words text-slate-600">
                    {a.email} · {a.phone}
                  </p>
                  <p className="text-xs text-slate-500">Applied {formatIstDate(new Date(a.appliedDate))}</p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge status={a.status} />
                  <button
                    type="button"
                    onClick={() => onView(a)}
                    aria-label={`View application of ${a.fullName}`}
                    className={buttonClass("secondary", "sm")}
                  >
                    View
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
