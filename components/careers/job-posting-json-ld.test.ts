// The JobPosting each kind of job page publishes, built from jobs read the way the pages read
// them, checked against Google for Jobs' required and recommended properties.
import { describe, expect, it } from "vitest";

import { companyJobPosting, govJobPosting, OPEN_POSTING_DAYS } from "@/components/careers/job-posting-json-ld";
import { jobPostingJsonLd } from "@/lib/job-posting/schema";
import { validateJobPosting } from "@/lib/job-posting/validate";
import { findOpenJob } from "@/lib/server/careers/jobs";
import { db } from "@/lib/server/db/client";
import { findGovJobPage } from "@/lib/server/gov/jobs";
import { makeJob } from "@/lib/testing/company-console";
import { createGovJob } from "@/lib/testing/gov";

describe("JobPosting on a job's page", () => {
  it("a company job: complete, valid for the next 30 days, with salary, place and employment type", async () => {
    const stored = await makeJob({
      title: "Payroll Specialist",
      location: "Gaya, Bihar",
      experience: "3-5 years",
      employmentType: "PART_TIME",
      description: "Run monthly payroll for 40 client companies.\n\n- PF and ESI filings\n- Form 16",
    });
    const job = (await findOpenJob(stored.id))!;
    const now = new Date("2026-11-25T10:00:00Z");
    const data = jobPostingJsonLd(companyJobPosting(job, "en", now));
    expect(validateJobPosting(data)).toEqual({ errors: [], warnings: [] });
    expect(OPEN_POSTING_DAYS).toBe(30);
    expect(data).toMatchObject({
      "@type": "JobPosting",
      title: "Payroll Specialist",
      datePosted: stored.createdAt.toISOString(),
      validThrough: "2026-12-25T23:59:59+05:30",
      employmentType: "PART_TIME",
      hiringOrganization: { "@type": "Organization", name: "TechServe Solutions" },
      jobLocation: { address: { addressLocality: "Gaya", addressRegion: "Bihar", addressCountry: "IN" } },
      baseSalary: {
        "@type": "MonetaryAmount",
        currency: "INR",
        value: { "@type": "QuantitativeValue", minValue: 400000, maxValue: 600000, unitText: "YEAR" },
      },
      identifier: { value: stored.id },
      directApply: true,
    });
    expect(String(data.url)).toMatch(new RegExp(`/company-career/${stored.id}$`));
    // The Hindi page's posting names the Hindi page, as its canonical link does.
    expect(String(jobPostingJsonLd(companyJobPosting(job, "hi", now)).url)).toMatch(
      new RegExp(`/hi/company-career/${stored.id}$`),
    );
  });

  it("a government job: valid to 23:59:59 IST on its deadline, monthly pay, its organisation", async () => {
    const stored = await createGovJob({ deadlineInDays: 9 });
    const job = (await findGovJobPage(stored.id))!;
    const data = jobPostingJsonLd(govJobPosting(job));
    expect(validateJobPosting(data)).toEqual({ errors: [], warnings: [] });
    const deadline = stored.deadline.toISOString().slice(0, 10);
    expect(data).toMatchObject({
      validThrough: `${deadline}T23:59:59+05:30`,
      employmentType: "FULL_TIME",
      hiringOrganization: { name: "Bihar State Revenue Board" },
      jobLocation: { address: { addressLocality: "Patna", addressRegion: "Bihar", addressCountry: "IN" } },
      baseSalary: { currency: "INR", value: { value: 15000, unitText: "MONTH" } },
    });
    expect(String(data.url)).toMatch(new RegExp(`/gov-career/${stored.id}$`));
    expect(String(jobPostingJsonLd(govJobPosting(job, "hi")).url)).toMatch(new RegExp(`/hi/gov-career/${stored.id}$`));
  });

  it("leaves baseSalary out when the pay cannot be read, and says so as a warning only", async () => {
    const stored = await createGovJob();
    await db.govJob.update({ where: { id: stored.id }, data: { salary: "As per Govt. norms" } });
    const data = jobPostingJsonLd(govJobPosting((await findGovJobPage(stored.id))!));
    expect(data).not.toHaveProperty("baseSalary");
    const problems = validateJobPosting(data);
    expect(problems.errors).toEqual([]);
    expect(problems.warnings).toEqual([expect.stringMatching(/baseSalary/)]);
  });
});
