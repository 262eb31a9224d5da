import { expect, test } from "@playwright/test";

import { card, search } from "./careers-helpers";
import {
  apply,
  createJob,
  downloadedBytes,
  openDashboard,
  openTab,
  statNumber,
  companyStats,
  toast,
  unique,
} from "./company-admin-helpers";
import { DEMO_PASSWORD, demo, expectSignedInAs, reloadUntil, signIn, storageState } from "./helpers";

test.use({ storageState: storageState("companyadmin") });
// In order, in one worker. Other specs add jobs and move applications meanwhile: the stats checks
// allow for that.
test.describe.configure({ mode: "default" });

test("jobs: create, edit, deactivate and delete, as seen on the public board", async ({ page, context }) => {
  const title = unique("E2E Site Engineer");
  await openDashboard(page);
  const totalJobs = await statNumber(page, "stat-total-jobs");
  await openTab(page, "Jobs");

  await page.getByRole("button", { name: "Add Job" }).click();
  const form = page.getByRole("dialog", { name: "Create New Job" });
  await expect(form.getByLabel("Purple to Indigo")).toBeChecked();
  await expect(form.getByLabel("Active Job Posting")).toBeChecked();
  await form.getByRole("button", { name: "Create Job" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByLabel("Job Title")).toBeFocused();

  await form.getByLabel("Job Title").fill(title);
  await form.getByLabel("Company").fill("E2E Hiring Co");
  await form.getByLabel("Location").fill("Gaya, Bihar");
  await form.getByLabel("Salary").fill("₹3 - 5 LPA");
  await form.getByLabel("Experience").fill("1-2 years");
  await form.getByLabel("Description").fill("Supervise construction sites.");
  await form.getByLabel("Emerald to Green").check();
  await form.getByRole("button", { name: "Create Job" }).click();
  await expect(toast(page, "Job created successfully!")).toBeVisible();
  await expect(form).toBeHidden();
  const jobCard = page.getByTestId("admin-job").filter({ hasText: title });
  await expect(jobCard.getByTestId("job-active-badge")).toHaveText("Active");
  await jobCard.getByRole("button", { name: `View applicants for ${title} (0)` }).click();
  const none = page.getByRole("dialog", { name: `Applicants for ${title}` });
  await expect(none.getByText("No applications found.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(none).toBeHidden();

  const board = await context.newPage();
  await board.goto("/company-career");
  await search(board, title);
  await expect(card(board, title)).toContainText("Salary:₹3 - 5 LPA");

  await jobCard.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job" });
  await expect(edit.getByLabel("Job Title")).toHaveValue(title);
  await expect(edit.getByLabel("Emerald to Green")).toBeChecked();
  await edit.getByLabel("Salary").fill("₹4 - 6 LPA");
  await edit.getByRole("button", { name: "Update Job" }).click();
  await expect(toast(page, "Job updated successfully!")).toBeVisible();
  await reloadUntil(board, () => expect(card(board, title)).toContainText("Salary:₹4 - 6 LPA", { timeout: 2_000 }));

  await jobCard.getByRole("button", { name: `Edit ${title}` }).click();
  await edit.getByLabel("Active Job Posting").uncheck();
  await edit.getByRole("button", { name: "Update Job" }).click();
  await expect(toast(page, "Job updated successfully!").last()).toBeVisible();
  await expect(jobCard.getByTestId("job-active-badge")).toHaveText("Inactive");
  await reloadUntil(board, () => expect(board.getByText("No matching jobs found")).toBeVisible({ timeout: 2_000 }));

  await jobCard.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this job?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Job deleted successfully!")).toBeVisible();
  await expect(jobCard).toHaveCount(0);
  await openTab(page, "Dashboard");
  // Other specs add jobs meanwhile (none deletes one): back to at least the count before this job,
  // and no more than the server counts now.
  await expect(page.getByTestId("stat-total-jobs")).toBeVisible();
  // The figure is refreshed after the delete: wait until it no longer counts the deleted job.
  await expect
    .poll(async () => (await statNumber(page, "stat-total-jobs")) <= (await companyStats(page)).totalJobs)
    .toBe(true);
  expect(await statNumber(page, "stat-total-jobs")).toBeGreaterThanOrEqual(totalJobs);
});

test("applicants, status change with badge, toast, stats and timeline, and the resume download", async ({ page }) => {
  const title = unique("E2E Data Analyst");
  const jobId = await createJob(page.request, title);
  const name = unique("Priya Sharma");
  const resume = await apply(page.request, jobId, {
    fullName: name,
    email: `${Date.now()}.priya@example.in`,
    githubUrl: "https://github.com/priya-e2e",
    fileName: "Priya Sharma CV.pdf",
  });

  await openDashboard(page);
  const shortlisted = await statNumber(page, "pipeline-shortlisted");
  await openTab(page, "Jobs");
  await page.getByRole("button", { name: `View applicants for ${title} (1)` }).click();
  const applicants = page.getByRole("dialog", { name: `Applicants for ${title}` });
  await expect(applicants.getByTestId("applicant")).toHaveCount(1);
  const box = (await applicants.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.7 + 1);
  // The detail's first answer is read now but delivered late: it must not undo the status change.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /^\/api\/admin\/applications\/[a-z0-9]+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await applicants.getByRole("button", { name: `View application of ${name}` }).click();

  const detail = page.getByRole("dialog", { name });
  await expect(detail.getByTestId("job-panel")).toContainText(title);
  await expect(detail.getByTestId("job-panel")).toContainText("E2E Hiring Co");
  const fields = detail.getByRole("region", { name: "Applicant details" });
  await expect(fields).toContainText("Current CompanyN/A");
  await expect(fields).toContainText("Portfolio");
  await expect(fields.getByRole("link", { name: "https://github.com/priya-e2e" })).toBeVisible();
  await expect(detail.getByTestId("timeline-entry")).toHaveCount(0);
  expect((await detail.boundingBox())!.height).toBeLessThanOrEqual(page.viewportSize()!.height * 0.9 + 1);

  await detail.getByLabel("Application status").selectOption("shortlisted");
  await expect(toast(page, "Application status updated!")).toBeVisible();
  await expect(detail.getByTestId("status-badge").first()).toHaveText("Shortlisted");
  const late = page.waitForResponse((r) => /\/api\/admin\/applications\/[a-z0-9]+$/.test(r.url()));
  release();
  await late;
  await expect(detail.getByTestId("status-badge").first()).toHaveText("Shortlisted");
  const entry = detail.getByTestId("timeline-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Status changed from Pending to Shortlisted");
  await expect(entry).toContainText("Ananya Mishra");

  const downloading = page.waitForEvent("download");
  await detail.getByRole("button", { name: "Download Resume" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Priya Sharma CV.pdf");
  expect((await downloadedBytes(download)).equals(resume)).toBe(true);

  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await openTab(page, "Dashboard");
  // The dashboard counts this shortlisting; other specs (the board) may shortlist meanwhile, so at
  // most what the server counts now.
  await expect.poll(() => statNumber(page, "pipeline-shortlisted")).toBeGreaterThanOrEqual(shortlisted + 1);
  expect(await statNumber(page, "pipeline-shortlisted")).toBeLessThanOrEqual(
    (await companyStats(page)).pipeline.shortlisted,
  );
});

test("applications: search, filters, bulk status and a CSV of exactly the filtered rows", async ({ page }) => {
  const title = unique("E2E Accountant");
  const jobId = await createJob(page.request, title);
  const first = unique("Arjun Mehta");
  const second = unique("Kavya Nair");
  await apply(page.request, jobId, { fullName: first, email: `${Date.now()}.arjun@example.in` });
  await apply(page.request, jobId, { fullName: second, email: `${Date.now()}.kavya@example.in` });

  await openDashboard(page);
  await openTab(page, "Applications");
  await page.getByLabel("Job", { exact: true }).selectOption({ label: title });
  const rows = page.getByTestId("application-row");
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId("applications-range")).toHaveText("Showing 1–2 of 2");

  await page.getByLabel("Search").fill(second);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(second);
  await page.getByLabel("Search").fill("");
  await expect(rows).toHaveCount(2);

  await page.getByLabel("Select all applications on this page").check();
  await page.getByLabel("Set status to").selectOption("reviewed");
  await page.getByRole("button", { name: "Apply to selected" }).click();
  await expect(toast(page, "Application status updated!")).toBeVisible();
  await expect(page.getByLabel(`Status for ${first}`)).toHaveValue("reviewed");
  await expect(page.getByLabel(`Status for ${second}`)).toHaveValue("reviewed");

  await page.getByLabel(`Status for ${first}`).selectOption("hired");
  // The applicant is e-mailed about a hire, so it asks first.
  await page
    .getByRole("alertdialog", { name: `Mark ${first} as hired?` })
    .getByRole("button", { name: "Mark hired" })
    .click();
  await expect(toast(page, "Application status updated!").last()).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("reviewed");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(second);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^applications_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await downloadedBytes(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Reference,Full Name,Email,Phone,/);
  expect(lines[1]).toContain(second);
  expect(lines[1]).toContain(title);
  expect(lines[1]).toContain(",Reviewed,");
  expect(lines[1]).toContain(",'+91 98765 43210,");
});

test("a failed list load shows the error with Try again; a 401 signs out to /login", async ({ page }) => {
  // A session of its own: signing out ends it on the server, and the other specs share the stored one.
  await page.context().clearCookies();
  await signIn(page, demo.companyadmin.identifier, DEMO_PASSWORD);
  await expectSignedInAs(page, "companyadmin");
  // The first paint comes from the server; later loads (a filter, a page) go through the API.
  await openDashboard(page);
  await openTab(page, "Applications");
  await page.route("**/api/admin/applications?*", (route) => route.fulfill({ status: 500, json: { success: false } }));
  await page.getByLabel("Status", { exact: true }).selectOption("hired");
  const failed = page.getByRole("alert").filter({ hasText: "Error loading data. Please check your connection." });
  await expect(failed).toBeVisible();
  await page.unroute("**/api/admin/applications?*");
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("applications-range")).toBeVisible();

  await page.route("**/api/admin/applications?*", (route) =>
    route.fulfill({ status: 401, json: { success: false, message: "Authentication required. Please sign in." } }),
  );
  await page.getByLabel("Status", { exact: true }).selectOption("pending");
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/company-admin-dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("tabs work from the keyboard", async ({ page }) => {
  await openDashboard(page);
  await page.getByRole("tab", { name: "Dashboard" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Jobs" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Jobs" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Applications" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toBeVisible();
});

test("two reviewers: a status changed by one is not overwritten from the other's stale screen", async ({ page }) => {
  const title = unique("E2E Support Engineer");
  const jobId = await createJob(page.request, title);
  const name = unique("Meera Iyer");
  await apply(page.request, jobId, { fullName: name, email: `${Date.now()}.meera@example.in` });
  const showJob = async (p: typeof page) => {
    await openDashboard(p);
    await openTab(p, "Applications");
    await p.getByLabel("Job", { exact: true }).selectOption({ label: title });
    await expect(p.getByLabel(`Status for ${name}`)).toHaveValue("pending");
  };
  await showJob(page);

  // A colleague, on their own screen, marks the application reviewed.
  const colleague = await page.context().newPage();
  await showJob(colleague);
  await colleague.getByLabel(`Status for ${name}`).selectOption("reviewed");
  await expect(toast(colleague, "Application status updated!")).toBeVisible();
  await colleague.close();

  // The first screen still shows Pending: its change is refused, and the row shows what it is now.
  await page.getByLabel(`Status for ${name}`).selectOption("shortlisted");
  await expect(
    toast(page, "This application was changed by someone else meanwhile (now Reviewed), so this change was not made."),
  ).toBeVisible();
  await expect(page.getByLabel(`Status for ${name}`)).toHaveValue("reviewed");
  await expect(toast(page, "Application status updated!")).toHaveCount(0);
});
