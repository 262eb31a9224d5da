"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { FormDialog } from "@/components/ui/dialog";
import { bindField, SelectField, TextField } from "@/components/ui/field";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { toIstDateTimeInput } from "@/lib/dates";
import { showServerErrors } from "@/lib/form-errors";
import {
  INTERVIEW_MODES,
  interviewChangeSchema,
  type InterviewInput,
  interviewSchema,
  locationLabels,
  modeLabels,
} from "@/lib/validation/recruiting";

import type { InterviewView } from "./use-recruiting";

// Schedule a new interview round, or change one (the candidate is sent the new invite). The date
// and time are on the Indian clock; the same schema as the API checks the form.

const ORDER = ["round", "date", "time", "durationMinutes", "mode", "location", "interviewers"];
const placeholders: Record<InterviewInput["mode"], string> = {
  in_person: "e.g. 2nd floor, Boring Road, Patna",
  phone: "e.g. +91 98765 43210",
  video: "https://meet.example.com/...",
};

function defaults(interview: InterviewView | null): InterviewInput {
  if (!interview) {
    return { round: "", date: "", time: "", durationMinutes: 45, mode: "video", location: "", interviewers: "" };
  }
  const [date, time] = toIstDateTimeInput(new Date(interview.startsAt)).split("T");
  return {
    round: interview.round,
    date,
    time,
    durationMinutes: interview.durationMinutes,
    mode: interview.mode,
    location: interview.location,
    interviewers: interview.interviewers,
  };
}

export function InterviewDialog({
  applicationId,
  interview,
  onClose,
  onSaved,
}: {
  applicationId: string;
  /** null: schedule a new round. */
  interview: InterviewView | null;
  onClose: () => void;
  onSaved: (message: string) => Promise<void>;
}) {
  const [opened] = useState(() => defaults(interview));
  const [schema] = useState(() => (interview ? interviewChangeSchema(opened) : interviewSchema));
  const form = useForm<InterviewInput>({ resolver: zodResolver(schema), defaultValues: opened });
  const { handleSubmit, setError, formState, register } = form;
  const mode = useWatch({ control: form.control, name: "mode" });

  const submit = handleSubmit(async (data) => {
    try {
      const base = `/api/applications/${applicationId}/interviews`;
      const res = await apiFetch<{ message: string }>(interview ? `${base}/${interview.id}` : base, {
        method: interview ? "PUT" : "POST",
        // The version this dialog opened: the server refuses the change if a colleague's came first.
        body: interview ? { ...data, sequence: interview.sequence } : data,
        fallback: "The interview was not saved.",
      });
      await onSaved(res.message);
    } catch (error) {
      const f = error instanceof ApiClientError ? error : new ApiClientError(0, "The interview was not saved.");
      showServerErrors(setError, f.errors, ORDER);
      setError("root", { message: f.message });
    }
  });

  return (
    <FormDialog
      title={interview ? "Change interview" : "Schedule interview"}
      description={interview ? "The candidate is sent the updated invite." : "The candidate is e-mailed an invite."}
      submitLabel={interview ? "Save and send update" : "Schedule and send invite"}
      busy={formState.isSubmitting}
      busyLabel="Sending..."
      error={formState.errors.root?.message}
      onSubmit={submit}
      onClose={onClose}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="Round"
        required
        placeholder="e.g. Technical round"
        className="sm:col-span-2"
        {...bindField(form, "round")}
      />
      <TextField label="Date (IST)" type="date" required {...bindField(form, "date")} />
      <TextField label="Time (IST)" type="time" required {...bindField(form, "time")} />
      <TextField
        label="Duration (minutes)"
        type="number"
        min={15}
        max={480}
        step={15}
        required
        error={formState.errors.durationMinutes?.message}
        {...register("durationMinutes", { valueAsNumber: true })}
      />
      <SelectField
        label="Mode"
        required
        options={INTERVIEW_MODES.map((m) => ({ value: m, label: modeLabels[m] }))}
        {...bindField(form, "mode")}
      />
      <TextField
        label={locationLabels[mode] ?? "Location"}
        required
        placeholder={placeholders[mode]}
        className="sm:col-span-2"
        {...bindField(form, "location")}
      />
      <TextField
        label="Interviewers"
        required
        placeholder="e.g. Asha Rao, Vikram Singh"
        className="sm:col-span-2"
        {...bindField(form, "interviewers")}
      />
    </FormDialog>
  );
}
