import { expect, type Page, type Request, test } from "@playwright/test";

import { openDashboard } from "./company-admin-helpers";
import { postGovApplication, uniqueAadhaar } from "./gov-helpers";
import { storageState } from "./helpers";

// Back as the browser's button does it. page.goBack() waits for a "load" that a same-document
// history entry never fires, and was aborted (ERR_ABORTED) on a busy machine; the assertions after
// each step wait for the URL and the fields instead.
const back = (page: Page) => page.evaluate(() => history.back());

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

    await back(page);
    await expect(page).not.toHaveURL(/pageSize=/);
    await expect(rows).toHaveValue("20");
    await expect(status).toHaveValue("pending");
    await back(page);
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
  // At least one application to list, whichever specs ran before (run alone, the seed has none).
  test.beforeAll(async ({ browser }) => postGovApplication(browser));

  test("an Aadhaar number typed into the search finds its application and stays out of the URL", async ({
    page,
    browser,
  }) => {
    // The address bar, the history and a proxy's log would hold the number stored encrypted.
    const aadhaar = uniqueAadhaar();
    await postGovApplication(browser, "seed-gjob-01", { aadharNo: aadhaar });
    await page.goto("/gov-admin-dashboard?tab=applications");
    const search = page.getByLabel("Search applications");
    await search.fill("zz-no-such-person");
    await expect(page).toHaveURL(/[?&]q=zz-no-such-person\b/);
    await search.fill(aadhaar);
    await expect(page.getByText("1 application(s) found")).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]q=/);
    expect(page.url()).not.toContain(aadhaar);
    await expect(search).toHaveValue(aadhaar);
    // A name goes into the URL as before.
    await search.fill("zz-no-such-person");
    await expect(page).toHaveURL(/[?&]q=zz-no-such-person\b/);
    await expect(page.getByText("No applications found.")).toBeVisible();
  });

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

    // The history entries before the reload belong to the old document: Next fetches each one's
    // server payload again when Back reaches it. One Back at a time, as a person reads the screen
    // between presses, so each step is checked once that fetch has landed. (Three Backs within
    // 100 ms can let a late payload show an earlier step's tab under the newest address: Next's
    // router, noted in the closing note of the stop that added this.)
    const rscInFlight = new Set<string>();
    let lastRscActivity = 0;
    page.on("request", (request) => {
      if (!request.url().includes("_rsc=")) return;
      rscInFlight.add(request.url());
      lastRscActivity = Date.now();
    });
    const settle = (request: Request) => {
      if (rscInFlight.delete(request.url())) lastRscActivity = Date.now();
    };
    page.on("requestfinished", settle);
    page.on("requestfailed", settle);
    // Settled: no payload in flight, and none started or finished for a second since the press.
    const backAndSettle = async () => {
      const pressed = Date.now();
      await back(page);
      await expect
        .poll(() => rscInFlight.size === 0 && Date.now() - Math.max(pressed, lastRscActivity) > 1000)
        .toBe(true);
    };

    await backAndSettle();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(page.getByLabel("Search applications")).toHaveValue("");
    await expect(page.getByLabel("Payment status")).toHaveValue("");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("pending");
    await backAndSettle();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("");
    await backAndSettle();
    await expect(page).not.toHaveURL(/tab=/);
    await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
  });

  test("the page number is in the URL; one past the end gives way to the last page", async ({ page }) => {
    await page.goto("/gov-admin-dashboard?tab=applications&page=999");
    await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
    // Past the end (as an old link, or a decision that emptied the last page): the last page, with
    // its rows, in the same place in the history.
    await expect(page).not.toHaveURL(/[?&]page=999\b/);
    await expect(page.getByTestId("gov-application-row").first()).toBeVisible();
    const last = page.url();
    await page.getByRole("tab", { name: "Jobs" }).click();
    await expect(page).toHaveURL(/[?&]tab=jobs\b/);
    await back(page);
    await expect(page).toHaveURL(last);
  });
});

test.describe("employee admin console", () => {
  test.use({ storageState: storageState("admin") });

  test("section, filters and sort: Back undoes them one by one; a reload keeps them, loaded by the server", async ({
    page,
  }) => {
    await page.goto("/admin-dashboard");
    const section = page.getByRole("navigation", { name: "Admin sections" });
    await section.getByRole("button", { name: "Employee Management" }).click();
    await expect(page).toHaveURL(/[?&]tab=employees\b/);

    const status = page.getByLabel("Status", { exact: true });
    const department = page.getByLabel("Department", { exact: true });
    const employeeColumn = page.getByRole("columnheader", { name: "Employee" });
    const names = page.getByTestId("employee-row").locator("td:first-child p:first-child");
    await status.selectOption("Active");
    await expect(page).toHaveURL(/[?&]status=Active\b/);
    await department.selectOption("IT Services");
    await expect(page).toHaveURL(/[?&]department=IT(\+|%20)Services\b/);
    await page.getByRole("button", { name: "Employee", exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=name\b/);
    await expect(page).toHaveURL(/[?&]order=asc\b/);
    await expect(names).toHaveText(["Kavita Jha", "Sanjay Yadav"]);

    await back(page);
    await expect(page).not.toHaveURL(/sort=/);
    await expect(employeeColumn).not.toHaveAttribute("aria-sort", "ascending");
    await expect(department).toHaveValue("IT Services");
    await back(page);
    await expect(page).not.toHaveURL(/department=/);
    await expect(department).toHaveValue("");
    await expect(status).toHaveValue("Active");
    await back(page);
    await expect(page).not.toHaveURL(/status=/);
    await expect(status).toHaveValue("");
    await back(page);
    await expect(page).not.toHaveURL(/tab=/);
    await expect(section.getByRole("button", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    for (let i = 0; i < 4; i++) await page.goForward();
    await expect(page).toHaveURL(/[?&]sort=name\b/);
    await expect(names).toHaveText(["Kavita Jha", "Sanjay Yadav"]);

    // The server page renders this list: the console does not ask the API for it again.
    const listRequests: string[] = [];
    page.on("request", (r) => new URL(r.url()).pathname === "/api/employees" && listRequests.push(r.url()));
    await page.reload();
    await expect(section.getByRole("button", { name: "Employee Management" })).toHaveAttribute("aria-current", "page");
    await expect(status).toHaveValue("Active");
    await expect(department).toHaveValue("IT Services");
    await expect(employeeColumn).toHaveAttribute("aria-sort", "ascending");
    await expect(names).toHaveText(["Kavita Jha", "Sanjay Yadav"]);
    expect(listRequests).toEqual([]);
  });

  test("the page number and rows per page are in the URL", async ({ page }) => {
    await page.goto("/admin-dashboard?tab=employees&sort=referenceId&order=desc&pageSize=5&page=2");
    const range = page.getByText(/^Showing \d+–\d+ of \d+ employees$/);
    await expect(range).toHaveText(/^Showing 6–10 of/);
    await expect(page.getByText("Page 2 of", { exact: false })).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(range).toHaveText(/^Showing 1–5 of/);
    await back(page);
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(range).toHaveText(/^Showing 6–10 of/);
    await page.getByLabel("Rows per page").selectOption("25");
    await expect(page).toHaveURL(/[?&]pageSize=25\b/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await page.reload();
    await expect(page.getByLabel("Rows per page")).toHaveValue("25");
    await expect(range).toHaveText(/^Showing 1–\d+ of/);
  });

  test("the header search opens Employee Management; Back returns to the section it came from", async ({ page }) => {
    await page.goto("/admin-dashboard?tab=settings");
    const search = page.getByLabel("Search employees");
    await search.fill("zz-no-such-employee");
    await expect(page).toHaveURL(/[?&]tab=employees\b/);
    await expect(page).toHaveURL(/[?&]q=zz-no-such-employee\b/);
    await expect(page.getByText("No employees found.")).toBeVisible();
    await back(page);
    await expect(page).toHaveURL(/[?&]tab=settings\b/);
    await expect(page.getByTestId("system-info")).toBeVisible();
    await page.goForward();
    await page.reload();
    await expect(search).toHaveValue("zz-no-such-employee");
    await expect(page.getByText("No employees found.")).toBeVisible();
  });
});
