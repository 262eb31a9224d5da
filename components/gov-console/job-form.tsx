"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { bindField, SelectField, TextareaField, textFields, type TextFieldSpec } from "@/components/ui/field";
import { JobFormDialog } from "@/components/ui/job-form-dialog";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import { employmentTypeOptions } from "@/lib/validation/jobs";
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
  employmentType: "FULL_TIME",
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
  employmentType: job.employmentType,
  status: job.status,
});

const fields: TextFieldSpec<Exclude<keyof Values, "description" | "status" | "employmentType">>[] = [
  { name: "title", label: "Title" },
  { name: "company", label: "Company" },
  { name: "location", label: "Location" },
  { name: "salary", label: "Salary", placeholder: "₹15,000 - ₹18,000 per month" },
  { name: "experience", label: "Experience" },
  { name: "fee", label: "Application Fee (₹)", type: "text", placeholder: "500" },
  { name: "deadline", label: "Deadline", type: "date" },
];
const ORDER = [...fields.map((f) => f.name), "employmentType", "status", "description"];

export function JobForm({
  job,
  onClose,
  onSaved,
}: {
  job: GovConsoleJob | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  // raw: the API gets the fee as typed (rupees); the schema turns it into paise on the server.
  const form = useForm<Values>({
    resolver: zodResolver(govJobSchema, undefined, { raw: true }),
    defaultValues: job ? fromJob(job) : empty,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>(job ? `/api/gov/jobs/${job.id}` : "/api/gov/jobs", {
        method: job ? "PUT" : "POST",
        body: values,
      });
      onSaved(res.message);
    } catch (error) {
      if (error instanceof ApiClientError) showServerErrors(form.setError, error.errors, ORDER);
      form.setError("root", { message: GOV_ADMIN_MESSAGES.saveFailed });
    }
  });
  // Fixed ids (job-title, job-title-error...): the console's tests find the fields' errors by them.
  const field = (name: keyof Values) => ({ id: `job-${name}`, ...bindField(form, name) });

  return (
    <JobFormDialog editing={job !== null} createTitle="Add Job" form={form} onClose={onClose} onSubmit={submit}>
      {textFields(fields, field, { required: true })}
      <SelectField label="Employment Type" options={employmentTypeOptions} {...field("employmentType")} />
      <SelectField label="Status" options={GOV_JOB_STATUSES} {...field("status")} />
      <TextareaField label="Description" required className="sm:col-span-2" {...field("description")} />
    </JobFormDialog>
  );
}
