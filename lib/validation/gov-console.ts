// The government-job admin console: the job form (client and POST/PUT /api/gov/jobs), status
// decisions (PUT /api/gov/applications/{id}/status) and the application list/export filter
// (GET /api/gov/applications, GET /api/gov/applications/export/csv).
import { z } from "zod";

import "@/lib/validation/zod-config";

import { isCalendarDate, parseIstDateTime } from "@/lib/dates";
import { MIN_PAYMENT_PAISE } from "@/lib/gov-fees";
import { reasonMessages, reasonSchema, requireReasonFor } from "@/lib/validation/decision-reason";
import { employmentTypeSchema, jobMessages } from "@/lib/validation/jobs";
import { requiredText } from "@/lib/validation/text";
import { withoutControls } from "@/lib/validation/visible";

export const GOV_ADMIN_MESSAGES = {
  saveFailed: "Failed to save job. Please try again.",
  deleteFailed: "Failed to delete job",
  resendFailed: "The changed call letters could not be sent again. Please try again.",
  /** Re-send letters on a job none of whose letters still names the old exam (all sent meanwhile). */
  nothingToResend: "Every call letter of this job already has the exam as it is now: there is nothing to send again.",
  deleteConfirm: "Are you sure you want to delete this job?",
  exportFailed: "Failed to export data",
  /** The Applications tab's job filter, whose list of jobs did not load (the error follows). */
  jobFilterFailed: "The job filter's list of jobs could not be loaded.",
  statusFailed: "Failed to update application status",
  hasPaidApplications:
    "This job has paid applications and cannot be deleted. Set its status to inactive to close it instead.",
  hasApplications:
    "This job has applications in progress and cannot be deleted. Set its status to inactive to close it instead.",
  jobNotFound: "Job not found",
  deadlinePast: "The deadline cannot be in the past.",
  examPast: "The exam or interview must be in the future.",
  jobChanged: jobMessages.changed,
  examInUse:
    "Call letters have been issued for this exam. You can change its date, venue or instructions (each applicant is mailed a new letter), but not remove them.",
  applicationNotFound: "Application not found",
  anonymised: "This application was anonymised: its status can no longer be changed.",
  feeRefunded:
    "This application's fee has been refunded or is being refunded, so it stays cancelled. Once the refund is complete, the applicant can apply for this job again while it is open.",
  withdrawn: "The applicant withdrew this application: its status can no longer be changed.",
  unpaid: "This application's fee has not been paid: it can be approved or shortlisted once it is.",
  changedMeanwhile: (now: string) =>
    `This application was changed by someone else meanwhile (now ${now}), so this change was not made. Check its current status before you decide again.`,
} as const;

/** The console's word for a queued re-issue of call letters: whom the changed letter is being mailed to ("" for nobody). */
export const changedLettersMailed = (applicants: number) =>
  applicants
    ? `The changed call letter is being e-mailed to ${applicants === 1 ? "1 applicant" : `${applicants} applicants`}.`
    : "";

export const GOV_JOB_STATUSES = ["active", "inactive", "draft"] as const;
export const GOV_APPLICATION_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "shortlisted",
  "under_review",
  "withdrawn",
  "cancelled",
] as const;
export const PAYMENT_STATUSES = ["pending", "completed", "failed", "exempt", "expired"] as const;
/** The console's payment filter: a payment status, or "refund_due" (money owed back to the applicant). */
export const PAYMENT_FILTERS = [...PAYMENT_STATUSES, "refund_due"] as const;

export type GovApplicationStatusValue = (typeof GOV_APPLICATION_STATUSES)[number];

/**
 * Why staff may not give an application this status, or null. A withdrawn application is the
 * applicant's to close: a decision mailed about it is about nothing, and any status but withdrawn
 * would bring back its Pay now. Approving or shortlisting one whose fee is not paid (or exempt)
 * promises a call letter that cannot be issued.
 */
export function decisionBlocker(
  app: { status: GovApplicationStatusValue; paymentStatus: string },
  to: GovApplicationStatusValue,
): string | null {
  if (app.status === "withdrawn") return GOV_ADMIN_MESSAGES.withdrawn;
  const paid = app.paymentStatus === "completed" || app.paymentStatus === "exempt";
  if ((to === "approved" || to === "shortlisted") && !paid) return GOV_ADMIN_MESSAGES.unpaid;
  return null;
}

/** How a status reads in the console and in the success message ("under review", not "under_review"). */
export function statusText(status: GovApplicationStatusValue): string {
  return status.replace("_", " ");
}

const rupeesText = (v: string | number) => String(v).trim().replace(/^₹\s*/, "").replace(/,/g, "");
const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;
const RUPEES_MESSAGE = "must be an amount in rupees, e.g. 500 or 499.50";
// A fee between ₹0 and ₹1 could never be paid: Razorpay refuses orders under ₹1.
const PAYABLE_MESSAGE = "must be ₹0 (no fee) or at least ₹1";
const payable = (paise: number) => paise === 0 || paise >= MIN_PAYMENT_PAISE;

/** The UR/General fee, typed in rupees (up to 2 decimals) and stored as integer paise; ₹0 means no payment, else at least ₹1. */
export const feeRupeesSchema = z
  .union([z.string(), z.number()], { error: "Fee is required" })
  .transform(rupeesText)
  .refine((v) => v !== "", "Fee is required")
  .refine((v) => RUPEES.test(v), `Fee ${RUPEES_MESSAGE}`)
  .transform((v) => Math.round(Number(v) * 100))
  .refine(payable, `Fee ${PAYABLE_MESSAGE}`);

/** Another entry of the fee table: blank means "same as UR/General" (categories) or "no concession". */
const optionalFeeSchema = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? "" : rupeesText(v)))
    .refine((v) => v === "" || RUPEES.test(v), `${label} fee ${RUPEES_MESSAGE}`)
    .transform((v) => (v === "" ? null : Math.round(Number(v) * 100)))
    .refine((paise) => paise === null || payable(paise), `${label} fee ${PAYABLE_MESSAGE}`);

/** The fee table's optional entries: form field -> label. */
export const FEE_TABLE_FIELDS = {
  feeObc: "OBC (Non-Creamy Layer)",
  feeEws: "EWS",
  feeSc: "SC",
  feeSt: "ST",
  feePwd: "PwD (Divyang)",
  feeExServiceman: "Ex-servicemen",
  feeWomen: "Women",
} as const;

// Without control characters (line breaks stay where `lines`), as requiredText.
const optionalText = (label: string, max: number, lines = false) =>
  z
    .string()
    .overwrite(withoutControls(lines))
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || null);

export const CALL_LETTER_MESSAGES = {
  when: "Please enter a valid date and time for the exam or interview",
  together:
    "Enter the exam or interview date and time, the venue and the instructions together (or leave all three blank)",
} as const;

export const CORRECTION_WINDOW_MESSAGES = {
  date: "Please enter a valid date",
  together: "Enter both dates of the correction window (or leave both blank)",
  order: "The correction window cannot end before it starts",
} as const;

const optionalDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || isCalendarDate(v), CORRECTION_WINDOW_MESSAGES.date);

export const govJobSchema = z
  .object({
    title: requiredText("Title", 150),
    company: requiredText("Company", 150),
    location: requiredText("Location", 150),
    salary: requiredText("Salary", 100),
    experience: requiredText("Experience", 150),
    fee: feeRupeesSchema,
    feeObc: optionalFeeSchema(FEE_TABLE_FIELDS.feeObc),
    feeEws: optionalFeeSchema(FEE_TABLE_FIELDS.feeEws),
    feeSc: optionalFeeSchema(FEE_TABLE_FIELDS.feeSc),
    feeSt: optionalFeeSchema(FEE_TABLE_FIELDS.feeSt),
    feePwd: optionalFeeSchema(FEE_TABLE_FIELDS.feePwd),
    feeExServiceman: optionalFeeSchema(FEE_TABLE_FIELDS.feeExServiceman),
    feeWomen: optionalFeeSchema(FEE_TABLE_FIELDS.feeWomen),
    deadline: z
      .string({ error: "Deadline is required" })
      .trim()
      .min(1, "Deadline is required")
      .refine(isCalendarDate, "Please enter a valid deadline date"),
    description: requiredText("Description", 5000, true),
    employmentType: employmentTypeSchema,
    status: z.enum(GOV_JOB_STATUSES, { error: "Please choose a status" }).default("active"),
    // The call letter approved applicants download: when and where, and what to bring (IST).
    callLetterAt: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || null)
      .refine((v) => v === null || parseIstDateTime(v) !== null, CALL_LETTER_MESSAGES.when),
    callLetterVenue: optionalText("Venue", 300),
    callLetterInstructions: optionalText("Instructions", 2000, true),
    // The correction window: IST calendar dates, inclusive, during which applicants may correct their application.
    correctionFrom: optionalDate,
    correctionTo: optionalDate,
  })
  .superRefine((job, ctx) => {
    if ((job.correctionFrom === null) !== (job.correctionTo === null)) {
      const field = job.correctionFrom === null ? "correctionFrom" : "correctionTo";
      ctx.addIssue({ code: "custom", path: [field], message: CORRECTION_WINDOW_MESSAGES.together });
    } else if (job.correctionFrom && job.correctionTo && job.correctionTo < job.correctionFrom) {
      ctx.addIssue({ code: "custom", path: ["correctionTo"], message: CORRECTION_WINDOW_MESSAGES.order });
    }
    const given = [job.callLetterAt, job.callLetterVenue, job.callLetterInstructions].filter((v) => v !== null);
    if (given.length > 0 && given.length < 3) {
      for (const field of ["callLetterAt", "callLetterVenue", "callLetterInstructions"] as const) {
        if (job[field] === null)
          ctx.addIssue({ code: "custom", path: [field], message: CALL_LETTER_MESSAGES.together });
      }
    }
  });

export type GovJobForm = z.input<typeof govJobSchema>;
export type GovJobInput = z.output<typeof govJobSchema>;

/** What staff may set: every status but `withdrawn`, which only the applicant sets. */
export const GOV_STAFF_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "shortlisted",
  "under_review",
  "cancelled",
] as const;
/** Statuses that need a reason (it is mailed to the applicant). */
export const GOV_REASON_REQUIRED: readonly GovApplicationStatusValue[] = ["rejected", "cancelled"];

export const statusUpdateSchema = z
  .object({
    status: z.enum(GOV_STAFF_STATUSES, {
      error: (issue) => (issue.input === "withdrawn" ? reasonMessages.withdrawn : "Please choose a valid status"),
    }),
    reason: reasonSchema,
    /** The status the admin's screen showed: refused (409) when someone else has changed it since. */
    from: z.enum(GOV_APPLICATION_STATUSES, { error: "Please choose a valid status" }).optional(),
  })
  .superRefine(requireReasonFor(GOV_REASON_REQUIRED));

export const REFUND_REASON_REQUIRED = "Please give a reason for the refund.";

/** POST /api/gov/payments/{paymentRowId}/refund: why the fee goes back (kept on the refund and in the audit log). */
export const refundRequestSchema = z.object({
  reason: z
    .string({ error: REFUND_REASON_REQUIRED })
    .trim()
    .min(1, REFUND_REASON_REQUIRED)
    .max(500, "Reason must be at most 500 characters"),
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
    q: z.string().trim().normalize("NFC").max(100, "Search must be at most 100 characters").optional(),
    jobId: z.string().trim().max(64).optional(),
    status: optionalEnum(GOV_APPLICATION_STATUSES),
    paymentStatus: optionalEnum(PAYMENT_FILTERS),
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
