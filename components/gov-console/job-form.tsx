"use client";

import { useState, type FormEvent } from "react";

import { FormDialog } from "@/components/ui/dialog";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { GOV_ADMIN_MESSAGES, GOV_JOB_STATUSES, govJobSchema } from "@/lib/validation/gov-admin";

import type { AdminGovJob } from "./types";

// Add/edit job. The fee is typed in rupees and stored in paise by the server (same schema both sides).
type Values = Record<
  "title" | "company" | "location" | "salary" | "experience" | "fee" | "deadline" | "description" | "status",
  string
>;

const empty: Values = {
  title: "",
  company: "",
  location: "",
  salary: "",
  experience: "",
  fee: "",
  deadline: "",
  description: "",
  status: "active",
};

const fromJob = (job: AdminGovJob): Values => ({
  title: job.title,
  company: job.company,
  location: job.location,
  salary: job.salary,
  experience: job.experience,
  fee: String(job.feePaise / 100),
  deadline: job.deadline,
  description: job.description,
  status: job.status,
});

const fields: { name: keyof Values; label: string; type?: string; placeholder?: string }[] = [
  { name: "title", label: "Title" },
  { name: "company", label: "Company" },
  { name: "location", label: "Location" },
  { name: "salary", label: "Salary", placeholder: "₹15,000 - ₹18,000 per month" },
  { name: "experience", label: "Experience" },
  { name: "fee", label: "Application Fee (₹)", type: "text", placeholder: "500" },
  { name: "deadline", label: "Deadline", type: "date" },
];

export function JobForm({
  job,
  onClose,
  onSaved,
}: {
  job: AdminGovJob | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [values, setValues] = useState<Values>(job ? fromJob(job) : empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = govJobSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await apiFetch<{ message: string }>(job ? `/api/gov/jobs/${job.id}` : "/api/gov/jobs", {
        method: job ? "PUT" : "POST",
        body: values,
      });
      onSaved(res.message);
    } catch (error) {
      if (error instanceof ApiClientError) setErrors(error.errors as typeof errors);
      setFailure(GOV_ADMIN_MESSAGES.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  const input = (name: keyof Values) => ({
    id: `job-${name}`,
    name,
    value: values[name],
    required: name !== "status",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `job-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    className: "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600",
  });
  const error = (name: keyof Values) =>
    errors[name] ? (
      <p id={`job-${name}-error`} className="mt-1 text-xs text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <FormDialog
      onClose={onClose}
      title={job ? "Edit Job" : "Add Job"}
      onSubmit={submit}
      submitLabel={job ? "Update Job" : "Create Job"}
      busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f.name}>
            <label htmlFor={`job-${f.name}`} className="text-sm font-medium text-slate-700">
              {f.label}
            </label>
            <input type={f.type ?? "text"} placeholder={f.placeholder} {...input(f.name)} />
            {error(f.name)}
          </div>
        ))}
        <div>
          <label htmlFor="job-status" className="text-sm font-medium text-slate-700">
            Status
          </label>
          <select {...input("status")}>
            {GOV_JOB_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="job-description" className="text-sm font-medium text-slate-700">
            Description
          </label>
          <textarea rows={4} {...input("description")} />
          {error("description")}
        </div>
      </div>
      {failure ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </FormDialog>
  );
}
