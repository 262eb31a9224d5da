import { expect, type Page, test } from "@playwright/test";

import { apply, createJob, unique } from "./company-admin-helpers";
import { uniqueEmail } from "./careers-helpers";
import { postGovApplication } from "./gov-helpers";
import { type DemoRole, storageState } from "./helpers";

// Every staff console and the employee's own dashboard on a 390 x 844 phone: no tab scrolls the
// page sideways, and each listed row's primary action is on screen and opens a dialog that fits.

const PHONE = { width: 390, height: 844 };
const GOV_JOB_ID = "seed-gjob-01"; // open, with a fee

type Screen = {
  /** The ?tab= value; null for a page without tabs. */
  tab: string | null;
  /** A listed row and its primary action (an accessible name pattern): a button opening a dialog, or a link. */
  row?: { testId: string; action: RegExp; role?: "button" | "link" };
};

const consoles: { role: DemoRole; path: string; screens: Screen[] }[] = [
  {
    role: "admin",
    path: "/admin-dashboard",
    screens: [
      { tab: null },
      { tab: "employees", row: { testId: "employee-row", action: /^View / } },
      { tab: "settings" },
    ],
  },
  {
    role: "companyadmin",
    path: "/company-admin-dashboard",
    screens: [
      { tab: null },
      { tab: "jobs", row: { testId: "admin-job", action: /^Edit / } },
      { tab: "applications", row: { testId: "application-row", action: /^View application of / } },
    ],
  },
  {
    role: "govadmin",
    path: "/gov-admin-dashboard",
    screens: [
      { tab: null },
      { tab: "jobs", row: { testId: "gov-admin-job-row", action: /^Edit / } },
      { tab: "applications", row: { testId: "gov-application-row", action: /^View application / } },
    ],
  },
  {
    role: "employee",
    path: "/employee-dashboard",
    screens: [{ tab: null, row: { testId: "my-document", action: /^View /, role: "link" } }],
  },
];

/** The page's width, with the elements that stick out past the viewport when it is too wide. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    const wide =
      width <= window.innerWidth
        ? []
        : [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120));
    return { width, wide };
  });
}

/** How far the page scrolls past the bottom of the last thing drawn on it (a screen reader's text aside). */
async function blankBelow(page: Page) {
  return page.evaluate(() => {
    const drawn = [...document.querySelectorAll("body *")].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && !el.closest(".sr-only");
    });
    const bottom = Math.max(...drawn.map((el) => el.getBoundingClientRect().bottom + window.scrollY));
    return Math.round(document.documentElement.scrollHeight - bottom);
  });
}

async function expectInViewport(page: Page, locator: ReturnType<Page["locator"]>) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

test.describe.configure({ mode: "default" });

test.beforeAll("a company and a government application to list", async ({ browser }) => {
  test.setTimeout(120_000);
  const company = await browser.newContext({ storageState: storageState("companyadmin") });
  const title = unique("E2E Phone Clerk");
  const jobId = await createJob(company.request, title);
  await apply(company.request, jobId, { fullName: "Lakshmi Narayanan Subramaniam", email: uniqueEmail("phone") });
  await company.close();

  // A government application, saved with its payment pending.
  await postGovApplication(browser, GOV_JOB_ID);
});

for (const { role, path, screens } of consoles) {
  test.describe(`${role} on a phone`, () => {
    test.use({ storageState: storageState(role), viewport: PHONE });

    for (const screen of screens) {
      test(`${path}${screen.tab ? `?tab=${screen.tab}` : ""} fits 390 px`, async ({ page }) => {
        await page.goto(screen.tab ? `${path}?tab=${screen.tab}` : path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        // Loaded: the listed rows below, else the panel's first heading.
        if (!screen.row) await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
        // The header keeps to one or two lines.
        const header = (await page.locator("header").first().boundingBox())!;
        expect(header.height).toBeLessThanOrEqual(120);

        if (screen.row) {
          const rows = page.getByTestId(screen.row.testId);
          await expect(rows.first()).toBeVisible();
          // Every listed row's primary action is on screen once scrolled to, and not covered.
          const role = screen.row.role ?? "button";
          for (const row of await rows.all()) {
            const action = row.getByRole(role, { name: screen.row.action });
            await action.scrollIntoViewIfNeeded();
            await expect(action).toBeInViewport({ ratio: 1 });
            await action.click({ trial: true });
          }
          // A row's checkbox (the bulk status change) is a thumb's target, not the 16 px box alone.
          const box = rows.first().getByRole("checkbox");
          if ((await box.count()) > 0 && (await box.isEnabled())) {
            const target = rows.first().locator("label:has(input[type=checkbox])");
            const area = (await target.boundingBox())!;
            expect(Math.min(area.width, area.height)).toBeGreaterThanOrEqual(40);
            // A tap at the target's corner, off the box itself, still ticks it.
            await target.click({ position: { x: 2, y: 2 } });
            await expect(box).toBeChecked();
            await box.uncheck();
          }
        }
        if (screen.row?.role !== "link" && screen.row) {
          await page.getByTestId(screen.row.testId).first().getByRole("button", { name: screen.row.action }).click();
          const dialog = page.getByRole("dialog");
          await expect(dialog).toBeVisible();
          await expectInViewport(page, dialog);
          expect((await sideways(page)).width).toBeLessThanOrEqual(PHONE.width);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }

        const { width, wide } = await sideways(page);
        expect(width, `too wide: ${wide.join(" | ")}`).toBeLessThanOrEqual(PHONE.width);
        // Nor does it scroll on into blank space (a chart's table for screen readers once did).
        expect(await blankBelow(page)).toBeLessThanOrEqual(48);
      });
    }
  });
}
