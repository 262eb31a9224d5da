"use client";

import { useId, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { locationLabels, modeLabels, resultLabels } from "@/lib/validation/recruiting";

import { FeedbackDialog } from "./feedback-dialog";
import { formatIstDateTime } from "./format";
import { InterviewDialog } from "./interview-dialog";
import type { InterviewView } from "./use-recruiting";

// The application's interview rounds: schedule one, change or cancel it (the candidate is sent the
// updated invite or the cancellation, unless the round has started) and record its feedback and result.

type Open =
  | { kind: "schedule" }
  | { kind: "edit" | "feedback"; interview: InterviewView }
  /** started: the round had begun when Cancel was pressed (the candidate is then not e-mailed). */
  | { kind: "cancel"; interview: InterviewView; started: boolean }
  | null;

const resultClass: Record<InterviewView["result"], string> = {
  pending: "bg-slate-100 text-slate-700",
  passed: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  no_show: "bg-amber-100 text-amber-800",
};

export function InterviewsPanel({
  applicationId,
  candidate,
  interviews,
  closed,
  onChanged,
}: {
  applicationId: string;
  candidate: string;
  interviews: InterviewView[];
  /** Withdrawn or anonymised: no new rounds and no changes. */
  closed: boolean;
  onChanged: () => Promise<void>;
}) {
  const headingId = useId();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);

  async function saved(message: string) {
    await onChanged();
    setOpen(null);
    toast.success(message);
  }

  async function cancel(interview: InterviewView) {
    try {
      const res = await apiFetch<{ message: string }>(
        `/api/applications/${applicationId}/interviews/${interview.id}/cancel`,
        { method: "POST" },
      );
      await saved(res.message);
    } catch (error) {
      toast.error("The interview was not cancelled.", error);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="interviews-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-slate-900">
          Interviews
        </h3>
        {closed ? null : (
          <Button size="sm" variant="outline" onClick={() => setOpen({ kind: "schedule" })}>
            Schedule interview
          </Button>
        )}
      </div>
      {interviews.length === 0 ? (
        <p className="text-sm text-slate-500">No interviews scheduled.</p>
      ) : (
        <ul className="space-y-3">
          {interviews.map((i) => {
            const cancelled = i.status === "cancelled";
            return (
              <li
                key={i.id}
                className={`rounded-lg border border-slate-200 p-3 ${cancelled ? "bg-slate-50" : "bg-white"}`}
                data-testid="interview-item"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <p className={`font-medium text-slate-900 ${cancelled ? "line-through" : ""}`}>{i.round}</p>
                  {cancelled ? <Badge>Cancelled</Badge> : null}
                  <Badge className={resultClass[i.result]}>{resultLabels[i.result]}</Badge>
                </div>
                <dl className="mt-1 grid gap-x-4 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
                  <dt className="text-slate-500">When</dt>
                  <dd>
                    {formatIstDateTime(i.startsAt)} IST · {i.durationMinutes} min
                  </dd>
                  <dt className="text-slate-500">{modeLabels[i.mode]}</dt>
                  <dd className="break-words">
                    <span className="sr-only">{locationLabels[i.mode]}: </span>
                    {i.location || "—"}
                  </dd>
                  <dt className="text-slate-500">Interviewers</dt>
                  <dd className="break-words">{i.interviewers || "—"}</dd>
                  {i.feedback ? (
                    <>
                      <dt className="text-slate-500">Feedback</dt>
                      <dd className="break-words whitespace-pre-line">{i.feedback}</dd>
                    </>
                  ) : null}
                </dl>
                {closed && cancelled ? null : (
                  <div className="mt-2 flex flex-wrap gap-2">
                    {!cancelled && !closed ? (
                      <Button size="xs" variant="ghost" onClick={() => setOpen({ kind: "edit", interview: i })}>
                        Change<span className="sr-only"> {i.round}</span>
                      </Button>
                    ) : null}
                    <Button size="xs" variant="ghost" onClick={() => setOpen({ kind: "feedback", interview: i })}>
                      Feedback and result<span className="sr-only"> for {i.round}</span>
                    </Button>
                    {!cancelled ? (
                      <Button
                        size="xs"
                        variant="ghost-danger"
                        onClick={() =>
                          setOpen({
                            kind: "cancel",
                            interview: i,
                            started: new Date(i.startsAt).getTime() <= Date.now(),
                          })
                        }
                      >
                        Cancel interview<span className="sr-only"> {i.round}</span>
                      </Button>
                    ) : null}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {open?.kind === "schedule" || open?.kind === "edit" ? (
        <InterviewDialog
          applicationId={applicationId}
          interview={open.kind === "edit" ? open.interview : null}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      ) : null}
      {open?.kind === "feedback" ? (
        <FeedbackDialog
          applicationId={applicationId}
          interview={open.interview}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === "cancel"}
        title="Cancel this interview?"
        message={
          open?.kind === "cancel"
            ? `${open.interview.round} on ${formatIstDateTime(open.interview.startsAt)} IST. ${
                open.started
                  ? `It has already started, so ${candidate} is not e-mailed.`
                  : `${candidate} is sent the cancellation.`
              }`
            : ""
        }
        confirmLabel="Cancel interview"
        cancelLabel="Keep it"
        busyLabel="Cancelling..."
        onConfirm={() => (open?.kind === "cancel" ? cancel(open.interview) : undefined)}
        onCancel={() => setOpen(null)}
      />
    </section>
  );
}
