// The government-job admin console: the job form (client and POST/PUT /api/gov/jobs), status
// decisions (PUT /api/gov/applications/{id}/status) and the application list/export filter
// (GET /api/gov/applications, GET /api/gov/applications/export/csv).
import { z } from "zod";

import "@/lib/validation/zod-config";

import { isCalendarDate } from "@/lib/dates";
import { employmentTypeSchema } from "@/lib/validation/jobs";
import { requiredText } from "@/lib/validation/text";

export const GOV_ADMIN_MESSAGES = {
  saveFailed: "Failed to save job. Please try again.",
  deleteFailed: "Failed to delete job",
  deleteConfirm: "Are you sure you want to delete this job?",
  exportFailed: "Failed to export data",
  statusFailed: "Failed to update application status",
  hasPaidApplications:
    "This job has paid applications and cannot be deleted. Set its status to inactive to close it instead.",
  hasApplications:
    "This job has applications in progress and cannot be deleted. Set its status to inactive to close it instead.",
  jobNotFound: "Job not found",
  applicationNotFound: "Application not found",
} as const;

export const GOV_JOB_STATUSES = ["active", "inactive", "draft"] as const;
export const GOV_APPLICATION_STATUSES = ["pending", "approved", "rejected", "shortlisted", "under_review"] as const;
export const PAYMENT_STATUSES = ["pending", "completed", "failed"] as const;

export type GovApplicationStatusValue = (typeof GOV_APPLICATION_STATUSES)[number];

/** How a status reads in the console and in the success message ("under review", not "under_review"). */
export function statusText(status: GovApplicationStatusValue): string {
  return status.replace("_", " ");
}

/** The fee is typed in rupees (up to 2 decimals) and stored as integer paise. */
export const feeRupeesSchema = z
  .union([z.string(), z.number()], { error: "Fee is required" })
  .transform((v) => String(v).trim().replace(/^₹\s*/, "").replace(/,/g, ""))
  .refine((v) => v !== "", "Fee is required")
  .refine((v) => /^\d{1,7}(\.\d{1,2})?$/.test(v), "Fee must be an amount in rupees, e.g. 500 or 499.50")
  .transform((v) => Math.round(Number(v) * 100))
  .refine((paise) => paise >= 100, "Fee must be at least ₹1");

export const govJobSchema = z.object({
  title: requiredText("Title", 150),
  company: requiredText("Company", 150),
  location: requiredText("Location", 150),
  salary: requiredText("Salary", 100),
  experience: requiredText("Experience", 150),
  fee: feeRupeesSchema,
  deadline: z
    .string({ error: "Deadline is required" })
    .trim()
    .min(1, "Deadline is required")
    .refine(isCalendarDate, "Please enter a valid deadline date"),
  description: requiredText("Description", 5000),
  employmentType: employmentTypeSchema,
  status: z.enum(GOV_JOB_STATUSES, { error: "Please choose a status" }).default("active"),
});

export type GovJobForm = z.input<typeof govJobSchema>;
export type GovJobInput = z.output<typeof govJobSchema>;

export const statusUpdateSchema = z.object({
  status: z.enum(GOV_APPLICATION_STATUSES, { error: "Please choose a valid status" }),
  note: z.string().trim().max(500, "Note must be at most 500 characters").optional(),
});

const dateParam = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isCalendarDate(v), "Please enter a valid date (YYYY-MM-DD)");

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v) => (v === "" || v === "all" ? undefined : v))
    .pipe(z.enum(values).optional());

export const SORT_FIELDS = ["createdAt", "name", "applicationNumber", "status", "paymentStatus", "feePaise"] as const;

/** The filter shared by the list and the export (query-string values). */
export const applicationFilterSchema = z
  .object({
    q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
    jobId: z.string().trim().max(64).optional(),
    status: optionalEnum(GOV_APPLICATION_STATUSES),
    paymentStatus: optionalEnum(PAYMENT_STATUSES),
    from: dateParam,
    to: dateParam,
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: "'From' date cannot be after 'To' date", path: ["to"] })
  .transform((f) => ({ ...f, q: f.q || undefined, jobId: f.jobId || undefined }));

export const applicationListSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(SORT_FIELDS).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});

export type ApplicationFilter = z.output<typeof applicationFilterSchema>;
export type ApplicationListParams = z.output<typeof applicationListSchema>;

/** Reads the filter (and list parameters) from a URL's query string. */
export function parseApplicationQuery(params: URLSearchParams) {
  const raw = Object.fromEntries(params.entries());
  return { filter: applicationFilterSchema.parse(raw), list: applicationListSchema.parse(raw) };
}
