"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Resolver } from "react-hook-form";

import {
  bindField,
  SelectField,
  TextareaField,
  TextField,
  textFields,
  type TextFieldSpec,
} from "@/components/ui/field";
import { JobFormDialog } from "@/components/ui/job-form-dialog";
import { ApiClientError, apiFetch } from "@/lib/api-client";
import { showServerErrors } from "@/lib/form-errors";
import { toIstDateTimeInput } from "@/lib/dates";
import { employmentTypeOptions } from "@/lib/validation/jobs";
import {
  FEE_TABLE_FIELDS,
  GOV_ADMIN_MESSAGES,
  GOV_JOB_STATUSES,
  govJobSchema,
  type GovJobForm,
} from "@/lib/validation/gov-console";

import type { GovConsoleJob } from "./types";

// Add/edit job. Fees are typed in rupees and stored in paise by the server (same schema both sides):
// the UR/General fee, then the rest of the fee table, where a blank category costs the UR/General
// fee and a blank concession does not apply. ₹0 is a fee too: those applicants pay nothing.
type FeeField = keyof typeof FEE_TABLE_FIELDS;
type CallLetterField = "callLetterAt" | "callLetterVenue" | "callLetterInstructions" | CorrectionField;
type CorrectionField = "correctionFrom" | "correctionTo";
type Values = Omit<GovJobForm, FeeField | CallLetterField> & Record<FeeField | CallLetterField, string>;

const rupees = (paise: number | null) => (paise === null ? "" : String(paise / 100));
const feeFields = Object.keys(FEE_TABLE_FIELDS) as FeeField[];

const empty: Values = {
  title: "",
  company: "",
  location: "",
  salary: "",
  experience: "",
  fee: "",
  feeObc: "",
  feeEws: "",
  feeSc: "",
  feeSt: "",
  feePwd: "",
  feeExServiceman: "",
  feeWomen: "",
  callLetterAt: "",
  callLetterVenue: "",
  callLetterInstructions: "",
  correctionFrom: "",
  correctionTo: "",
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
  fee: rupees(job.feePaise),
  feeObc: rupees(job.feeObcPaise),
  feeEws: rupees(job.feeEwsPaise),
  feeSc: rupees(job.feeScPaise),
  feeSt: rupees(job.feeStPaise),
  feePwd: rupees(job.feePwdPaise),
  feeExServiceman: rupees(job.feeExServicemanPaise),
  feeWomen: rupees(job.feeWomenPaise),
  callLetterAt: job.callLetterAt ? toIstDateTimeInput(new Date(job.callLetterAt)) : "",
  callLetterVenue: job.callLetterVenue ?? "",
  callLetterInstructions: job.callLetterInstructions ?? "",
  correctionFrom: job.correctionFrom ?? "",
  correctionTo: job.correctionTo ?? "",
  deadline: job.deadline,
  description: job.description,
  employmentType: job.employmentType,
  status: job.status,
});

const fields: TextFieldSpec<
  Exclude<keyof Values, "description" | "status" | "employmentType" | FeeField | CallLetterField>
>[] = [
  { name: "title", label: "Title" },
  { name: "company", label: "Company" },
  { name: "location", label: "Location" },
  { name: "salary", label: "Salary", placeholder: "₹15,000 - ₹18,000 per month" },
  { name: "experience", label: "Experience" },
  { name: "fee", label: "Application Fee, UR/General (₹)", type: "text", placeholder: "500" },
  { name: "deadline", label: "Deadline", type: "date" },
];
const ORDER = [
  ...fields.map((f) => f.name),
  ...feeFields,
  "employmentType",
  "status",
  "description",
  "callLetterAt",
  "callLetterVenue",
  "callLetterInstructions",
  "correctionFrom",
  "correctionTo",
];

export function JobForm({
  job,
  onClose,
  onSaved,
  onStale,
}: {
  job: GovConsoleJob | null;
  onClose: () => void;
  onSaved: (message: string) => void;
  /** Someone else saved the job since this form opened (412): the list is read again. */
  onStale?: () => unknown;
}) {
  // raw: the API gets the fee as typed (rupees); the schema turns it into paise on the server.
  const form = useForm<Values>({
    resolver: zodResolver(govJobSchema, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: job ? fromJob(job) : empty,
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await apiFetch<{ message: string }>(job ? `/api/gov/jobs/${job.id}` : "/api/gov/jobs", {
        method: job ? "PUT" : "POST",
        body: values,
        // Refused (412) when someone else saved the job since this form opened: theirs is kept.
        headers: job ? { "If-Match": job.editTag } : undefined,
      });
      onSaved(res.message);
    } catch (error) {
      if (error instanceof ApiClientError) showServerErrors(form.setError, error.errors, ORDER);
      const changed = error instanceof ApiClientError && error.status === 412;
      // Opened again, the form then shows the other admin's save, and saves over it knowingly.
      if (changed) void onStale?.();
      form.setError("root", { message: changed ? GOV_ADMIN_MESSAGES.jobChanged : GOV_ADMIN_MESSAGES.saveFailed });
    }
  });
  // Fixed ids (job-title, job-title-error...): the console's tests find the fields' errors by them.
  const field = (name: keyof Values) => ({ id: `job-${name}`, ...bindField(form, name) });

  return (
    <JobFormDialog editing={job !== null} createTitle="Add Job" form={form} onClose={onClose} onSubmit={submit}>
      {textFields(fields, field, { required: true })}
      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Fee table (₹)</legend>
        <p className="text-xs text-slate-600 sm:col-span-4">
          Leave a category blank to charge it the UR/General fee, and a concession blank if the job gives none. The
          lowest fee that applies to an applicant is charged; ₹0 means no payment.
          {job !== null &&
            " A fee you lower also applies to applications saved but not yet paid (their applicants are e-mailed); a fee you raise does not."}
        </p>
        {feeFields.map((name) => (
          <TextField key={name} label={FEE_TABLE_FIELDS[name]} inputMode="decimal" placeholder="—" {...field(name)} />
        ))}
      </fieldset>
      <SelectField label="Employment Type" options={employmentTypeOptions} {...field("employmentType")} />
      <SelectField label="Status" options={GOV_JOB_STATUSES} {...field("status")} />
      <TextareaField label="Description" required className="sm:col-span-2" {...field("description")} />
      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Call letter (for approved applicants)</legend>
        <p className="text-xs text-slate-600 sm:col-span-2">
          Fill in all three to issue call letters; the letter always prints what is saved here.
        </p>
        <TextField label="Exam or interview date and time (IST)" type="datetime-local" {...field("callLetterAt")} />
        <TextField label="Venue" maxLength={300} {...field("callLetterVenue")} />
        <TextareaField
          label="Instructions"
          rows={3}
          maxLength={2000}
          className="sm:col-span-2"
          hint="One instruction per line: reporting time, documents to bring..."
          {...field("callLetterInstructions")}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-md border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Correction window</legend>
        <p className="text-xs text-slate-600 sm:col-span-2">
          From the first to the last day (IST, both included) applicants may correct their submitted application from
          the status page. Leave both blank for no correction window.
        </p>
        <TextField label="Corrections from" type="date" {...field("correctionFrom")} />
        <TextField label="Corrections until" type="date" {...field("correctionTo")} />
      </fieldset>
    </JobFormDialog>
  );
}
