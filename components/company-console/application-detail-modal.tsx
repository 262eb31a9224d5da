"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";

import { DecisionDialog, type DecisionPrompt } from "@/components/decisions/decision-dialog";
import { MailLog } from "@/components/decisions/mail-log";
import { AsyncButton } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { apiFetch } from "@/lib/api-client";
import type { ApplicationStatus } from "@/lib/validation/application-review";

import { DetailFields, JobPanel } from "./application-detail-parts";
import { decisionPrompt } from "./decision-prompts";
import { formatIstDateTime } from "./format";
import { HirePanel } from "./hire-panel";
import { StatusBadge, StatusSelect } from "./status";
import { RecruitingPanels } from "./recruiting-panels";
import { StatusTimeline } from "./status-timeline";
import type { ConsoleApplication, ConsoleApplicationDetail } from "./types";
import type { ShownApplication } from "./use-console-actions";

// One application in full (spec: max height 90% of the viewport): every field, the job, the
// resume, the status dropdown, the reviewers' notes, rating and interviews, and the timeline.

export function ApplicationDetailModal({
  application,
  onClose,
  onStatusChange,
  onStatusSend,
  onDownload,
  onJobApplicants,
}: {
  application: ConsoleApplication;
  onClose: () => void;
  /** Resolves with the updated application, or null when the change failed (already toasted). */
  onStatusChange: (shown: ShownApplication, status: ApplicationStatus) => Promise<ConsoleApplicationDetail | null>;
  /** With a reason, throwing on failure: for the rejection and hire dialogs. */
  onStatusSend: (
    shown: ShownApplication,
    status: ApplicationStatus,
    reason?: string,
  ) => Promise<ConsoleApplicationDetail>;
  onDownload: (application: ConsoleApplication) => Promise<void>;
  onJobApplicants: (jobId: string) => void;
}) {
  const historyId = useId();
  const mailsId = useId();
  const statusId = useId();
  const [detail, setDetail] = useState<ConsoleApplicationDetail | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [saving, setSaving] = useState(false);
  const [prompt, setPrompt] = useState<DecisionPrompt | null>(null);
  const shown: ConsoleApplication = detail ?? application;
  // Each load or status change takes a number; an older answer arriving late is dropped, so a slow
  // first load can never overwrite the result of a status change.
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    setState("loading");
    try {
      const res = await apiFetch<{ application: ConsoleApplicationDetail }>(
        `/api/admin/applications/${application.id}`,
      );
      if (mine !== generation.current) return;
      setDetail(res.application);
      setState("ready");
    } catch (error) {
      if (mine !== generation.current) return;
      console.error("Failed to load application details", error);
      setState("failed");
    }
  }, [application.id]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // After an interview change only the e-mail list is fetched again (its invite was recorded with the
  // change); on failure the list stays as it was until the detail is reopened.
  const refreshMails = useCallback(async () => {
    const res = await apiFetch<{ application: ConsoleApplicationDetail }>(
      `/api/admin/applications/${application.id}`,
    ).catch(() => null);
    if (res) setDetail((d) => (d ? { ...d, mails: res.application.mails } : d));
  }, [application.id]);

  function requestStatus(status: ApplicationStatus) {
    const ask = decisionPrompt(status, { name: shown.fullName }, async (reason) => {
      const mine = ++generation.current;
      const updated = await onStatusSend(shown, status, reason);
      if (mine !== generation.current) return;
      setDetail(updated);
      setState("ready");
    });
    if (ask) setPrompt(ask);
    else void changeStatus(status);
  }

  async function changeStatus(status: ApplicationStatus) {
    setSaving(true);
    const mine = ++generation.current;
    const updated = await onStatusChange(shown, status);
    setSaving(false);
    if (mine !== generation.current) return;
    if (updated) {
      setDetail(updated);
      setState("ready");
    } else if (!detail) {
      void load(); // the first load's answer was dropped for this change: ask again
    }
  }

  return (
    <Dialog
      onClose={onClose}
      title={shown.fullName}
      description={
        <span className="flex flex-wrap items-center gap-3">
          <StatusBadge status={shown.status} />
          <span className="text-xs text-slate-500">Ref. {shown.reference}</span>
        </span>
      }
      size="lg"
    >
      <div className="space-y-6" data-testid="application-detail">
        <div className="flex flex-wrap items-center gap-4 rounded-lg bg-slate-50 p-4">
          <label htmlFor={statusId} className="text-sm font-medium text-slate-700">
            Status
          </label>
          <StatusSelect
            id={statusId}
            label="Application status"
            value={shown.status}
            busy={saving}
            onChange={requestStatus}
          />
          {saving ? <span className="text-sm text-slate-500">Updating...</span> : null}
          <AsyncButton
            variant="primary"
            className="ml-auto"
            busyLabel="Downloading..."
            onClick={() => onDownload(shown)}
          >
            Download Resume
          </AsyncButton>
        </div>

        <HirePanel applicationId={shown.id} status={shown.status} name={shown.fullName} />
        <DetailFields application={shown} coverLetter={detail?.coverLetter} loading={state === "loading"} />
        <JobPanel
          job={shown.job}
          state={detail ? "ready" : state}
          onRetry={() => void load()}
          onApplicants={() => onJobApplicants(shown.jobId)}
        />

        <RecruitingPanels
          applicationId={shown.id}
          candidate={shown.fullName}
          closed={shown.status === "withdrawn"}
          rejected={shown.status === "rejected"}
          onInterviewsChanged={() => void refreshMails()}
        >
          {(activity) => (
            <section aria-labelledby={historyId}>
              <h3 id={historyId} className="text-sm font-semibold text-slate-900">
                Timeline
              </h3>
              {detail ? (
                <StatusTimeline
                  appliedDate={detail.appliedDate}
                  firstAppliedDate={detail.firstAppliedDate}
                  entries={detail.timeline}
                  activity={activity}
                />
              ) : (
                <p className="mt-2 text-sm text-slate-500">
                  {state === "failed" ? "The history could not be loaded." : "Loading..."}
                </p>
              )}
              <p className="sr-only">Applied {formatIstDateTime(shown.appliedDate)}</p>
            </section>
          )}
        </RecruitingPanels>
        {detail ? <MailLog mails={detail.mails} headingId={mailsId} /> : null}
      </div>
      <DecisionDialog prompt={prompt} onClose={() => setPrompt(null)} />
    </Dialog>
  );
}
