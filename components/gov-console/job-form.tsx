"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { FormDialog } from "@/components/ui/dialog";
import { SelectField, TextareaField, TextField } from "@/components/ui/field";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import { GOV_ADMIN_MESSAGES, GOV_JOB_STATUSES, govJobSchema, type GovJobForm } from "@/lib/validation/gov-console";

import type { GovConsoleJob } from "./types";

// Add/edit job. The fee is typed in rupees and stored in paise by the server (same schema both sides).
type Values = GovJobForm;

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

const fromJob = (job: GovConsoleJob): Values => ({
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

const fields: {
  name: Exclude<keyof Values, "description" | "status">;
  label: string;
  type?: string;
  placeholder?: string;
}[] = [
  { name: "title", label: "Title" },
  { name: "company", label: "Company" },
  { name: "location", label: "Location" },
  { name: "salary", label: "Salary", placeholder: "₹15,000 - ₹18,000 per month" },
  { name: "experience", label: "Experience" },
  { name: "fee", label: "Application Fee (₹)", type: "text", placeholder: "500" },
  { name: "deadline", label: "Deadline", type: "date" },
];
const ORDER = [...fields.map((f) => f.name), "status", "description"];

export function JobForm({
  job,
  onClose,
  onSaved,
}: {
  job: GovConsoleJob | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  // raw: the API gets the fee as typed (rupees); the schema turns it into paise on the server.
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(govJobSchema, undefined, { raw: true }),
    defaultValues: job ? fromJob(job) : empty,
  });
  const { errors, isSubmitting: busy } = formState;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await apiFetch<{ message: string }>(job ? `/api/gov/jobs/${job.id}` : "/api/gov/jobs", {
        method: job ? "PUT" : "POST",
        body: values,
      });
      onSaved(res.message);
    } catch (error) {
      if (error instanceof ApiClientError) showServerErrors(setError, error.errors, ORDER);
      setFailure(GOV_ADMIN_MESSAGES.saveFailed);
    }
  });
  const field = (name: keyof Values) => ({ id: `job-${name}`, error: errors[name]?.message, ...register(name) });

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
          <TextField
            key={f.name}
            label={f.label}
            type={f.type}
            placeholder={f.placeholder}
            required
            {...field(f.name)}
          />
        ))}
        <SelectField label="Status" options={GOV_JOB_STATUSES} {...field("status")} />
        <TextareaField label="Description" required className="sm:col-span-2" {...field("description")} />
      </div>
      {failure ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
    </FormDialog>
  );
}
