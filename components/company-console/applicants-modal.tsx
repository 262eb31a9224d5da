"use client";

import { useCallback, useEffect, useId, useState } from "react";

import { Modal } from "@/components/careers/modal";

import { type AdminApplication, type AdminJob, api, type JobApplicants } from "./api";
import { formatCount, formatIstDate } from "./format";
import { StatusBadge } from "./status";

// Applicants for one job (spec: max height 70% of the viewport, 'Loading...', 'No applications found.').

export function ApplicantsModal({
  job,
  onClose,
  onView,
  onShowAll,
}: {
  job: AdminJob;
  onClose: () => void;
  onView: (application: AdminApplication) => void;
  /** Opens the Applications tab filtered by this job. */
  onShowAll: () => void;
}) {
  const titleId = useId();
  const [data, setData] = useState<JobApplicants | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    setData(null);
    try {
      setData(await api<JobApplicants>(`/api/applications/${job.id}`));
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

  return (
    <Modal titleId={titleId} onClose={onClose} panelClassName="flex max-h-[70vh] max-w-3xl flex-col">
      <div className="border-b border-slate-100 px-6 py-4 pr-14">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Applicants for {job.title}
        </h2>
        <p className="text-sm text-slate-500">{job.company}</p>
      </div>
      <div className="overflow-y-auto px-6 py-4" data-testid="applicants-list" aria-live="polite">
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
          <ul className="divide-y divide-slate-100">
            {data.applications.map((a) => (
              <li key={a.id} data-testid="applicant" className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-slate-900">{a.fullName}</p>
                  <p className="text-sm text-slate-600">
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
                    className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
                  >
                    View
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {data && data.total > data.applications.length ? (
        <div className="border-t border-slate-100 px-6 py-3 text-sm text-slate-600">
          Showing the newest {formatCount(data.applications.length)} of {formatCount(data.total)}.{" "}
          <button type="button" onClick={onShowAll} className="font-medium text-brand-700 underline">
            See all in Applications
          </button>
        </div>
      ) : null}
    </Modal>
  );
}
