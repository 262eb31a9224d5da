// Helpers for specs that apply to a government job as a visitor (test-mode payments).
import { type Browser, expect, type Page } from "@playwright/test";

import { applicationFields, PHOTO_JPEG, SIGNATURE_JPEG } from "../lib/testing/gov-form";
import { verhoeffCheckDigit } from "../lib/validation/ids";

import { openShowing } from "./helpers";
import { E2E_MOBILES, E2E_PAN } from "./personal-values";

export const JOB = "Data Entry Operator (Contractual)"; // seed-gjob-01: ₹500 UR/General and OBC, ₹125 SC/ST/PwD
export const DOB = "1995-06-15";
export const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a0e6a4d80000000049454e44ae426082",
  "hex",
);

let counter = 0;
/** A valid Aadhaar number no other test (or run) uses. */
export function uniqueAadhaar(): string {
  counter += 1;
  const body = `${2 + (counter % 8)}${String(Date.now()).slice(-6)}${String(process.pid % 100).padStart(2, "0")}${String(counter).padStart(2, "0")}`;
  return body + verhoeffCheckDigit(body);
}

export async function openForm(page: Page, title = JOB) {
  const job = page.getByRole("article", { name: title });
  await openShowing(page, "/gov-career", job); // a job a spec has just made may take a reload
  await expect(page.getByRole("heading", { level: 1, name: "Government or others Job Opportunities" })).toBeVisible();
  await job.getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Form" })).toBeVisible();
}

type Picture = { name: string; mimeType: string; buffer: Buffer };

/**
 * Chooses a picture for the photo or signature field, accepts the crop dialog as it opens, and
 * waits until the field shows the JPEG the browser made.
 */
export async function choosePicture(page: Page, field: "photo" | "signature", picture: Picture) {
  const label = field === "photo" ? "Passport Size Photo" : "Signature";
  await page.getByRole("main").getByLabel(label, { exact: true }).setInputFiles(picture);
  const crop = page.getByRole("dialog", { name: `Crop your ${field}` });
  await expect(crop.getByRole("button", { name: "Use this" })).toBeEnabled({ timeout: 15_000 });
  await crop.getByRole("button", { name: "Use this" }).click();
  await expect(crop).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId(`${field}-summary`)).toContainText(/\d+(\.\d)? KB/);
}

export type Claims = { category?: string; certificate?: string; pwd?: boolean; exServiceman?: boolean };

/** Category and concessions; the category is chosen by its label ("UR / General", "SC"...). */
export async function fillClaims(
  page: Page,
  { category = "UR / General", certificate, pwd, exServiceman }: Claims = {},
) {
  const main = page.getByRole("main");
  await main.getByLabel("Category", { exact: true }).selectOption({ label: category });
  if (certificate) await main.getByLabel("Category Certificate Number").fill(certificate);
  if (pwd !== undefined)
    await main.getByLabel("Person with Disability (PwD / Divyang)").selectOption(pwd ? "Yes" : "No");
  if (exServiceman !== undefined) await main.getByLabel("Ex-serviceman").selectOption(exServiceman ? "Yes" : "No");
}

export async function fillValidForm(page: Page, aadhaar = uniqueAadhaar(), claims: Claims = {}) {
  await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Sita Kumari");
  await page.getByRole("main").getByLabel("Father's/Husband Name", { exact: true }).fill("Ram Prasad");
  await page.getByRole("main").getByLabel("Mother's Name", { exact: true }).fill("Gita Devi");
  await page.getByRole("main").getByLabel("Present Address", { exact: true }).fill("Ward 12, Kankarbagh, Patna 800020");
  await page.getByRole("main").getByLabel("Marital Status", { exact: true }).selectOption("Married");
  await page.getByRole("main").getByLabel("Gender", { exact: true }).selectOption("Female");
  await page.getByRole("main").getByLabel("Date of Birth", { exact: true }).fill(DOB);
  await page.getByRole("main").getByLabel("Mobile Number", { exact: true }).fill(E2E_MOBILES[0]);
  await page.getByRole("main").getByLabel("PAN Number", { exact: true }).fill(E2E_PAN);
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill("sita.kumari@example.in");
  await page.getByRole("main").getByLabel("Aadhaar Number", { exact: true }).fill(aadhaar);
  await fillClaims(page, claims);
  await choosePicture(page, "photo", { name: "photo.jpg", mimeType: "image/jpeg", buffer: PHOTO_JPEG });
  await choosePicture(page, "signature", { name: "signature.jpg", mimeType: "image/jpeg", buffer: SIGNATURE_JPEG });
  await page.getByRole("main").getByLabel("Qualification, row 1", { exact: true }).fill("B.A.");
  await page.getByRole("main").getByLabel("Board/University, row 1", { exact: true }).fill("Patna University");
  await page.getByRole("main").getByLabel("Institution, row 1", { exact: true }).fill("Patna College");
  await page.getByRole("main").getByLabel("Marks (%), row 1", { exact: true }).fill("68.5");
  await page.getByRole("main").getByLabel("Year, row 1", { exact: true }).fill("2016");
  await page
    .getByRole("main")
    .getByLabel(/^I declare that all the information/)
    .check();
  await page
    .getByRole("main")
    .getByLabel(/^I consent to /)
    .check();
  return aadhaar;
}

/** The form's own button: it checks the form and opens the review step. */
export const reviewButton = (page: Page) => page.getByRole("button", { name: "Review Application" });

/** The review step's confirmation: pay (or submit, when the fee is ₹0). */
export const confirmButton = (page: Page) =>
  page.getByRole("button", {
    name: /^(Confirm & Pay ₹[\d,]+|Confirm & Submit|Processing Payment\.\.\.|Submitting\.\.\.)$/,
  });

/** Review, then confirm: the test checkout opens (or, at ₹0, the application is submitted). */
export async function reviewAndConfirm(page: Page) {
  await reviewButton(page).click();
  await expect(page.getByRole("heading", { name: "Review your application" })).toBeVisible();
  await confirmButton(page).click();
}
export const dialog = (page: Page) => page.getByRole("dialog", { name: "Government Job Portal" });

/** The form for `JOB` opened, filled in validly and confirmed (the test checkout opens): its reserved number. */
export async function applyUntilCheckout(page: Page): Promise<string> {
  await openForm(page);
  const number = await page.getByRole("main").getByLabel("Application Number").inputValue();
  await fillValidForm(page);
  await reviewAndConfirm(page);
  return number;
}

/**
 * A government application saved with its payment pending, posted as the form posts it, for specs
 * that only need one listed in the console (the form itself is gov-apply.spec.ts's subject).
 */
export async function postGovApplication(
  browser: Browser,
  jobId = "seed-gjob-01",
  overrides: Record<string, string> = {},
) {
  const visitor = await browser.newContext();
  const res = await visitor.request.post("/api/gov/applications", {
    multipart: {
      ...applicationFields(jobId, overrides),
      photo: { name: "photo.jpg", mimeType: "image/jpeg", buffer: PHOTO_JPEG },
      signature: { name: "signature.jpg", mimeType: "image/jpeg", buffer: SIGNATURE_JPEG },
    },
    // Saving can take a while when the other worker is uploading large files.
    timeout: 60_000,
  });
  expect(res.status(), await res.text()).toBe(201);
  await visitor.close();
}
