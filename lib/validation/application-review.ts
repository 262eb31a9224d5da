import { z } from "zod";

import "@/lib/validation/zod-config";

import { isCalendarDate } from "@/lib/dates";
import { reasonMessages, reasonSchema, requireReasonFor } from "@/lib/validation/decision-reason";

// The company admin's side of applications: status changes (one or many) and the list query of
// the Applications tab, shared by the browser and GET /api/admin/applications (and its CSV export).

export const APPLICATION_STATUSES = ["pending", "reviewed", "shortlisted", "rejected", "hired", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const statusLabels: Record<ApplicationStatus, string> = {
  pending: "Pending",
  reviewed: "Reviewed",
  shortlisted: "Shortlisted",
  rejected: "Rejected",
  hired: "Hired",
  withdrawn: "Withdrawn",
};

/** Spec: pending yellow, reviewed blue, shortlisted green, rejected red, hired purple. */
export const statusBadgeClasses: Record<ApplicationStatus, string> = {
  pending: "bg-yellow-100 text-yellow-800 ring-yellow-300",
  reviewed: "bg-blue-100 text-blue-800 ring-blue-300",
  shortlisted: "bg-green-100 text-green-800 ring-green-300",
  rejected: "bg-red-100 text-red-800 ring-red-300",
  hired: "bg-purple-100 text-purple-800 ring-purple-300",
  withdrawn: "bg-slate-100 text-slate-700 ring-slate-300",
};

export const reviewMessages = {
  statusUpdated: "Application status updated!",
  statusFailed: "Error updating status.",
  invalidStatus: "Please choose a valid status: pending, reviewed, shortlisted, rejected or hired.",
  notFound: "Application not found",
  erased: "This application was anonymised: its status can no longer be changed.",
  withdrawn: "The applicant withdrew this application: its status can no longer be changed.",
  changedMeanwhile: (now: ApplicationStatus) =>
    `This application was changed by someone else meanwhile (now ${statusLabels[now]}), so this change was not made. Check its current status before you decide again.`,
  /** A bulk change that left some applications as they were (withdrawn, anonymised, or changed meanwhile). */
  someLeft: (count: number) =>
    `Status updated, but ${count === 1 ? "1 application was" : `${count} applications were`} withdrawn, anonymised or changed by someone else meanwhile and left as they were. Reload to see them.`,
  someMissing: "Some of the selected applications no longer exist. Reload the list and try again.",
  loadFailed: "Error loading data. Please check your connection.",
} as const;

export const BULK_MAX = 500;

const status = z.enum(APPLICATION_STATUSES, { error: reviewMessages.invalidStatus });
const id = z.string().trim().min(1).max(100);

/** What staff may set: every status but `withdrawn`, which only the applicant sets. */
export const STAFF_STATUSES = ["pending", "reviewed", "shortlisted", "rejected", "hired"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
/** Statuses that need a reason (it is mailed to the applicant). */
export const REASON_REQUIRED: readonly ApplicationStatus[] = ["rejected"];

const staffStatus = z.enum(STAFF_STATUSES, {
  error: (issue) => (issue.input === "withdrawn" ? reasonMessages.withdrawn : reviewMessages.invalidStatus),
});

// `from`: the status the reviewer's screen showed. When given and the application has another by
// now, someone else changed it meanwhile and the change is refused (409), so two reviewers cannot
// overwrite each other unseen. Optional, for older clients.
export const statusUpdateSchema = z
  .object({ status: staffStatus, reason: reasonSchema, from: status.optional() })
  .superRefine(requireReasonFor(REASON_REQUIRED));

export const bulkStatusSchema = z
  .object({
    ids: z
      .array(id, { error: "Select at least one application." })
      .min(1, "Select at least one application.")
      .max(BULK_MAX, `At most ${BULK_MAX} applications can be changed at once.`)
      .transform((ids) => [...new Set(ids)]),
    status: staffStatus,
    reason: reasonSchema,
    /** Application id -> the status the screen showed (as `from` above); ids left out are not checked. */
    from: z.record(id, status).optional(),
  })
  .superRefine(requireReasonFor(REASON_REQUIRED));

export const APPLICATION_SORTS = ["appliedDate", "fullName", "status", "job"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const PAGE_SIZE_DEFAULT = 20;

const blankToUndefined = (v: string | undefined) => v || undefined;

const isoDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform(blankToUndefined)
    .refine((v) => v === undefined || isCalendarDate(v), message);

const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

export const applicationListQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .normalize("NFC")
      .max(100, "Search must be at most 100 characters")
      .optional()
      .transform(blankToUndefined),
    jobId: z.string().trim().max(100, "jobId is not valid").optional().transform(blankToUndefined),
    status: z.preprocess((v) => (v === "" ? undefined : v), status.optional()),
    from: isoDate("from must be a date like 2026-01-31"),
    to: isoDate("to must be a date like 2026-01-31"),
    sort: z
      .enum(APPLICATION_SORTS, { error: `sort must be one of ${APPLICATION_SORTS.join(", ")}` })
      .default("appliedDate"),
    order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).default("desc"),
    page: pageNumber("page", 100_000).default(1),
    pageSize: pageNumber("pageSize", 100).default(PAGE_SIZE_DEFAULT),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start date must be on or before the end date",
    path: ["to"],
  });

export type ApplicationListQuery = z.output<typeof applicationListQuerySchema>;
export type ApplicationFilter = Pick<ApplicationListQuery, "q" | "jobId" | "status" | "from" | "to" | "sort" | "order">;

/** The query string for a list request or export (default values left out). */
export function listSearchParams(query: Partial<ApplicationListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    params.set(key, String(value));
  }
  return params;
}
