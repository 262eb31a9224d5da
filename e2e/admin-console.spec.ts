import { expect, test } from "@playwright/test";

import { storageState } from "./helpers";

// The employee console's dashboard, settings, mobile sidebar and logout, as the Admin.

test.describe("employee administration console", () => {
  test.use({ storageState: storageState("admin") });

  test("dashboard and settings show real figures; the sidebar works on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin-dashboard");
    // The cards agree with the breakdown on the same page: no fixed placeholder numbers.
    const number = async (testId: string) =>
      Number((await page.getByTestId(testId).locator("p").nth(1).textContent())?.replace(/,/g, ""));
    await expect(page.getByTestId("stat-total-employees")).toBeVisible();
    const byStatus = page.getByRole("region", { name: "Employees by status" }).getByRole("listitem");
    await expect(byStatus).toHaveCount(3);
    let statusSum = 0;
    for (const text of await byStatus.allTextContents()) statusSum += Number(text.replace(/\D/g, ""));
    const total = await number("stat-total-employees");
    expect(total).toBe(statusSum);
    expect(await number("stat-total-users")).toBe(total + 1); // plus the one seeded Admin
    await expect(page.getByTestId("stat-total-users")).toContainText(/from last month/);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("button", { name: "Settings" }).click();
    const info = page.getByTestId("system-info");
    await expect(info).toContainText("0.1.0");
    await expect(info).toContainText(/Embedded PostgreSQL \(PGlite\)|PostgreSQL server/);
    await expect(info).toContainText(/Last migration\d{14}_[a-z0-9_]+ \(applied/);
    await expect(page).toHaveURL(/tab=settings/);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Admin sections" })).toBeHidden();
  });

  test("the header search, filters and sorting query the server", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await page.getByLabel("Search employees").fill("neha");
    await expect(page.getByRole("button", { name: "Employee Management" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("employee-row")).toHaveCount(1);
    await expect(page.getByTestId("employee-row")).toContainText("Neha Verma");
    await page.getByLabel("Search employees").fill("");
    const rows = page.getByTestId("employee-row");
    const statuses = () => rows.locator("td:nth-child(4)").allTextContents();
    const names = () => rows.locator("td:first-child p:first-child").allTextContents();
    await page.getByLabel("Status").selectOption("Pending");
    await expect.poll(async () => new Set(await statuses())).toEqual(new Set(["Pending"]));
    await page.getByLabel("Status").selectOption("");
    await page.getByRole("button", { name: "Employee", exact: true }).click();
    await expect(page.getByRole("columnheader", { name: "Employee" })).toHaveAttribute("aria-sort", "ascending");
    // The rows arrive from the server sorted by name.
    await expect
      .poll(async () => {
        const list = await names();
        return list.length > 1 && list.join("|") === [...list].sort((a, b) => a.localeCompare(b)).join("|");
      })
      .toBe(true);
  });

  test("the admin logs out only after confirming", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await page.getByRole("button", { name: "Logout" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Logout" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(/\/admin-dashboard/);
  });
});
