// Job values the browser needs without the schemas (and so without zod): the public board imports
// these directly; lib/validation/jobs.ts re-exports them beside the schemas.

export const JOB_SEARCH_MAX = 100;

/** The gradient classes of each job colour (spec: purple to indigo is the default). */
export const jobColorClasses = {
  PurpleIndigo: "from-purple-600 to-indigo-600",
  BlueSky: "from-blue-600 to-sky-500",
  EmeraldGreen: "from-emerald-600 to-green-500",
  PinkRose: "from-pink-600 to-rose-500",
  OrangeRed: "from-orange-500 to-red-600",
} as const;

export type JobColorName = keyof typeof jobColorClasses;

export const JOB_COLORS = Object.keys(jobColorClasses) as [JobColorName, ...JobColorName[]];

export const jobColorLabels: Record<JobColorName, string> = {
  PurpleIndigo: "Purple to Indigo",
  BlueSky: "Blue to Sky",
  EmeraldGreen: "Emerald to Green",
  PinkRose: "Pink to Rose",
  OrangeRed: "Orange to Red",
};
