import { expect, test } from "@playwright/test";

import { openDashboard } from "./company-admin-helpers";
import { storageState } from "./helpers";

// The consoles keep their tab, filters, search, sort and page in the URL: a reload shows the same
// list, and Back steps through the choices made.

test.describe("company console", () => {
  test.use({ storageState: storageState("companyadmin") });

  test("Back undoes tab, filter and rows per page one by one; a reload keeps them", async ({ page }) => {
    await openDashboard(page);
    await page.getByRole("tab", { name: "Applications" }).click();
    await expect(page).toHaveURL(/[?&]tab=applications\b/);

    const status = page.getByLabel("Status", { exact: true });
    const rows = page.getByLabel("Rows per page");
    await status.selectOption("pending");
    await expect(page).toHaveURL(/[?&]status=pending\b/);
    await rows.selectOption("10");
    await expect(page).toHaveURL(/[?&]pageSize=10\b/);

    await page.goBack();
    await expect(page).not.toHaveURL(/pageSize=/);
    await expect(rows).toHaveValue("20");
    await expect(status).toHaveValue("pending");
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await expect(status).toHaveValue("");
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/[?&]pageSize=10\b/);
    await expect(rows).toHaveValue("10");

    await page.reload();
    await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    await expect(status).toHaveValue("pending");
    await expect(rows).toHaveValue("10");
  });

  test("a shared link opens the tab and list it names", async ({ page }) => {
    await page.goto("/company-admin-dashboard?tab=applications&status=hired&sort=fullName&order=asc");
    await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("hired");
    await expect(page).toHaveURL(/[?&]sort=fullName&order=asc\b/);
  });
});

test.describe("gov console", () => {
  test.use({ storageState: storageState("govadmin") });

  test("tab, filters and search survive a reload; Back undoes them", async ({ page }) => {
    await page.goto("/gov-admin-dashboard");
    await page.getByRole("tab", { name: "Applications" }).click();
    await expect(page).toHaveURL(/[?&]tab=applications\b/);

    await page.getByLabel("Status", { exact: true }).selectOption("pending");
    await expect(page).toHaveURL(/[?&]status=pending\b/);
    await page.getByLabel("Payment status").selectOption("completed");
    await expect(page).toHaveURL(/[?&]paymentStatus=completed\b/);
    // Typing replaces the history entry: Back does not step through the letters.
    await page.getByLabel("Search applications").fill("zz-no-such-person");
    await expect(page).toHaveURL(/[?&]q=zz-no-such-person\b/);
    await expect(page.getByText("No applications found.")).toBeVisible();

    await page.reload();
    await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Search applications")).toHaveValue("zz-no-such-person");
    await expect(page.getByLabel("Payment status")).toHaveValue("completed");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");

    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByLabel("Search applications")).toHaveValue("");
    await expect(page.getByLabel("Payment status")).toHaveValue("");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");
    await page.goBack();
    await expect(page).not.toHaveURL(/status=/);
    await page.goBack();
    await expect(page).not.toHaveURL(/tab=/);
    await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
  });

  test("the page number is in the URL", async ({ page }) => {
    await page.goto("/gov-admin-dashboard?tab=applications&page=2");
    await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await page.getByRole("tab", { name: "Jobs" }).click();
    await expect(page).toHaveURL(/[?&]tab=jobs\b/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]tab=applications\b/);
    await expect(page).toHaveURL(/[?&]page=2\b/);
  });
});
