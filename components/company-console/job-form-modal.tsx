"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { FormDialog } from "@/components/ui/dialog";
import { TextareaField, TextField } from "@/components/ui/field";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import {
  JOB_COLORS,
  jobColorClasses,
  jobColorLabels,
  type JobFields,
  type JobInput,
  jobMessages,
  jobSchema,
} from "@/lib/validation/jobs";

import type { ConsoleJob } from "./types";

// Create (empty) or edit (prefilled) a job. The same schema as POST/PUT /api/jobs checks it here.

type Field = "title" | "company" | "location" | "salary" | "experience";
const FIELDS: { name: Field; label: string; placeholder?: string }[] = [
  { name: "title", label: "Job Title" },
  { name: "company", label: "Company" },
  { name: "location", label: "Location", placeholder: "e.g. Patna, Bihar" },
  { name: "salary", label: "Salary", placeholder: "e.g. ₹4 - 6 LPA" },
  { name: "experience", label: "Experience", placeholder: "e.g. 2-4 years" },
];
const ORDER = [...FIELDS.map((f) => f.name), "description", "color", "isActive"];

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
  job: ConsoleJob | null;
  onClose: () => void;
  onSaved: (job: ConsoleJob, message: string) => void;
}) {
  const [failure, setFailure] = useState("");
  const { register, handleSubmit, setError, formState } = useForm<JobInput, unknown, JobFields>({
    resolver: zodResolver(jobSchema),
    defaultValues: job
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
  });
  const { errors, isSubmitting: busy } = formState;

  const submit = handleSubmit(async (data) => {
    setFailure("");
    try {
      const res = await apiFetch<{ job: ConsoleJob; message: string }>(job ? `/api/jobs/${job.id}` : "/api/jobs", {
        method: job ? "PUT" : "POST",
        body: data,
        fallback: jobMessages.saveFailed,
      });
      onSaved(res.job, job ? jobMessages.updated : jobMessages.created);
    } catch (error) {
      const f = error instanceof ApiClientError ? error : new ApiClientError(0, jobMessages.saveFailed);
      showServerErrors(setError, f.errors, ORDER);
      setFailure(f.message);
    }
  });

  return (
    <FormDialog
      onClose={onClose}
      title={job ? "Edit Job" : "Create New Job"}
      onSubmit={submit}
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
            label={f.label}
            placeholder={f.placeholder}
            required
            error={errors[f.name]?.message}
            {...register(f.name)}
          />
        ))}
        <TextareaField
          label="Description"
          rows={5}
          required
          className="sm:col-span-2"
          error={errors.description?.message}
          {...register("description")}
        />
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-slate-700">Colour</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {JOB_COLORS.map((c) => (
            <label key={c} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <input type="radio" value={c} className="accent-brand-700" {...register("color")} />
              <span aria-hidden="true" className={`h-5 w-10 rounded bg-linear-to-r ${jobColorClasses[c]}`} />
              {jobColorLabels[c]}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-5 flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register("isActive")} />
        Active Job Posting
      </label>
    </FormDialog>
  );
}
