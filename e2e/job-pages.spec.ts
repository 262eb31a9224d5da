import fs from "node:fs";

import { expect, type Page, test } from "@playwright/test";

import { applicationFee } from "../content/application-fee";
import { openShowing, storageState } from "./helpers";
import { unique } from "./company-admin-helpers";

// Every job has its own page for Google for Jobs: open jobs carry JobPosting JSON-LD and are in
// the sitemap; a closed job's page says so and is not indexed; closed and draft jobs leave the
// sitemap. Seeded: seed-gjob-05 past its deadline, seed-gjob-07 a draft, seed-cjob-09 inactive.

const addDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** Every robots meta tag's content, joined ("" when there is none). */
const robots = async (page: Page) =>
  (await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((el) => el.getAttribute("content")))).join(
    ",",
  );

async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

test.describe("government job pages", () => {
  test.use({ storageState: storageState("govadmin") });

  test("an open job has its page with JobPosting data, Apply opens its form, and it is in the sitemap", async ({
    page,
    browser,
  }, info) => {
    const title = unique("E2E Page Surveyor");
    const deadline = addDays(12);
    const res = await page.request.post("/api/gov/jobs", {
      data: {
        title,
        company: "Bihar Survey Office",
        location: "Arrah, Bihar",
        salary: "₹16,000 - ₹18,000 per month",
        experience: "ITI (Survey), 1 year",
        fee: "350",
        feeSc: "0",
        deadline,
        description: "Field survey of village land parcels.",
        employmentType: "CONTRACTOR",
        status: "active",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { job: { id: string } }).job.id;

    const visitor = await browser.newContext({
      baseURL: info.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const board = await visitor.newPage();
    const job = board.getByRole("article", { name: title });
    await openShowing(board, "/gov-career", job);
    await job.getByRole("link", { name: title }).click();
    await expect(board).toHaveURL(`/gov-career/${id}`);
    await expect(board.getByRole("heading", { level: 1 })).toHaveText(title);
    for (const text of ["Bihar Survey Office", "Arrah, Bihar", "₹16,000 - ₹18,000 per month", "ITI (Survey), 1 year"]) {
      await expect(board.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(board.getByText("Contract", { exact: true })).toBeVisible();
    await expect(board.getByText("₹0 – ₹350", { exact: true })).toBeVisible();
    const fees = board.getByRole("table", { name: "Application fee by category" });
    await expect(fees.getByRole("row", { name: "UR / General ₹350" })).toBeVisible();
    await expect(fees.getByRole("row", { name: "SC ₹0" })).toBeVisible();
    await expect(board.getByRole("region", { name: "About the application fee" })).toContainText(applicationFee.notice);
    await expect(board.locator(`time[datetime="${deadline}"]`)).toBeVisible();
    expect(await robots(board)).not.toMatch(/noindex/);

    const [posting] = await jsonLd(board);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title,
      validThrough: `${deadline}T23:59:59+05:30`,
      employmentType: "CONTRACTOR",
      hiringOrganization: { name: "Bihar Survey Office" },
      jobLocation: { address: { addressLocality: "Arrah", addressRegion: "Bihar", addressCountry: "IN" } },
      baseSalary: { currency: "INR", value: { minValue: 16000, maxValue: 18000, unitText: "MONTH" } },
      directApply: true,
    });

    await expect.poll(() => sitemapPaths(board), { timeout: 15_000 }).toContain(`/gov-career/${id}`);

    await board.getByRole("link", { name: "Apply Now" }).click();
    await expect(board.getByRole("heading", { level: 1, name: "Application Form" })).toBeVisible();
    await expect(board.getByText(title).first()).toBeVisible();
    await expect(board).toHaveURL("/gov-career");
    await visitor.close();
  });

  test("a closed job's page says it is closed, is noindex, carries no JobPosting and leaves the sitemap", async ({
    page,
  }) => {
    await page.goto("/gov-career/seed-gjob-05"); // past its deadline
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Security Guard");
    await expect(page.getByText("This job is closed: applications are no longer accepted.")).toBeVisible();
    await expect(page.getByText("Applications closed", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply Now" })).toHaveCount(0);
    expect(await robots(page)).toMatch(/noindex/);
    expect(await jsonLd(page)).toEqual([]);

    const draft = await page.goto("/gov-career/seed-gjob-07");
    expect(draft?.status()).toBe(404);

    const paths = await sitemapPaths(page);
    expect(paths).not.toContain("/gov-career/seed-gjob-05");
    expect(paths).not.toContain("/gov-career/seed-gjob-06");
    expect(paths).not.toContain("/gov-career/seed-gjob-07");
  });
});

test("the sitemap lists every open job of both boards and no closed one", async ({ page }) => {
  // Other specs make jobs meanwhile: the lists and the sitemap agree once the writes' expiries are in.
  await expect(async () => {
    const company = (await (await page.request.get("/api/jobs?limit=50")).json()) as { jobs: { id: string }[] };
    const gov = (await (await page.request.get("/api/gov/jobs")).json()) as {
      jobs: { id: string; isOpen: boolean }[];
    };
    const paths = await sitemapPaths(page);
    expect(company.jobs.length).toBeGreaterThan(0);
    for (const job of company.jobs) expect(paths).toContain(`/company-career/${job.id}`);
    for (const job of gov.jobs.filter((j) => j.isOpen)) expect(paths).toContain(`/gov-career/${job.id}`);
    for (const job of gov.jobs.filter((j) => !j.isOpen)) expect(paths).not.toContain(`/gov-career/${job.id}`);
    expect(paths).not.toContain("/company-career/seed-cjob-09"); // inactive
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  const closed = await page.goto("/company-career/seed-cjob-09");
  expect(closed?.status()).toBe(404);
  expect(await robots(page)).toMatch(/noindex/);
});

test("a made-up job id is a 404 that leaves nothing in the server's cache", async ({ request }) => {
  // Cached per id, every made-up id a client asked for stored its rendered 404 (about 110 kB on
  // disk, never removed) and a data cache entry tagged with it. The server runs from .next/standalone.
  const id = `no-such-job-${Date.now()}`;
  for (const path of [
    `/gov-career/${id}`,
    `/hi/gov-career/${id}`,
    `/company-career/${id}`,
    `/hi/company-career/${id}`,
  ]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text()).toContain("noindex");
  }
  const root = ".next/standalone/.next";
  const files = fs.readdirSync(root, { recursive: true, encoding: "utf8" });
  expect(files.filter((file) => file.includes(id))).toEqual([]);
  const dataCache = files
    .filter((file) => file.startsWith("cache/fetch-cache/"))
    .filter((file) => fs.statSync(`${root}/${file}`).isFile());
  expect(dataCache.filter((file) => fs.readFileSync(`${root}/${file}`, "utf8").includes(id))).toEqual([]);
});

test("a company job page carries complete JobPosting data", async ({ page }) => {
  await page.goto("/company-career/seed-cjob-01");
  const [posting] = await jsonLd(page);
  expect(posting).toMatchObject({
    "@type": "JobPosting",
    employmentType: "FULL_TIME",
    hiringOrganization: { name: "TechServe Solutions" },
    jobLocation: { address: { addressLocality: "Patna", addressRegion: "Bihar", addressCountry: "IN" } },
    baseSalary: { currency: "INR", value: { minValue: 600000, maxValue: 900000, unitText: "YEAR" } },
    directApply: true,
  });
  expect(String(posting.validThrough)).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
  expect(new Date(String(posting.validThrough)).getTime()).toBeGreaterThan(Date.now());
});
