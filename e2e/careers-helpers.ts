import { expect, type Page } from "@playwright/test";

import { E2E_MOBILES } from "./personal-values";

// Shared by the careers specs. The e2e database is shared by every spec of a run: each test uses
// its own e-mail addresses and, where it counts applications, its own seeded job.

export const SEARCH_PLACEHOLDER = "Search by title, location, or keyword...";

export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
}

/** A small, valid one-page PDF. */
export function pdfBytes(text = "Resume"): Buffer {
  const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const pdfFile = (name = "resume.pdf") => ({ name, mimeType: "application/pdf", buffer: pdfBytes(name) });

/** Count shown in the count line, e.g. 8 for '8 opportunities available'. */
export async function shownCount(page: Page): Promise<number> {
  const line = page.getByTestId("job-count");
  await expect(line).toHaveText(/^\d+ opportunit(y|ies) available/);
  return Number((await line.textContent())!.split(" ")[0]);
}

/** A job's card, also while a modal dialog hides the board from assistive technology. */
export function card(page: Page, title: string) {
  return page
    .getByTestId("job-card")
    .filter({ has: page.getByRole("heading", { name: title, exact: true, includeHidden: true }) });
}

export async function search(page: Page, term: string) {
  await page.getByPlaceholder(SEARCH_PLACEHOLDER).fill(term);
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.getByTestId("job-count")).toHaveText(new RegExp(`available for "${escaped}"$`));
}

/** Opens the apply modal of the job with this exact title (searching for it first). */
export async function openApply(page: Page, title: string) {
  await page.goto("/company-career");
  await search(page, title);
  await card(page, title)
    .getByRole("button", { name: /Apply Now/ })
    .click();
  const dialog = page.getByRole("dialog", { name: `Apply for ${title}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

type Fields = { fullName?: string; email?: string; phone?: string; consent?: boolean };

/** The privacy notice's consent checkbox of the apply form. */
export const consentBox = (page: Page) => page.getByRole("dialog").getByRole("checkbox", { name: /^I consent to / });

export async function fillApplication(page: Page, fields: Fields = {}) {
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Full Name").fill(fields.fullName ?? "Priya Sharma");
  await dialog.getByLabel("Email Address").fill(fields.email ?? uniqueEmail("fill"));
  await dialog.getByLabel("Phone Number").fill(fields.phone ?? E2E_MOBILES[0]);
  await consentBox(page).setChecked(fields.consent ?? true);
}
