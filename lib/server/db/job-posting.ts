import "server-only";

import type { EmploymentType } from "@/lib/job-posting/employment-type";

// The text every job posting carries, company or government: the columns CompanyJob and GovJob share.

export type JobPosting = {
  id: string;
  title: string;
  company: string;
  location: string;
  salary: string;
  experience: string;
  description: string;
  employmentType: EmploymentType;
};

export const jobPostingSelect = {
  id: true,
  title: true,
  company: true,
  location: true,
  salary: true,
  experience: true,
  description: true,
  employmentType: true,
} as const satisfies Record<keyof JobPosting, true>;
