"use client";

import { useRef, useState, type FormEvent } from "react";

import { FormDialog } from "@/components/ui/dialog";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import {
  JOB_COLORS,
  jobColorClasses,
  jobColorLabels,
  type JobInput,
  jobMessages,
  jobSchema,
} from "@/lib/validation/jobs";

import { TextField } from "./text-field";
import type { AdminJob } from "./types";

// Create (empty) or edit (prefilled) a job. The same schema as POST/PUT /api/jobs checks it here.

type Field = "title" | "company" | "location" | "salary" | "experience" | "description";
const FIELDS: { name: Field; label: string; multiline?: boolean; placeholder?: string }[] = [
  { name: "title", label: "Job Title" },
  { name: "company", label: "Company" },
  { name: "location", label: "Location", placeholder: "e.g. Patna, Bihar" },
  { name: "salary", label: "Salary", placeholder: "e.g. ₹4 - 6 LPA" },
  { name: "experience", label: "Experience", placeholder: "e.g. 2-4 years" },
  { name: "description", label: "Description", multiline: true },
];

const empty: JobInput = {
  title: "",
  company: "",
  location: "",
  salary: "",
  experience: "",
  description: "",
  color: "PurpleIndigo",
  isActive: true,
};

export function JobFormModal({
  job,
  onClose,
  onSaved,
}: {
  /** null: create a job. */
  job: AdminJob | null;
  onClose: () => void;
  onSaved: (job: AdminJob, message: string) => void;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<JobInput>(() =>
    job
      ? {
          title: job.title,
          company: job.company,
          location: job.location,
          salary: job.salary,
          experience: job.experience,
          description: job.description,
          color: job.color,
          isActive: job.isActive,
        }
      : empty,
  );
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);

  const set = (patch: Partial<JobInput>) => setValues((v) => ({ ...v, ...patch }));

  function focusFirst(fieldErrors: Record<string, string | undefined>) {
    const first = FIELDS.find((f) => fieldErrors[f.name]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure("");
    const parsed = jobSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await apiFetch<{ job: AdminJob; message: string }>(job ? `/api/jobs/${job.id}` : "/api/jobs", {
        method: job ? "PUT" : "POST",
        body: parsed.data,
        fallback: jobMessages.saveFailed,
      });
      onSaved(res.job, job ? jobMessages.updated : jobMessages.created);
    } catch (error) {
      const f = error instanceof ApiClientError ? error : new ApiClientError(0, jobMessages.saveFailed);
      if (Object.keys(f.errors).length) {
        setErrors(f.errors);
        focusFirst(f.errors);
      }
      setFailure(f.message);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={job ? "Edit Job" : "Create New Job"}
      onSubmit={submit}
      formRef={form}
      submitLabel={job ? "Update Job" : "Create Job"}
      busy={busy}
    >
      {failure ? (
        <p role="alert" className="mb-5 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            name={f.name}
            label={f.label}
            value={String(values[f.name] ?? "")}
            onChange={(v) => set({ [f.name]: v })}
            error={errors[f.name]}
            multiline={f.multiline}
            placeholder={f.placeholder}
            required
            className={f.multiline ? "sm:col-span-2" : undefined}
          />
        ))}
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-slate-700">Colour</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {JOB_COLORS.map((c) => (
            <label key={c} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="color"
                value={c}
                checked={values.color === c}
                onChange={() => set({ color: c })}
                className="accent-brand-700"
              />
              <span aria-hidden="true" className={`h-5 w-10 rounded bg-linear-to-r ${jobColorClasses[c]}`} />
              {jobColorLabels[c]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-5 flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          name="isActive"
          checked={values.isActive ?? true}
          onChange={(e) => set({ isActive: e.target.checked })}
          className="h-4 w-4 accent-brand-700"
        />
        Active Job Posting
      </label>
    </FormDialog>
  );
}
