"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormDialog } from "@/components/ui/dialog";
import { SelectField, TextareaField } from "@/components/ui/field";
import { DECISION_REASONS, decisionReasonText, type DecisionReason } from "@/content/decision-reasons";
import { ApiClientError, errorMessage } from "@/lib/api-client";
import { REASON_MAX, reasonMessages } from "@/lib/validation/decision-reason";

// The question before a staff decision that the applicant is told about (both consoles): a
// rejection or cancellation asks for the reason (from the list, with an optional note) that is
// mailed to the applicant; an approval or hire asks to confirm. A failure stays in the dialog.

export type DecisionPrompt = {
  /** "reason": pick a reason (and add a note); "confirm": yes or no. */
  kind: "reason" | "confirm";
  title: string;
  message: React.ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  /** Sends the decision; throws (an ApiClientError) to keep the dialog open with the error. */
  send: (reason?: string) => Promise<void>;
};

export function DecisionDialog({ prompt, onClose }: { prompt: DecisionPrompt | null; onClose: () => void }) {
  if (!prompt) return null;
  return prompt.kind === "reason" ? (
    <ReasonDialog prompt={prompt} onClose={onClose} />
  ) : (
    <ConfirmStep prompt={prompt} onClose={onClose} />
  );
}

function ConfirmStep({ prompt, onClose }: { prompt: DecisionPrompt; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      open
      title={prompt.title}
      variant="primary"
      message={
        <>
          <p>{prompt.message}</p>
          {error ? (
            <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
              {error}
            </p>
          ) : null}
        </>
      }
      confirmLabel={prompt.confirmLabel}
      busyLabel={prompt.busyLabel}
      onConfirm={async () => {
        try {
          await prompt.send();
          onClose();
        } catch (e) {
          setError(errorMessage(e));
        }
      }}
      onCancel={onClose}
    />
  );
}

const REASON_REQUIRED = "Please choose a reason.";

function ReasonDialog({ prompt, onClose }: { prompt: DecisionPrompt; onClose: () => void }) {
  const [label, setLabel] = useState<DecisionReason | "">("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; note?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  // The note shares the reason's 500 characters with the label and its ": ".
  const noteMax = REASON_MAX - (label ? label.length + 2 : 0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!label) {
      setErrors({ reason: REASON_REQUIRED });
      event.currentTarget.querySelector<HTMLElement>("select")?.focus();
      return;
    }
    if (label === "Other" && !note.trim()) {
      setErrors({ note: reasonMessages.otherNeedsNote });
      event.currentTarget.querySelector<HTMLElement>("textarea")?.focus();
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await prompt.send(decisionReasonText(label, note));
      onClose();
    } catch (e) {
      const fieldError = e instanceof ApiClientError ? e.errors.reason : undefined;
      setErrors(fieldError ? { note: fieldError } : { form: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={prompt.title}
      description={prompt.message}
      size="sm"
      submitLabel={prompt.confirmLabel}
      busy={busy}
      busyLabel={prompt.busyLabel ?? `${prompt.confirmLabel}...`}
      error={errors.form}
      onSubmit={(e) => void submit(e)}
      onClose={() => !busy && onClose()}
      formClassName="space-y-4"
    >
      <SelectField
        label="Reason"
        required
        placeholder="Choose a reason"
        options={DECISION_REASONS}
        value={label}
        error={errors.reason}
        data-autofocus
        onChange={(e) => {
          setLabel(e.target.value as DecisionReason | "");
          setErrors((prev) => ({ ...prev, reason: undefined }));
        }}
      />
      <TextareaField
        label={label === "Other" ? "Note for the applicant" : "Note for the applicant (optional)"}
        required={label === "Other"}
        hint={`Added after the reason in the e-mail. At most ${noteMax} characters.`}
        rows={3}
        maxLength={noteMax}
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
    </FormDialog>
  );
}
