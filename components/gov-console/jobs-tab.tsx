"use client";

import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { type Column, DataTable, RowActions } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { feeSummary, feeTableOf } from "@/lib/gov-fees";
import { GOV_ADMIN_MESSAGES } from "@/lib/validation/gov-console";

import { formatDate } from "./format";
import { JobForm } from "./job-form";
import { TitleCell } from "./title-cell";
import type { GovConsoleJob } from "./types";
import { LoadError, useLoad } from "./use-load";
import { useSaved } from "./use-saved";

const badge: Record<GovConsoleJob["status"], string> = {
  active: "bg-emerald-100 text-emerald-800",
  inactive: "bg-slate-200 text-slate-700",
  draft: "bg-amber-100 text-amber-800",
};

export function JobsTab({ version, onChanged }: { version: number; onChanged: () => void }) {
  const toast = useToast();
  const saved = useSaved(onChanged);
  const { data, error, loading, retry } = useLoad(
    () => apiFetch<{ jobs: GovConsoleJob[] }>("/api/gov/jobs?all=1").then((r) => r.jobs),
    [version],
  );
  const [editing, setEditing] = useState<GovConsoleJob | "new" | null>(null);
  const [deleting, setDeleting] = useState<GovConsoleJob | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  async function remove(job: GovConsoleJob) {
    try {
      const res = await apiFetch<{ message: string }>(`/api/gov/jobs/${job.id}`, { method: "DELETE" });
      setDeleting(null);
      toast.success(res.message);
      onChanged();
    } catch (e) {
      setDeleting(null);
      // A 409 explains why (paid applications: close the job instead).
      toast.error(e instanceof ApiClientError && e.status === 409 ? e.message : GOV_ADMIN_MESSAGES.deleteFailed);
    }
  }

  /** Sends the changed call letter again to whoever still has the old exam (a re-issue that gave up). */
  async function resend(job: GovConsoleJob) {
    if (resending) return;
    setResending(job.id);
    try {
      const res = await apiFetch<{ message: string }>(`/api/gov/jobs/${job.id}/call-letters`, { method: "POST" });
      toast.success(res.message);
      onChanged();
    } catch (e) {
      // A 409: every letter went out meanwhile; the list is loaded again and shows it.
      const conflict = e instanceof ApiClientError && e.status === 409;
      toast.error(conflict ? e.message : GOV_ADMIN_MESSAGES.resendFailed);
      if (conflict) onChanged();
    } finally {
      setResending(null);
    }
  }

  const columns: Column<GovConsoleJob>[] = [
    {
      key: "title",
      header: "Title",
      cell: (job) => <TitleCell title={job.title} detail={job.company} />,
    },
    { key: "location", header: "Location", cell: (job) => job.location },
    { key: "fee", header: "Fee", cell: (job) => feeSummary(feeTableOf(job)) },
    { key: "deadline", header: "Deadline", cell: (job) => formatDate(job.deadline) },
    {
      key: "status",
      header: "Status",
      cell: (job) => <StatusCell job={job} />,
    },
    { key: "paid", header: "Applications (paid or exempt)", cell: (job) => job.applicationCount },
    {
      key: "actions",
      header: <span className="sr-only">Actions</span>,
      className: "whitespace-nowrap",
      cell: (job) => (
        <RowActions
          actions={[
            ...(job.callLettersToResend > 0 && !job.callLettersReissuing
              ? [
                  {
                    label: "Re-send letters",
                    name: `Re-send the changed call letters of ${job.title}`,
                    onClick: () => void resend(job),
                    busy: resending === job.id,
                    busyLabel: "Sending...",
                  },
                ]
              : []),
            { label: "Edit", name: `Edit ${job.title}`, onClick: () => setEditing(job) },
            { label: "Delete", name: `Delete ${job.title}`, onClick: () => setDeleting(job), variant: "ghost-danger" },
          ]}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="jobs-heading">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="jobs-heading" className="text-lg font-bold text-slate-900">
          Jobs
        </h2>
        <button type="button" onClick={() => setEditing("new")} className={buttonClass("primary")}>
          Add Job
        </button>
      </div>
      {error && !data ? (
        <LoadError message={`Failed to load jobs: ${error}`} onRetry={retry} />
      ) : (
        <DataTable
          caption="Jobs"
          columns={columns}
          rows={data ?? []}
          rowKey={(job) => job.id}
          rowProps={() => ({ "data-testid": "gov-admin-job-row" })}
          loading={loading}
          loadingState={<p className="p-6 text-slate-600">Loading jobs...</p>}
          empty={<p className="p-6 text-slate-600">No jobs yet. Add the first one.</p>}
        />
      )}
      {editing ? (
        <JobForm
          job={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={saved(() => setEditing(null))}
          onStale={retry}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={GOV_ADMIN_MESSAGES.deleteConfirm}
        message={deleting ? `"${deleting.title}" will be deleted.` : ""}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/**
 * The job's status; active but past its last date, it says closed (applicants see it closed;
 * extending the deadline reopens it). After the exam changed, the call letters the re-issue has not
 * reached yet: their applicants still hold the old date, venue or instructions. They are "being
 * re-sent" while a re-issue is queued or running, and "not re-sent" once it stopped (it gave up, or
 * waits to try again), when the row offers Re-send letters.
 */
function StatusCell({ job }: { job: GovConsoleJob }) {
  const closed = job.status === "active" && !job.isOpen;
  const letters = job.callLettersToResend;
  return (
    <span className="flex flex-col items-start gap-0.5 max-sm:items-end max-sm:text-right">
      <Badge className={closed ? badge.inactive : badge[job.status]}>{closed ? "closed" : job.status}</Badge>
      {closed ? <span className="text-xs text-slate-500">deadline passed</span> : null}
      {letters > 0 ? (
        <span className="text-xs font-medium text-amber-800" data-testid="gov-admin-job-letters-to-resend">
          Exam changed: {letters} call letter{letters === 1 ? "" : "s"} {job.callLettersReissuing ? "being" : "not"}{" "}
          <span className="whitespace-nowrap">re-sent</span>
        </span>
      ) : null}
    </span>
  );
}
