// The correction window, end to end: the GovAdmin gives a job correction dates; a paid UR/General
// applicant corrects their category to SC on the status page, the fee re-prices (the overpayment is
// due back) and the console shows the correction; once the window has closed, editing is refused.
import { expect, test, type Page } from "@playwright/test";

import { openShowing, storageState } from "./helpers";
import { E2E_MOBILES } from "./personal-values";
import { DOB, dialog, fillValidForm, reviewAndConfirm } from "./gov-helpers";

const run = `${Date.now().toString(36)}${process.pid % 1000}`;
const TITLE = `Correction Clerk ${run}`;

// A calendar date in IST, `days` from today.
const istDate = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

async function lookup(page: Page, number: string) {
  await page.goto("/gov-career/status");
  await page.getByRole("main").getByLabel("Application Number").fill(number);
  await page.getByRole("main").getByLabel("Date of Birth").fill(DOB);
  await page.getByRole("button", { name: "Check Status" }).click();
  await expect(page.getByTestId("status-label")).toBeVisible();
}

test.describe("correction window", () => {
  test.use({ storageState: storageState("govadmin") });

  test("a correction within the window re-prices and shows in the console; outside it, editing is refused", async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(180_000);
    // A job with a fee table (UR/General ₹500, SC ₹125) and a correction window open today.
    await page.goto("/gov-admin-dashboard?tab=jobs");
    await page.getByRole("button", { name: "Add Job" }).click();
    const form = page.getByRole("dialog", { name: "Add Job" });
    await form.getByLabel("Title").fill(TITLE);
    await form.getByLabel("Company").fill("Bihar Records Office");
    await form.getByLabel("Location").fill("Patna, Bihar");
    await form.getByLabel("Salary").fill("₹16,000 per month");
    await form.getByLabel("Experience").fill("Graduate");
    await form.getByLabel("Application Fee, UR/General (₹)").fill("500");
    await form.getByLabel("SC", { exact: true }).fill("125");
    await form.getByLabel("Deadline").fill(istDate(5));
    await form.getByLabel("Description").fill("Records digitisation, 11-month contract.");
    await form.getByLabel("Corrections from").fill(istDate(0));
    await form.getByLabel("Corrections until").fill(istDate(3));
    await form.getByRole("button", { name: "Create Job" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Job created successfully!" })).toBeVisible();

    // A visitor applies as UR/General and pays ₹500.
    const visitor = await browser.newContext({
      baseURL: info.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const v = await visitor.newPage();
    const job = v.getByRole("article", { name: TITLE });
    await openShowing(v, "/gov-career", job);
    await job.getByRole("button", { name: "Apply Now" }).click();
    await expect(v.getByRole("heading", { level: 1, name: "Application Form" })).toBeVisible();
    const number = await v.getByRole("main").getByLabel("Application Number").inputValue();
    await fillValidForm(v);
    await reviewAndConfirm(v);
    await dialog(v).getByRole("button", { name: "Pay" }).click();
    await expect(v.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();

    // Within the window: correct the category to SC. The fee falls to ₹125; ₹375 is due back.
    await lookup(v, number);
    await v.getByRole("button", { name: "Edit application" }).click();
    const correction = v.getByRole("form", { name: "Correct your application" });
    // The e-mail is shown but cannot be corrected here (the applicant portal signs in with it).
    await expect(correction.getByLabel("Email")).not.toBeEditable();
    await expect(correction).toContainText("Your e-mail address cannot be changed here.");
    await correction.getByLabel("Category", { exact: true }).selectOption({ label: "SC" });
    await correction.getByLabel("Category certificate number").fill("BR/SC/2019/55555");
    await expect(correction.getByTestId("correction-fee")).toContainText("₹125");
    await correction.getByRole("button", { name: "Save correction" }).click();
    await expect(v.getByTestId("correction-refund")).toContainText("₹375 will be refunded to you");

    // The console shows the correction and the refund due.
    await page.goto("/gov-admin-dashboard?tab=applications");
    await page.getByRole("main").getByLabel("Search applications").fill(number);
    await page
      .getByTestId("gov-application-row")
      .first()
      .getByRole("button", { name: `View application ${number}` })
      .click();
    const detail = page.getByRole("dialog", { name: `Application ${number}` });
    await expect(detail.getByText("Corrections by the applicant")).toBeVisible();
    await expect(detail).toContainText("Version 1");
    await expect(detail).toContainText("Fee ₹500 → ₹125");
    await expect(detail).toContainText(/Category: .+ → SC/);
    await expect(detail).toContainText("Refund due");
    await page.keyboard.press("Escape");

    // The window closes: no Edit button, and the API refuses.
    await page.goto("/gov-admin-dashboard?tab=jobs");
    await page.getByRole("button", { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole("dialog");
    await edit.getByLabel("Corrections from").fill(istDate(-3));
    await edit.getByLabel("Corrections until").fill(istDate(-1));
    await edit.getByRole("button", { name: "Update Job" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: /updated/i })).toBeVisible();
    await lookup(v, number);
    await expect(v.getByRole("button", { name: "Edit application" })).toHaveCount(0);
    const refused = await v.request.put(`/api/gov/applications/${number}/correction`, {
      // A complete, valid correction (what the form sends): refused only because the window has closed.
      data: {
        dob: DOB,
        name: "Sita Devi",
        fatherHusbandName: "Ram Prasad",
        motherName: "Gita Devi",
        presentAddress: "Ward 12, Kankarbagh, Patna 800020",
        maritalStatus: "Married",
        gender: "Female",
        mobile1: E2E_MOBILES[0],
        category: "SC",
        categoryCertificateNumber: "BR/SC/2019/55555",
        pwd: false,
        exServiceman: false,
      },
      headers: { origin: info.project.use.baseURL! },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe("The correction window for this job is closed.");
    await visitor.close();
  });
});
