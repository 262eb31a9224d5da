import { z } from "zod";

// Company jobs. The public board's list query (GET /api/jobs); pagination is keyset-based on
// (createdAt, id), newest first, so a page never repeats or skips a job while others are added.

export const JOBS_PAGE_DEFAULT = 12;
export const JOBS_PAGE_MAX = 50;
export const JOB_SEARCH_MAX = 100;

export const jobListQuerySchema = z.object({
  q: z
    .string()
    .trim()
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
    .max(200, "cursor is not valid")
    .optional()
    .transform((v) => v || undefined),
});

export type JobListQuery = z.output<typeof jobListQuerySchema>;

/** The gradient classes of each job colour (spec: purple to indigo is the default). */
export const jobColorClasses = {
  PurpleIndigo: "from-purple-600 to-indigo-600",
  BlueSky: "from-blue-600 to-sky-500",
  EmeraldGreen: "from-emerald-600 to-green-500",
  PinkRose: "from-pink-600 to-rose-500",
  OrangeRed: "from-orange-500 to-red-600",
} as const;

export type JobColorName = keyof typeof jobColorClasses;
