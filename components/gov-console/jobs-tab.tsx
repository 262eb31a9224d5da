"use client";

import { useState } from "react";

import { formatRupees } from "@/lib/money";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-admin";

import { api, formatDate, RequestError, type AdminGovJob } from "./api";
import { JobForm } from "./job-form";
import { LoadError, useLoad } from "./use-load";

type Notify = (kind: "success" | "error", text: string) => void;

const badge: Record<AdminGovJob["status"], string> = {
  active: "bg-emerald-100 text-emerald-800",
  inactive: "bg-slate-200 text-slate-700",
  draft: "bg-amber-100 text-amber-800",
};

export function JobsTab({ version, onChanged, notify }: { version: number; onChanged: () => void; notify: Notify }) {
  const { data, error, loading, retry } = useLoad(
    () => api<{ jobs: AdminGovJob[] }>("/api/gov/jobs?all=1").then((r) => r.jobs),
    [version],
  );
  const [editing, setEditing] = useState<AdminGovJob | "new" | null>(null);

  async function remove(job: AdminGovJob) {
    if (!window.confirm(GOV_ADMIN_MESSAGES.deleteConfirm)) return;
    try {
      const res = await api<{ message: string }>(`/api/gov/jobs/${job.id}`, { method: "DELETE" });
      notify("success", res.message);
      onChanged();
    } catch (e) {
      // A 409 explains why (paid applications: close the job instead).
      notify("error", e instanceof RequestError && e.status === 409 ? e.message : GOV_ADMIN_MESSAGES.deleteFailed);
    }
  }

  return (
    <section aria-labelledby="jobs-heading">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="jobs-heading" className="text-lg font-bold text-slate-900">
          Jobs
        </h2>
        <button
          type="button"
          onClick={() => setEditing("new")}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Add Job
        </button>
      </div>
      {error && !data ? <LoadError message={`Failed to load jobs: ${error}`} onRetry={retry} /> : null}
      {!data && !error ? <p className="text-slate-600">Loading jobs...</p> : null}
      {data && data.length === 0 ? <p className="text-slate-600">No jobs yet. Add the first one.</p> : null}
      {data && data.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white" aria-busy={loading}>
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Title
                </th>
                <th scope="col" className="px-4 py-3">
                  Location
                </th>
                <th scope="col" className="px-4 py-3">
                  Fee
                </th>
                <th scope="col" className="px-4 py-3">
                  Deadline
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Paid applications
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((job) => (
                <tr key={job.id} data-testid="gov-admin-job-row">
                  <td className="px-4 py-3">
                    <p className="font-medium text-slate-900">{job.title}</p>
                    <p className="text-xs text-slate-500">{job.company}</p>
                  </td>
                  <td className="px-4 py-3">{job.location}</td>
                  <td className="px-4 py-3">{formatRupees(job.feePaise)}</td>
                  <td className="px-4 py-3">{formatDate(job.deadline)}</td>
                  <td className="px-4 py-3">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badge[job.status]}`}>
                      {job.status}
                    </span>
                  </td>
                  <td className="px-4 py-3">{job.applicationCount}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <button
                      type="button"
                      onClick={() => setEditing(job)}
                      className="mr-3 font-medium text-brand-700 hover:underline"
                      aria-label={`Edit ${job.title}`}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      onClick={() => remove(job)}
                      className="font-medium text-red-700 hover:underline"
                      aria-label={`Delete ${job.title}`}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {editing ? (
        <JobForm
          job={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            notify("success", message);
            onChanged();
          }}
        />
      ) : null}
    </section>
  );
}
