import type { ConsoleApplication } from "@/components/company-console/types";

/** A company console application row for component tests (no database), with `overrides` on top. */
export function consoleApplication(overrides: Partial<ConsoleApplication> = {}): ConsoleApplication {
  return {
    id: "a1",
    reference: "APP-a1",
    fullName: "Asha Devi",
    email: "a1@example.in",
    phone: "9876543210",
    currentCompany: null,
    linkedinUrl: null,
    githubUrl: null,
    status: "pending",
    appliedDate: "2026-11-20T06:30:00.000Z",
    statusChangedAt: null,
    jobId: "job1",
    job: { id: "job1", title: "Analyst", company: "TechServe", isActive: true, archived: false },
    resume: "f1-resume.pdf",
    resumeUrl: "/api/applications/download/f1",
    resumeSize: 1000,
    ...overrides,
  };
}
