// The applicant's life after Submit, end to end: a government applicant closes Checkout, comes back
// through the status page (application number + date of birth) and pays with the same number; the
// console holds one row for it.
import { expect, test } from "@playwright/test";

import { storageState } from "./helpers";
import { DOB, dialog, fillValidForm, openForm, reviewAndConfirm } from "./gov-helpers";
import { waitForMails } from "./mail";

test.describe("pay later", () => {
  test.use({ storageState: storageState("govadmin") });

  test("close the checkout, open the status by number + date of birth, Pay now: paid, same number, one row", async ({
    page,
    browser,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const visitor = await browser.newContext({
      baseURL: info.project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const v = await visitor.newPage();
    await openForm(v);
    const number = await v.getByRole("main").getByLabel("Application Number").inputValue();
    const email = `paylater.${number.toLowerCase()}@example.in`;
    await fillValidForm(v);
    await v.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
    await reviewAndConfirm(v);
    await dialog(v).getByRole("button", { name: "Close" }).click();
    await expect(v.getByRole("heading", { name: "Application saved: fee not paid yet" })).toBeVisible();

    // The saved e-mail carries the pay-later link with the number filled in.
    const [saved] = await waitForMails(request, email, new RegExp(`Application ${number} saved`));
    const link = /https?:\/\/\S+\/gov-career\/status\?number=\S+/.exec(saved.text)?.[0];
    expect(link).toContain(`number=${number}`);

    await v.goto(`/gov-career/status?number=${number}`);
    await expect(v.getByRole("main").getByLabel("Application Number")).toHaveValue(number);
    await v.getByRole("main").getByLabel("Date of Birth").fill(DOB);
    await v.getByRole("button", { name: "Check Status" }).click();
    await expect(v.getByTestId("status-label")).toHaveText("Payment pending");
    await v.getByRole("button", { name: "Pay ₹500 now" }).click();
    await dialog(v).getByRole("button", { name: "Pay" }).click();
    await expect(v.getByTestId("status-label")).toHaveText("Under Review");
    await expect(v.getByTestId("status-fee")).toContainText("₹500 paid");
    await expect(v.getByRole("heading", { name: `Application ${number}` })).toBeVisible();
    await expect(v.getByRole("button", { name: /^Pay ₹/ })).toHaveCount(0);
    await visitor.close();

    // One application in the console for this applicant, paid.
    await page.goto("/gov-admin-dashboard?tab=applications");
    await page.getByRole("main").getByLabel("Search applications").fill(number);
    const rows = page.getByRole("row").filter({ hasText: number });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Paid");
  });
});
