import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

import { apply, createJob, unique } from "./company-admin-helpers";
import { uniqueEmail } from "./careers-helpers";
import { postGovApplication } from "./gov-helpers";
import { type DemoRole, storageState } from "./helpers";

// The staff consoles for a keyboard and a screen reader: axe (WCAG 2.1 A and AA) on every tab at
// a phone's and a desktop's width, and where focus goes after the actions that remove or replace
// what had it (a status changed from a row, a job deleted, an application opened from a job's
// list of applicants, Aadhaar revealed): never back to the top of the page.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const GOV_JOB_ID = "seed-gjob-01"; // open, with a fee

const consoles: { role: DemoRole; path: string; tabs: (string | null)[] }[] = [
  { role: "admin", path: "/admin-dashboard", tabs: [null, "employees", "settings"] },
  { role: "companyadmin", path: "/company-admin-dashboard", tabs: [null, "jobs", "applications"] },
  { role: "govadmin", path: "/gov-admin-dashboard", tabs: [null, "jobs", "applications"] },
  { role: "employee", path: "/employee-dashboard", tabs: [null] },
];

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** What has focus, by its accessible name or tag: "BODY" is a keyboard user sent back to the top. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute("aria-label") ?? el?.tagName ?? "";
  });

const jobTitle = unique("E2E Keyboard Clerk");
// Each worker runs beforeAll: a name of its own, so the search finds one row.
const applicant = unique("Sunita Keyboard Devi");
let companyJobId = "";

test.describe.configure({ mode: "default" });

test.beforeAll("a company job with an applicant, and a government application", async ({ browser }) => {
  test.setTimeout(120_000);
  const company = await browser.newContext({ storageState: storageState("companyadmin") });
  const jobId = await createJob(company.request, jobTitle);
  companyJobId = jobId;
  await apply(company.request, jobId, { fullName: applicant, email: uniqueEmail("keyboard") });
  await company.close();

  await postGovApplication(browser, GOV_JOB_ID);
});

for (const { role, path, tabs } of consoles) {
  for (const [size, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    test(`${path}: axe finds nothing on any tab (${size})`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: storageState(role), viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      for (const tab of tabs) {
        await page.goto(tab ? `${path}?tab=${tab}` : path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        // The tab's lists and figures loaded.
        await page.waitForLoadState("networkidle");
        await expect(page.getByRole("main").getByText("Loading...")).toHaveCount(0);
        expect(await axeViolations(page), `${path}?tab=${tab}`).toEqual([]);
      }
      await context.close();
    });
  }
}

test.describe("company console by keyboard", () => {
  test.use({ storageState: storageState("companyadmin"), viewport: DESKTOP });

  test("a selected row stays readable, and a status changed from a row keeps focus on that row's status", async ({
    page,
  }) => {
    await page.goto(`/company-admin-dashboard?tab=applications&q=${encodeURIComponent(applicant)}`);
    const row = page.getByTestId("application-row").filter({ hasText: applicant });
    await expect(row).toHaveCount(1);
    await row.getByRole("checkbox", { name: `Select ${applicant}` }).check();
    // The selected row's tinted background under its grey lines (the phone, the employer).
    expect(await axeViolations(page)).toEqual([]);

    const status = row.getByRole("combobox", { name: `Status for ${applicant}` });
    await status.focus();
    await status.selectOption("reviewed");
    await expect(page.getByTestId("toast").filter({ hasText: "Application status updated!" })).toBeVisible();
    await expect(status).toHaveValue("reviewed");
    await expect(status).toBeFocused();
  });

  test("arrow keys on a row's closed status select save nothing; Enter saves the status shown, once", async ({
    page,
  }) => {
    // Each status saved is mailed to the applicant: passing over Reviewed on the way to Shortlisted
    // must not tell them they were reviewed.
    const name = unique("Kavya Arrow Keys");
    await apply(page.request, companyJobId, { fullName: name, email: uniqueEmail("arrows") });
    const saves: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().includes("/status")) saves.push(r.url());
    });
    await page.goto(`/company-admin-dashboard?tab=applications&q=${encodeURIComponent(name)}`);
    const row = page.getByTestId("application-row").filter({ hasText: name });
    const status = row.getByRole("combobox", { name: `Status for ${name}` });
    await status.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(status).toHaveValue("shortlisted");
    await expect(status).toHaveAccessibleDescription(
      "Not saved yet: press Enter to apply Shortlisted, Escape to cancel.",
    );
    await expect(row.getByRole("button", { name: `Apply Shortlisted for ${name}` })).toBeVisible();
    expect(saves).toEqual([]);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast").filter({ hasText: "Application status updated!" })).toBeVisible();
    await expect(status).toHaveValue("shortlisted");
    await expect(status).toBeFocused();
    expect(saves).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole("combobox", { name: `Status for ${name}` })).toHaveValue("shortlisted");
  });

  test("Escape on an application opened from a job's applicants goes back to that job's button", async ({ page }) => {
    await page.goto("/company-admin-dashboard?tab=jobs");
    const opener = page.getByRole("button", { name: new RegExp(`^View applicants for ${jobTitle} \\(`) });
    await opener.focus();
    await page.keyboard.press("Enter");
    const list = page.getByRole("dialog", { name: `Applicants for ${jobTitle}` });
    await list.getByRole("button", { name: `View application of ${applicant}` }).focus();
    await page.keyboard.press("Enter");
    const detail = page.getByTestId("application-detail");
    await expect(detail).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("after a job is deleted, focus is on the console's content, not the top of the page", async ({ page }) => {
    const title = unique("E2E Throwaway Keyboard Job");
    await createJob(page.request, title);
    await page.goto("/company-admin-dashboard?tab=jobs");
    await page.getByRole("button", { name: `Delete ${title}` }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Delete" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("toast").filter({ hasText: "Job deleted successfully!" })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("recruiting by keyboard", () => {
  test.use({ storageState: storageState("companyadmin"), viewport: DESKTOP });

  test("the rating's stars keep focus while each score is saved, so the arrow keys go on working", async ({ page }) => {
    const title = unique("E2E Rating Keys");
    const name = unique("Meera Rating");
    const jobId = await createJob(page.request, title);
    await apply(page.request, jobId, { fullName: name, email: uniqueEmail("rating") });
    await page.goto(`/company-admin-dashboard?tab=applications&q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `View application of ${name}` }).click();
    const notes = page.getByTestId("application-detail").getByTestId("notes-panel");
    await notes.getByRole("radio", { name: "1 star" }).focus();
    await page.keyboard.press("Space");
    await expect(notes.getByTestId("rating-average")).toHaveText("Average 1 out of 5 from 1 reviewer");
    await expect(notes.getByRole("radio", { name: "1 star" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(notes.getByRole("radio", { name: "2 stars" })).toBeFocused();
    await expect(notes.getByTestId("rating-average")).toHaveText("Average 2 out of 5 from 1 reviewer");
    await expect(notes.getByRole("radio", { name: "2 stars" })).toBeChecked();
  });
});

test.describe("admin console by keyboard", () => {
  test.use({ storageState: storageState("admin") });

  test("the phone menu opens on the section on screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/admin-dashboard?tab=employees");
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Admin sections" });
    await expect(nav.getByRole("button", { name: "Employee Management" })).toBeFocused();
  });

  test("Refresh keeps focus while it reads the system information again", async ({ page }) => {
    await page.goto("/admin-dashboard?tab=settings");
    const refresh = page.getByRole("button", { name: "Refresh", exact: true });
    await refresh.focus();
    await page.keyboard.press("Enter");
    // Back from "Refreshing...", on the same button.
    await expect(page.getByRole("button", { name: "Refresh", exact: true })).toBeFocused();
    await expect(page.getByText("Could not", { exact: false })).toHaveCount(0);
  });

  test("Upload Documents sent empty puts focus on its first field, the employee", async ({ page }) => {
    await page.goto("/admin-dashboard?tab=employees");
    await page.getByRole("button", { name: "Upload Documents" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Documents" });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog.getByText("Please select an employee", { exact: true })).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Employee" })).toBeFocused();
  });
});

test.describe("government console by keyboard", () => {
  test.use({ storageState: storageState("govadmin"), viewport: DESKTOP });

  test("revealing Aadhaar and PAN says so where the button was, and keeps focus there", async ({ page }) => {
    await page.goto("/gov-admin-dashboard?tab=applications");
    await page
      .getByTestId("gov-application-row")
      .first()
      .getByRole("button", { name: /^View application / })
      .click();
    const reveal = page.getByRole("button", { name: "Reveal Aadhaar and PAN" });
    await reveal.focus();
    await page.keyboard.press("Enter");
    const note = page.getByRole("status").filter({ hasText: "Aadhaar and PAN revealed above" });
    await expect(note).toBeVisible();
    await expect(note).toBeFocused();
    expect(await focused(page)).not.toBe("BODY");
  });
});

// WCAG 1.4.10 (reflow): 320 CSS px, and 1280 px at 200% zoom (640 px at twice the size).
for (const [name, width, height, deviceScaleFactor] of [
  ["320 px", 320, 640, 1],
  ["200% zoom", 640, 400, 2],
] as const) {
  test(`at ${name} no console page scrolls sideways`, async ({ browser }) => {
    for (const { role, path, tabs } of consoles) {
      const context = await browser.newContext({
        storageState: storageState(role),
        viewport: { width, height },
        deviceScaleFactor,
      });
      const page = await context.newPage();
      for (const tab of tabs) {
        await page.goto(tab ? `${path}?tab=${tab}` : path);
        await page.waitForLoadState("networkidle");
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path}?tab=${tab}`).toBeLessThanOrEqual(width);
      }
      // The console's title wraps between its words, never inside one ("Administr / ation").
      const brokenWords = await page.locator("header h1").evaluate((h1) => {
        const text = h1.firstChild!;
        const broken: string[] = [];
        for (const match of (text.textContent ?? "").matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
        return broken;
      });
      expect(brokenWords, path).toEqual([]);
      await context.close();
    }
  });
}
