"use client";

import { useState } from "react";

import { FormDialog } from "@/components/ui/dialog";
import { SelectField, TextareaField } from "@/components/ui/field";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { INTERVIEW_RESULTS, type InterviewResult, resultLabels } from "@/lib/validation/recruiting";

import type { InterviewView } from "./use-recruiting";

// A round's result and the interviewers' feedback: internal, the candidate is not written to.

export function FeedbackDialog({
  applicationId,
  interview,
  onClose,
  onSaved,
}: {
  applicationId: string;
  interview: InterviewView;
  onClose: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const [result, setResult] = useState<InterviewResult>(interview.result);
  const [feedback, setFeedback] = useState(interview.feedback ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiClientError | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await apiFetch<{ message: string }>(`/api/applications/${applicationId}/interviews/${interview.id}`, {
        method: "PUT",
        // What it opened with: a colleague's feedback saved since is not overwritten (409).
        body: {
          result,
          feedback: feedback.trim() || null,
          feedbackWas: { result: interview.result, feedback: interview.feedback },
        },
        fallback: "The feedback was not saved.",
      });
      await onSaved(res.message);
    } catch (err) {
      setError(err instanceof ApiClientError ? err : new ApiClientError(0, "The feedback was not saved."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={`Feedback: ${interview.round}`}
      description="Seen by reviewers only."
      submitLabel="Save feedback"
      busy={busy}
      error={error?.message}
      onSubmit={submit}
      onClose={onClose}
      size="sm"
      formClassName="space-y-4"
    >
      <SelectField
        label="Result"
        options={INTERVIEW_RESULTS.map((r) => ({ value: r, label: resultLabels[r] }))}
        value={result}
        onChange={(e) => setResult(e.target.value as InterviewResult)}
      />
      <TextareaField
        label="Feedback"
        rows={5}
        maxLength={5000}
        value={feedback}
        error={error?.errors.feedback}
        onChange={(e) => setFeedback(e.target.value)}
      />
    </FormDialog>
  );
}
