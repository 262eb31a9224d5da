import fs from "node:fs";

import { expect, type APIRequestContext, type Download, type Page } from "@playwright/test";

import { pdfBytes } from "./careers-helpers";

// Shared by the company admin specs. The e2e database is shared by every spec of a run: each test
// makes its own jobs and applications with unique names, and asserts on those.

export const unique = (tag: string) => `${tag} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const jobFields = (title: string) => ({
  title,
  company: "E2E Hiring Co",
  location: "Patna, Bihar",
  salary: "₹5 - 7 LPA",
  experience: "2-4 years",
  description: `Made by the company admin e2e spec for ${title}.`,
});

/** A job made through POST /api/jobs as the signed-in company admin (the page's cookies). */
export async function createJob(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.post("/api/jobs", { data: jobFields(title) });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { job: { id: string } }).job.id;
}

/** Applies through the public API like the careers form does; returns the resume's bytes. */
export async function apply(
  request: APIRequestContext,
  jobId: string,
  person: { fullName: string; email: string; githubUrl?: string; fileName?: string },
): Promise<Buffer> {
  const resume = pdfBytes(`${person.fullName} resume ${Math.random()}`);
  const res = await request.post("/api/applications", {
    multipart: {
      fullName: person.fullName,
      email: person.email,
      phone: "+91 98765 43210",
      jobId,
      githubUrl: person.githubUrl ?? "",
      consent: "true",
      resume: { name: person.fileName ?? "resume.pdf", mimeType: "application/pdf", buffer: resume },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return resume;
}

/** The dashboard's figures as the server counts them now. */
export async function companyStats(page: Page): Promise<{ totalJobs: number; pipeline: Record<string, number> }> {
  const res = await page.request.get("/api/admin/dashboard-stats");
  expect(res.ok()).toBe(true);
  return res.json();
}

/** From the Jobs tab, a job's only applicant's detail dialog (the job has one application). */
export async function openSoleApplicant(page: Page, title: string, name: string) {
  await openDashboard(page);
  await openTab(page, "Jobs");
  await page.getByRole("button", { name: `View applicants for ${title} (1)` }).click();
  await page
    .getByRole("dialog", { name: `Applicants for ${title}` })
    .getByRole("button", { name: `View application of ${name}` })
    .click();
  return page.getByRole("dialog", { name });
}

export async function openDashboard(page: Page) {
  await page.goto("/company-admin-dashboard");
  await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
}

export async function openTab(page: Page, name: "Dashboard" | "Jobs" | "Applications") {
  await page.getByRole("tab", { name }).click();
  await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
}

export const toast = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

export const statNumber = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())!.replace(/,/g, ""));

export async function downloadedBytes(download: Download): Promise<Buffer> {
  return fs.readFileSync((await download.path())!);
}
