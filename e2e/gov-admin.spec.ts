// The government-job console as GovAdmin, end to end: create a job, a visitor applies and pays in
// test mode, the admin finds the application, sees the fee in the stats, approves it (timeline),
// exports the CSV and reveals the Aadhaar (audited). The database is shared: names are unique.
import fs from "node:fs";

import { expect, test, type Locator, type Page } from "@playwright/test";

import { DEMO_PASSWORD, demo, expectSignedInAs, signIn, storageState } from "./helpers";
import { pdfText } from "../lib/testing/pdf-text";
import { DOB, dialog, fillValidForm, openForm, reviewAndConfirm } from "./gov-helpers";

const run = `${Date.now().toString(36)}${process.pid % 1000}`;
const TITLE = `Console Clerk ${run}`;
const APPLICANT = `Meera Devi ${run}`;
const FEE = 321;

const addDays = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const rupees = async (page: Page) =>
  Number((await page.getByTestId("stat-totalFeesCollected").innerText()).replace(/[^\d.]/g, ""));
const tab = (page: Page, name: string) => page.getByRole("tab", { name }).click();

test.describe("as GovAdmin", () => {
  test.use({ storageState: storageState("govadmin") });

  test("job -> paid application -> stats, approval timeline, CSV export, audited reveal", async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    await page.goto("/gov-admin-dashboard");
    await expect(page.getByTestId("user-name")).toHaveText(demo.govadmin.name);
    await expect(page.getByText("Government jobs administration")).toBeVisible();
    const feesBefore = await rupees(page);

    // Create the job.
    await tab(page, "Jobs");
    await page.getByRole("button", { name: "Add Job" }).click();
    const form = page.getByRole("dialog", { name: "Add Job" });
    await form.getByLabel("Title").fill(TITLE);
    await form.getByLabel("Company").fill("Bihar Records Office");
    await form.getByLabel("Location").fill("Patna, Bihar");
    await form.getByLabel("Salary").fill("₹16,000 per month");
    await form.getByLabel("Experience").fill("Graduate");
    await form.getByLabel("Application Fee, UR/General (₹)").fill(String(FEE));
    await form.getByLabel("SC", { exact: true }).fill("0");
    await form.getByLabel("Deadline").fill(addDays(5));
    await form.getByLabel("Description").fill("Records digitisation, 11-month contract.");
    await form.getByLabel("Exam or interview date and time (IST)").fill(`${addDays(20)}T10:30`);
    await form.getByLabel("Venue").fill(`Records Office Hall ${run}, Patna`);
    await form.getByLabel("Instructions").fill("Report by 10:00 am.\nBring your Aadhaar card.");
    await expect(form.getByLabel("Status")).toHaveValue("active");
    await form.getByRole("button", { name: "Create Job" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Job created successfully!" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(TITLE) })).toContainText("₹0 – ₹321");

    // A visitor applies and pays in test mode.
    const visitor = await browser.newContext({
      baseURL: info.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const v = await visitor.newPage();
    await openForm(v, TITLE);
    const aadhaar = await fillValidForm(v);
    await v.getByLabel("Name", { exact: true }).fill(APPLICANT);
    await reviewAndConfirm(v);
    await expect(dialog(v)).toContainText("₹321");
    await dialog(v).getByRole("button", { name: "Pay" }).click();
    await expect(v.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    const number = (await v.getByTestId("confirmation-number").textContent())!.trim();
    await visitor.close();

    // Stats include the fee; the job is closing within 7 days.
    await tab(page, "Dashboard");
    await expect.poll(() => rupees(page)).toBeGreaterThanOrEqual(feesBefore + FEE);
    await expect(page.getByRole("region", { name: "Jobs closing in the next 7 days" })).toContainText(TITLE);

    // A job with a paid application cannot be deleted.
    await tab(page, "Jobs");
    await page.getByRole("button", { name: `Delete ${TITLE}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this job?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "paid applications and cannot be deleted" }),
    ).toBeVisible();

    // Find the application by its number and approve it.
    await tab(page, "Applications");
    await page.getByRole("main").getByLabel("Search applications").fill(number);
    await expect(page.getByTestId("gov-application-row")).toHaveCount(1);
    const row = page.getByTestId("gov-application-row");
    await expect(row).toContainText(APPLICANT);
    await expect(row).toContainText("Paid");
    await row.getByRole("button", { name: `View application ${number}` }).click();
    const detail = page.getByRole("dialog", { name: `Application ${number}` });
    await expect(detail).toContainText(APPLICANT);
    await expect(detail).toContainText("₹321");
    await expect(detail).toContainText(/Order ID: order_/);
    await expect(detail.getByTestId("aadhaar-value")).toHaveText(`XXXX XXXX ${aadhaar.slice(-4)}`);
    await expect(detail.getByRole("img", { name: `Photo of ${APPLICANT}` })).toHaveJSProperty("naturalWidth", 350);
    await expect(detail.getByRole("img", { name: `Signature of ${APPLICANT}` })).toHaveJSProperty("naturalWidth", 420);
    await expect(detail).toContainText("UR / General fee");
    await expect(detail.getByText("Approve the application to issue its call letter.")).toBeVisible();

    // Another admin, in another tab, decides first: this screen still shows Pending, and its
    // decision is refused rather than written over theirs; the detail then shows what happened.
    const other = await page.context().newPage();
    await other.goto("/gov-admin-dashboard");
    await tab(other, "Applications");
    await other.getByRole("main").getByLabel("Search applications").fill(number);
    await other
      .getByTestId("gov-application-row")
      .getByRole("button", { name: `View application ${number}` })
      .click();
    await other
      .getByRole("dialog", { name: `Application ${number}` })
      .getByRole("button", { name: "Mark Under Review" })
      .click();
    await expect(other.getByTestId("toast").filter({ hasText: "updated to under review" })).toBeVisible();
    await other.close();

    await detail.getByRole("button", { name: "Approve" }).click();
    const approve = page.getByRole("alertdialog", { name: /^Approve application/ });
    await approve.getByRole("button", { name: "Approve" }).click();
    await expect(approve.getByRole("alert")).toHaveText(
      "This application was changed by someone else meanwhile (now under review), so this change was not made. Check its current status before you decide again.",
    );
    await approve.getByRole("button", { name: "Cancel" }).click();
    await expect(detail.getByTestId("application-timeline")).toContainText(
      `Status changed from pending to under review by ${demo.govadmin.name}`,
    );

    // Decided again on the screen as it now is.
    await detail.getByRole("button", { name: "Approve" }).click();
    // The applicant is e-mailed about an approval, so it asks first.
    await page
      .getByRole("alertdialog", { name: /^Approve application/ })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Application status updated to approved successfully!" }),
    ).toBeVisible();
    await expect(detail).toBeHidden();
    await expect(row).toContainText("approved");

    // Export the current filter.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^applications_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(number);
    expect(lines[1]).toContain(APPLICANT);
    expect(lines[1]).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
    expect(lines[1]).toContain("321.00");
    expect(lines[1]).toContain("approved");
    expect(csv).not.toContain(aadhaar);

    // The timeline shows the decision; reveal the Aadhaar and find the audit entry.
    await row.getByRole("button", { name: `View application ${number}` }).click();
    const timeline = detail.getByTestId("application-timeline");
    await expect(timeline).toContainText(`Status changed from under review to approved by ${demo.govadmin.name}`);
    await detail.getByRole("button", { name: "Reveal Aadhaar and PAN" }).click();
    await expect(detail.getByTestId("aadhaar-value")).toHaveText(aadhaar.replace(/(\d{4})(?=\d)/g, "$1 "));
    await expect(detail.getByTestId("pan-value")).toHaveText("ABCDE1234F");
    await expect(timeline).toContainText(`Aadhaar and PAN revealed by ${demo.govadmin.name}`);

    // The approved applicant gets a call letter: issued here, downloaded from the status page.
    await detail.getByRole("button", { name: "Issue call letter" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Call letter issued and e-mailed to the applicant." }),
    ).toBeVisible();
    await expect(detail.getByTestId("call-letter-state")).toContainText("Issued");
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();

    const applicant = await browser.newContext({
      baseURL: info.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const a = await applicant.newPage();
    await a.goto("/gov-career/status");
    await a.getByRole("main").getByLabel("Application Number").fill(number);
    await a.getByRole("main").getByLabel("Date of Birth").fill(DOB);
    await a.getByRole("button", { name: "Check Status" }).click();
    await expect(a.getByTestId("status-label")).toHaveText("Approved");
    const downloading = a.waitForEvent("download");
    await a.getByRole("link", { name: "Download call letter (PDF)" }).click();
    const letter = await downloading;
    expect(letter.suggestedFilename()).toBe(`call-letter-${number}.pdf`);
    const text = await pdfText(new Uint8Array(fs.readFileSync((await letter.path())!)));
    expect(text).toContain(number);
    expect(text).toContain(APPLICANT);
    expect(text).toContain(`Records Office Hall ${run}, Patna`);
    expect(text).toContain("10:30 am IST");
    expect(text).toContain("Bring your Aadhaar card.");
    await applicant.close();

    // Taking the approval back (and with it the letter) asks first; cancelled, nothing changes.
    await row.getByRole("button", { name: `View application ${number}` }).click();
    await detail.getByRole("button", { name: "Shortlist" }).click();
    const takeBack = page.getByRole("alertdialog", { name: `Shortlist: take back the approval of ${number}?` });
    await expect(takeBack).toContainText("Its call letter has been issued");
    await takeBack.getByRole("button", { name: "Cancel" }).click();
    await expect(takeBack).toBeHidden();
    await expect(detail.getByTestId("call-letter-state")).toContainText("Issued");
    await expect(row).toContainText("approved");
  });

  test("a cancelled paid application is owed a refund: the dashboard leads to it under Refund due until it is refunded", async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(150_000);
    const visitor = await browser.newContext({
      baseURL: info.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const v = await visitor.newPage();
    await openForm(v);
    const number = await v.getByRole("main").getByLabel("Application Number").inputValue();
    await fillValidForm(v);
    await reviewAndConfirm(v);
    await dialog(v).getByRole("button", { name: "Pay" }).click();
    await expect(v.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await visitor.close();

    const find = async () => {
      await page.getByRole("main").getByLabel("Search applications").fill(number);
      return page.getByTestId("gov-application-row");
    };
    await page.goto("/gov-admin-dashboard?tab=applications");
    const row = await find();
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `View application ${number}` }).click();
    const detail = page.getByRole("dialog", { name: `Application ${number}` });
    await detail.getByRole("button", { name: "Cancel application" }).click();
    const cancel = page.getByRole("dialog", { name: `Cancel application ${number}` });
    await cancel.getByLabel("Reason").selectOption("Position filled");
    await cancel.getByRole("button", { name: "Cancel application" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Application status updated to cancelled successfully!" }),
    ).toBeVisible();

    // The dashboard says money is owed back, and its link opens the list filtered to it.
    await page.goto("/gov-admin-dashboard");
    const due = page.getByTestId("refunds-due");
    await expect(due).toContainText("owe the applicant a refund");
    await due.getByRole("link", { name: "Show them" }).click();
    await expect(page.getByRole("main").getByLabel("Payment status")).toHaveValue("refund_due");
    await expect(await find()).toHaveCount(1);

    // Refunded (test mode: at once), it is owed nothing and leaves the list.
    await row.getByRole("button", { name: `View application ${number}` }).click();
    await detail.getByRole("button", { name: "Refund ₹500" }).click();
    const refund = page.getByRole("dialog", { name: "Refund ₹500" });
    await refund.getByLabel("Reason").fill("Position filled: the fee goes back");
    await refund.getByRole("button", { name: "Refund ₹500" }).click();
    await expect(detail).toContainText("Refunded on");
    // The list behind the detail is read again: closed, the refunded row has left "Refund due".
    await page.keyboard.press("Escape");
    await expect(detail).toBeHidden();
    await expect(await find()).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("main").getByLabel("Payment status")).toHaveValue("refund_due");
    await expect(await find()).toHaveCount(0);
  });

  test("the job form shows the server's field errors and 'Failed to save job. Please try again.'", async ({ page }) => {
    await page.goto("/gov-admin-dashboard");
    await tab(page, "Jobs");
    await page.getByRole("button", { name: "Add Job" }).click();
    const form = page.getByRole("dialog", { name: "Add Job" });
    await form.getByRole("button", { name: "Create Job" }).click();
    await expect(form.locator("#job-title-error")).toHaveText("Title is required");
    await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await page.route("**/api/gov/jobs", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    await fillJob(form, `Unsaved ${run}`);
    await form.getByRole("button", { name: "Create Job" }).click();
    await expect(form.getByRole("alert")).toHaveText("Failed to save job. Please try again.");
  });
});

test.describe("a job whose changed call letters have not all gone out", () => {
  test.use({ storageState: storageState("govadmin"), viewport: { width: 390, height: 844 } });

  test("says how many are left, and Re-send letters asks the server, whose answer is shown", async ({ page }, info) => {
    // A re-issue that gave up cannot be staged from the browser: the list the console loads is
    // given a count on its first job; the Re-send request goes to the real server, which answers
    // that job's letters are all up to date (409).
    let first = "";
    const jobsList = (url: URL) => url.pathname === "/api/gov/jobs" && url.searchParams.get("all") === "1";
    await page.route(jobsList, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { jobs: { title: string; callLettersToResend: number }[] };
      first = body.jobs[0].title;
      body.jobs[0].callLettersToResend = 3;
      await route.fulfill({ response, json: body });
    });
    await page.goto("/gov-admin-dashboard");
    await tab(page, "Jobs");
    const row = page.getByTestId("gov-admin-job-row").first();
    await expect(row.getByTestId("gov-admin-job-letters-to-resend")).toHaveText(
      "Exam changed: 3 call letters not re-sent",
    );
    await page.screenshot({ path: info.outputPath("jobs-letters-to-resend-390.png"), fullPage: false });
    const asked = page.waitForRequest((req) => req.method() === "POST" && req.url().endsWith("/call-letters"));
    await row.getByRole("button", { name: `Re-send the changed call letters of ${first}` }).click();
    expect(new URL((await asked).url()).pathname).toMatch(/^\/api\/gov\/jobs\/[^/]+\/call-letters$/);
    await expect(
      page.getByTestId("toast").filter({
        hasText: "Every call letter of this job already has the exam as it is now: there is nothing to send again.",
      }),
    ).toBeVisible();
    // The 409 loads the list again, through the route above: let it finish before the test ends
    // (a route still fetching then is an error outside any test, and the next test does not run).
    await page.unrouteAll({ behavior: "wait" });
  });
});

/** Signs in a session of its own (the tests below end or replace it), opens Add Job and fills it. */
async function typeNewJob(page: Page, title: string) {
  await signIn(page, demo.govadmin.identifier, DEMO_PASSWORD);
  await expectSignedInAs(page, "govadmin");
  await tab(page, "Jobs");
  await page.getByRole("button", { name: "Add Job" }).click();
  const form = page.getByRole("dialog", { name: "Add Job" });
  await fillJob(form, title);
  return form;
}

/** Fills every field of the job form a new job needs. */
async function fillJob(form: Locator, title: string) {
  for (const [label, value] of [
    ["Title", title],
    ["Company", "Bihar Office"],
    ["Location", "Patna"],
    ["Salary", "₹20,000 per month"],
    ["Experience", "None"],
    ["Application Fee, UR/General (₹)", "100"],
    ["Deadline", addDays(3)],
    ["Description", "Typed in the console."],
  ]) {
    await form.getByLabel(label).fill(value);
  }
}

test.describe("when the session ends while a job is being typed", () => {
  test("the form stays, with an alert: sign in in a new tab, then Save works here; or leave to /login", async ({
    page,
  }) => {
    const title = `Kept Through Sign-in ${run}`;
    const form = await typeNewJob(page, title);
    // Signed out meanwhile (another tab's Logout, an expired sign-in): the browser has no session.
    await page.context().clearCookies();
    await form.getByRole("button", { name: "Create Job" }).click();
    const ended = page.getByRole("alertdialog", { name: "Your session has ended" });
    await expect(ended).toBeVisible();
    await expect(page).toHaveURL(/\/gov-admin-dashboard/);
    const popupOpened = page.waitForEvent("popup");
    await ended.getByRole("link", { name: "Sign in in a new tab" }).click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(/\/login\?reason=expired$/);
    await expect(popup.getByRole("status")).toHaveText("Your session has ended. Please sign in again.");
    await popup.getByLabel("Email or Reference ID").fill(demo.govadmin.identifier);
    await popup.getByLabel("Password").fill(DEMO_PASSWORD);
    await popup.getByRole("button", { name: "Sign In" }).click();
    await expect(popup).toHaveURL(/\/gov-admin-dashboard$/);
    await popup.close();

    await expect(ended).toBeHidden();
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await form.getByRole("button", { name: "Create Job" }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole("cell", { name: title }).first()).toBeVisible();

    // Leaving instead goes to /login saying why, and back to this console page after.
    await page.context().clearCookies();
    await page.getByRole("button", { name: "Add Job" }).click();
    await fillJob(form, `Not kept ${run}`);
    await form.getByRole("button", { name: "Create Job" }).click();
    await ended.getByRole("button", { name: "Leave this page and sign in" }).click();
    await expect(page).toHaveURL(/\/login\?reason=expired&next=%2Fgov-admin-dashboard%3Ftab%3Djobs$/);
    await expect(page.getByRole("status")).toHaveText("Your session has ended. Please sign in again.");
  });
});

test.describe("when a colleague signs in with another role in the same browser", () => {
  test("the console's next save says the browser is signed in as someone else, and keeps the form", async ({
    page,
    context,
  }) => {
    const form = await typeNewJob(page, `Typed Before Another Sign-in ${run}`);
    const colleague = await context.newPage();
    await signIn(colleague, demo.companyadmin.identifier, DEMO_PASSWORD);
    await expectSignedInAs(colleague, "companyadmin");
    await form.getByRole("button", { name: "Create Job" }).click();
    await expect(page.getByRole("alertdialog", { name: "Signed in as someone else" })).toBeVisible();
    // Under the alert (which hides the form from the accessibility tree while it is open).
    await expect(page.locator("#job-title")).toHaveValue(`Typed Before Another Sign-in ${run}`);
  });
});

test.describe("as another role", () => {
  test("the console removes the session and sends to /login", async ({ page }) => {
    // A session of its own: the console ends it on the server, and the other specs share the
    // stored one.
    await signIn(page, demo.companyadmin.identifier, DEMO_PASSWORD);
    await expectSignedInAs(page, "companyadmin");
    await page.goto("/gov-admin-dashboard");
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/company-admin-dashboard");
    await expect(page).toHaveURL(/\/login/);
  });
});
