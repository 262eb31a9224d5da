"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { bindField, SelectField, TextareaField, textFields, type TextFieldSpec } from "@/components/ui/field";
import { JobFormDialog } from "@/components/ui/job-form-dialog";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import {
  employmentTypeOptions,
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

const FIELDS: TextFieldSpec<"title" | "company" | "location" | "salary" | "experience">[] = [
  { name: "title", label: "Job Title" },
  { name: "company", label: "Company" },
  { name: "location", label: "Location", placeholder: "e.g. Patna, Bihar" },
  { name: "salary", label: "Salary", placeholder: "e.g. ₹4 - 6 LPA" },
  { name: "experience", label: "Experience", placeholder: "e.g. 2-4 years" },
];
const ORDER = [...FIELDS.map((f) => f.name), "employmentType", "description", "color", "isActive"];

const empty: JobInput = {
  title: "",
  company: "",
  location: "",
  salary: "",
  experience: "",
  description: "",
  employmentType: "FULL_TIME",
  color: "PurpleIndigo",
  isActive: true,
};

export function JobFormModal({
  job,
  onClose,
  onSaved,
  onStale,
}: {
  /** null: create a job. */
  job: ConsoleJob | null;
  onClose: () => void;
  onSaved: (job: ConsoleJob, message: string) => void;
  /** Someone else saved the job since this form opened (412): the list is read again. */
  onStale?: () => unknown;
}) {
  const form = useForm<JobInput, unknown, JobFields>({
    resolver: zodResolver(jobSchema),
    defaultValues: job
      ? {
          title: job.title,
          company: job.company,
          location: job.location,
          salary: job.salary,
          experience: job.experience,
          description: job.description,
          employmentType: job.employmentType,
          color: job.color,
          isActive: job.isActive,
        }
      : empty,
  });
  const { register, handleSubmit, setError } = form;

  const submit = handleSubmit(async (data) => {
    try {
      const res = await apiFetch<{ job: ConsoleJob; message: string }>(job ? `/api/jobs/${job.id}` : "/api/jobs", {
        method: job ? "PUT" : "POST",
        body: data,
        fallback: jobMessages.saveFailed,
        // Refused (412) when someone else saved the job since this form opened: theirs is kept.
        headers: job ? { "If-Match": job.editTag } : undefined,
      });
      onSaved(res.job, job ? jobMessages.updated : jobMessages.created);
    } catch (error) {
      const f = error instanceof ApiClientError ? error : new ApiClientError(0, jobMessages.saveFailed);
      // Opened again, the form then shows the other admin's save, and saves over it knowingly.
      if (f.status === 412) void onStale?.();
      showServerErrors(setError, f.errors, ORDER);
      setError("root", { message: f.message });
    }
  });

  return (
    <JobFormDialog editing={job !== null} createTitle="Create New Job" form={form} onClose={onClose} onSubmit={submit}>
      {textFields(FIELDS, (name) => bindField(form, name), { required: true })}
      <SelectField label="Employment Type" options={employmentTypeOptions} {...bindField(form, "employmentType")} />
      <TextareaField
        label="Description"
        rows={5}
        required
        className="sm:col-span-2"
        {...bindField(form, "description")}
      />
      <fieldset className="mt-1 sm:col-span-2">
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
      <label className="mt-1 flex items-center gap-2 text-sm font-medium text-slate-700 sm:col-span-2">
        <input type="checkbox" className="h-4 w-4 accent-brand-700" {...register("isActive")} />
        Active Job Posting
      </label>
    </JobFormDialog>
  );
}
