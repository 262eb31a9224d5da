// Helpers for specs that apply to a government job as a visitor (test-mode payments).
import { expect, type Page } from "@playwright/test";

import { verhoeffCheckDigit } from "../lib/validation/ids";

export const JOB = "Data Entry Operator (Contractual)"; // seed-gjob-01, fee ₹500
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
  await page.goto("/gov-career");
  await expect(page.getByRole("heading", { level: 1, name: "Government or others Job Opportunities" })).toBeVisible();
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Apply Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application Form" })).toBeVisible();
}

export async function fillValidForm(page: Page, aadhaar = uniqueAadhaar()) {
  await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Sita Kumari");
  await page.getByRole("main").getByLabel("Father's/Husband Name").fill("Ram Prasad");
  await page.getByRole("main").getByLabel("Mother's Name").fill("Gita Devi");
  await page.getByRole("main").getByLabel("Present Address").fill("Ward 12, Kankarbagh, Patna 800020");
  await page.getByRole("main").getByLabel("Marital Status").selectOption("Married");
  await page.getByRole("main").getByLabel("Gender").selectOption("Female");
  await page.getByRole("main").getByLabel("Date of Birth").fill(DOB);
  await page.getByRole("main").getByLabel("Mobile Number", { exact: true }).fill("9876543210");
  await page.getByRole("main").getByLabel("PAN Number").fill("ABCDE1234F");
  await page.getByRole("main").getByLabel("Email").fill("sita.kumari@example.in");
  await page.getByRole("main").getByLabel("Aadhaar Number").fill(aadhaar);
  await page
    .getByRole("main")
    .getByLabel("Passport Size Photo")
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("main").getByLabel("Qualification, row 1").fill("B.A.");
  await page.getByRole("main").getByLabel("Board/University, row 1").fill("Patna University");
  await page.getByRole("main").getByLabel("Institution, row 1").fill("Patna College");
  await page.getByRole("main").getByLabel("Marks (%), row 1").fill("68.5");
  await page.getByRole("main").getByLabel("Year, row 1").fill("2016");
  return aadhaar;
}

export const submitButton = (page: Page) =>
  page.getByRole("button", { name: /^(Pay ₹[\d,]+ and Submit|Processing Payment\.\.\.)$/ });
export const dialog = (page: Page) => page.getByRole("dialog", { name: "Government Job Portal" });
