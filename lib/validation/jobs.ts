import { z } from "zod";

import "@/lib/validation/zod-config";

import { EMPLOYMENT_TYPES, employmentTypeLabel } from "@/lib/job-posting/employment-type";
import { JOB_COLORS, JOB_SEARCH_MAX } from "@/lib/validation/job-options";
import { requiredText } from "@/lib/validation/text";

export {
  JOB_COLORS,
  JOB_SEARCH_MAX,
  jobColorClasses,
  jobColorLabels,
  type JobColorName,
} from "@/lib/validation/job-options";

// Company jobs. The public board's list query (GET /api/jobs); pagination is keyset-based on
// (createdAt, id), newest first, so a page never repeats or skips a job while others are added.

export const JOBS_PAGE_DEFAULT = 12;
export const JOBS_PAGE_MAX = 50;

export const JOB_CURSOR_INVALID = "The page cursor is not valid. Start again from the first page.";

export type JobCursor = { createdAt: Date; id: string };

/** The position after the last job of a page: base64url of ["<ISO createdAt>", "<id>"]. */
export function encodeJobCursor(row: JobCursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([row.createdAt.toISOString(), row.id]));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export function decodeJobCursor(cursor: string): JobCursor | null {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
    const binary = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    const text = new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const [at, id, ...rest] = JSON.parse(text) as unknown[];
    const createdAt = new Date(String(at));
    if (rest.length || typeof at !== "string" || typeof id !== "string" || !id || id.length > 100) return null;
    // A date the database can hold (years 1 to 9999); PostgreSQL refuses the rest with an error.
    const year = createdAt.getUTCFullYear();
    return Number.isNaN(createdAt.getTime()) || year < 1 || year > 9999 ? null : { createdAt, id };
  } catch {
    return null;
  }
}

export const jobListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    // The form the job's words are stored in (requiredText): क़ typed as one character finds क़ stored as two.
    .normalize("NFC")
    .max(JOB_SEARCH_MAX, `Search must be at most ${JOB_SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${JOBS_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${JOBS_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${JOBS_PAGE_MAX}`)
    .max(JOBS_PAGE_MAX, `limit must be a whole number from 1 to ${JOBS_PAGE_MAX}`)
    .default(JOBS_PAGE_DEFAULT),
  cursor: z
    .string()
    .trim()
    .max(200, JOB_CURSOR_INVALID)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const cursor = decodeJobCursor(v);
      if (!cursor) ctx.addIssue({ code: "custom", message: JOB_CURSOR_INVALID });
      return cursor ?? undefined;
    }),
});

export type JobListQuery = z.output<typeof jobListQuerySchema>;

/** The employment types as select options, in the order the forms list them. */
export const employmentTypeOptions = EMPLOYMENT_TYPES.map((value) => ({ value, label: employmentTypeLabel(value) }));

/** The employment type field of both job forms (company and government). */
export const employmentTypeSchema = z
  .enum(EMPLOYMENT_TYPES, { error: "Please choose an employment type" })
  .default("FULL_TIME");

// The company admin's job form (POST /api/jobs, PUT /api/jobs/{id}); the spec's messages verbatim.
export const jobMessages = {
  created: "Job created successfully!",
  updated: "Job updated successfully!",
  deleted: "Job deleted successfully!",
  saveFailed: "Failed to save job.",
  deleteFailed: "Failed to delete job.",
  confirmDelete: "Are you sure you want to delete this job?",
  notFound: "Job not found",
  changed:
    "Someone else saved this job after you opened it, so your changes were not saved. Close this form and open the job again to see theirs.",
} as const;

export const jobSchema = z.object({
  title: requiredText("Title", 150),
  company: requiredText("Company", 150),
  location: requiredText("Location", 150),
  salary: requiredText("Salary", 100),
  experience: requiredText("Experience", 100),
  description: requiredText("Description", 5000, true),
  employmentType: employmentTypeSchema,
  color: z.enum(JOB_COLORS, { error: "Please choose one of the five colours" }).default("PurpleIndigo"),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
});

export type JobInput = z.input<typeof jobSchema>;
export type JobFields = z.output<typeof jobSchema>;
