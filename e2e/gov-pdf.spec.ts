// The application PDF: the applicant downloads it from the status page after a lookup, the GovAdmin
// from the application's detail in the console. Both files are real PDFs of that application.
import fs from "node:fs";

import { expect, test, type Download, type Page } from "@playwright/test";

import { pdfText } from "../lib/testing/pdf-text";
import { DOB, dialog, fillValidForm, openForm, reviewAndConfirm } from "./gov-helpers";
import { storageState } from "./helpers";

const run = `${Date.now().toString(36)}${process.pid % 1000}`;

/** Applies to the seeded job as `name` and pays in test mode; returns the application number. */
async function applyAndPay(page: Page, name: string) {
  await openForm(page);
  const aadhaar = await fillValidForm(page);
  await page.getByRole("main").getByLabel("Name", { exact: true }).fill(name);
  await reviewAndConfirm(page);
  await dialog(page).getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
  return { number: (await page.getByTestId("confirmation-number").textContent())!.trim(), aadhaar };
}

async function pdfOf(download: Download) {
  const bytes = new Uint8Array(fs.readFileSync((await download.path())!));
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return pdfText(bytes);
}

test("after a status lookup, the applicant downloads the application as a PDF", async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Sunita Kumari ${run}`;
  const { number, aadhaar } = await applyAndPay(page, name);

  await page.goto("/gov-career/status");
  await page.getByRole("main").getByLabel("Application Number").fill(number);
  await page.getByRole("main").getByLabel("Date of Birth").fill(DOB);
  await page.getByRole("button", { name: "Check Status" }).click();
  await expect(page.getByTestId("status-label")).toHaveText("Under Review");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download application (PDF)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`application-${number}.pdf`);
  const text = await pdfOf(download);
  expect(text).toContain(number);
  expect(text).toContain(name);
  expect(text).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
  expect(text).not.toContain(aadhaar);

  // Left open past the link's 15 minutes: the server refuses the old link, the page repeats the
  // same lookup once and downloads with the fresh one.
  let refused = 0;
  await page.route(/\/api\/gov\/applications\/[^/]+\/pdf\?token=/, (route) =>
    refused++ === 0
      ? route.fulfill({ status: 401, json: { success: false, message: "This download link has expired." } })
      : route.continue(),
  );
  const relookup = page.waitForRequest("**/api/gov/applications/lookup");
  const again = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download application (PDF)" }).click();
  await relookup;
  expect((await again).suggestedFilename()).toBe(`application-${number}.pdf`);
  expect(refused).toBe(2);
  await expect(page.getByText("This download link has expired.")).toHaveCount(0);
});

test.describe("as GovAdmin", () => {
  test.use({ storageState: storageState("govadmin") });

  test("the application's detail downloads its PDF", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const name = `Kavita Devi ${run}`;
    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    const { number } = await applyAndPay(visitor, name);
    await visitor.close();

    await page.goto("/gov-admin-dashboard");
    await page.getByRole("tab", { name: "Applications" }).click();
    await page.getByRole("main").getByLabel("Search applications").fill(number);
    const row = page.getByTestId("gov-application-row");
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `View application ${number}` }).click();
    const detail = page.getByRole("dialog", { name: `Application ${number}` });

    const downloading = page.waitForEvent("download");
    await detail.getByRole("button", { name: "Download application (PDF)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`application-${number}.pdf`);
    const text = await pdfOf(download);
    expect(text).toContain(number);
    expect(text).toContain(name);
    await expect(page.getByTestId("toast").filter({ hasText: `Downloaded application-${number}.pdf` })).toBeVisible();
  });
});
