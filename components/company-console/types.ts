// The company admin API's answers, as the console receives them.

import type {
  ConsoleApplication,
  ConsoleApplicationDetail,
  ApplicationPage,
  JobApplicants,
} from "@/lib/server/careers/review";
import type { ConsoleJob } from "@/lib/server/careers/manage-jobs";
import type { DashboardStats } from "@/lib/server/careers/dashboard";

export type {
  ConsoleApplication,
  ConsoleApplicationDetail,
  ConsoleJob,
  ApplicationPage,
  DashboardStats,
  JobApplicants,
};

/** The spec's saved name: the resume name without its first dash-separated prefix (the file id). */
export function savedResumeName(resume: string): string {
  const dash = resume.indexOf("-");
  return dash === -1 ? resume : resume.slice(dash + 1);
}
