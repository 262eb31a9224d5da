// @vitest-environment jsdom
// The application detail's cover letter: loading, none sent, and a detail that failed to load,
// which must not read as if the candidate sent none.
import { describe, expect, it } from "vitest";

import { render } from "@/lib/testing/render";

import { DetailFields } from "./application-detail-parts";
import type { ConsoleApplication } from "./types";

const application: ConsoleApplication = {
  id: "a1",
  reference: "APP-a1",
  fullName: "Asha Devi",
  email: "asha@example.in",
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
};

function coverLetter(value: string | null | undefined, loading: boolean) {
  const { container } = render(<DetailFields application={application} coverLetter={value} loading={loading} />);
  const terms = [...container.querySelectorAll("dt")];
  return terms.find((dt) => dt.textContent === "Cover Letter")!.nextElementSibling!.textContent;
}

describe("the application detail's cover letter", () => {
  it("says it is loading, shows the letter, or N/A when none was sent", () => {
    expect(coverLetter(undefined, true)).toBe("Loading...");
    expect(coverLetter("I have five years of experience.", false)).toBe("I have five years of experience.");
    expect(coverLetter(null, false)).toBe("N/A");
  });

  it("says it could not be loaded when the detail failed, not that there is none", () => {
    expect(coverLetter(undefined, false)).toBe("Could not be loaded");
  });
});
