// The applicant's life after Submit, end to end: a government applicant closes Checkout, comes back
// through the status page (application number + date of birth) and pays with the same number; the
// console holds one row for it. The same person applies for a company job; the gov console rejects
// the government application with a reason, which reaches them by one e-mail; they sign in to the
// applicant portal with the code from their mailbox, see both applications (the reason too),
// withdraw the company one, and apply for it again (it is reopened).
import { expect, test } from "@playwright/test";

import { fillApplication, openApply, pdfFile } from "./careers-helpers";
import { storageState } from "./helpers";
import { DOB, dialog, fillValidForm, openForm, reviewAndConfirm } from "./gov-helpers";
import { waitForMails } from "./mail";

const REASON = "Documents incomplete or invalid: the signature is not legible";

test.describe("after Submit", () => {
  test.use({ storageState: storageState("govadmin") });

  test("pay later with the same number; a rejection with its reason by e-mail; the portal by code, withdraw", async ({
    page,
    browser,
    request,
  }, info) => {
    test.setTimeout(240_000);
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

    // The same person applies for a company job.
    const apply = await openApply(v, "Hardware Technician"); // a job no other spec counts applications of
    await fillApplication(v, { fullName: "Sita Kumari", email });
    await apply.getByLabel("Resume").setInputFiles(pdfFile("Sita Kumari.pdf"));
    await apply.getByRole("button", { name: "Submit Application" }).click();
    const reference = (await apply.getByTestId("apply-reference").textContent())!.trim();
    expect(reference).toMatch(/^CA-\d{6}-[0-9A-Z]{6}$/);
    await apply.getByRole("button", { name: "Close" }).first().click();

    // One application in the console for this applicant, paid; rejected with a reason.
    await page.goto("/gov-admin-dashboard?tab=applications");
    await page.getByRole("main").getByLabel("Search applications").fill(number);
    const rows = page.getByTestId("gov-application-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Paid");
    await rows
      .first()
      .getByRole("button", { name: `View application ${number}` })
      .click();
    const detail = page.getByRole("dialog", { name: `Application ${number}` });
    await detail.getByRole("button", { name: "Reject", exact: true }).click();
    const reject = page.getByRole("dialog", { name: `Reject application ${number}` });
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(reject.getByText("Please choose a reason.")).toBeVisible(); // the reason is required
    await reject.getByLabel("Reason").selectOption("Documents incomplete or invalid");
    await reject.getByLabel("Note for the applicant (optional)").fill("the signature is not legible");
    await reject.getByRole("button", { name: "Reject" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "Application status updated to rejected successfully!" }),
    ).toBeVisible();

    // Exactly one e-mail tells the applicant, with the reason.
    const decided = await waitForMails(request, email, /Rejected/);
    expect(decided).toHaveLength(1);
    expect(decided[0].text).toContain(REASON);

    // The portal: sign in with the code from the mailbox.
    await v.goto("/applicant");
    await v.getByRole("form", { name: "Sign in with an e-mail code" }).getByLabel("E-mail address").fill(email);
    await v.getByRole("button", { name: "Send me a code" }).click();
    const [codeMail] = await waitForMails(request, email, /sign-in code/);
    const code = /\b(\d{6})\b/.exec(codeMail.text)![1];
    // A wrong code: said, and the focus is back in the code's field.
    await v.getByLabel("6-digit code").fill(code === "111111" ? "222222" : "111111");
    await v.getByRole("button", { name: "Sign in" }).click();
    await expect(v.getByTestId("gov-error")).toBeVisible();
    await expect(v.getByLabel("6-digit code")).toBeFocused();
    await v.getByLabel("6-digit code").fill(code);
    await v.getByRole("button", { name: "Sign in" }).click();
    // Signed in: the page's heading has the focus (not the body, from the form that went).
    await expect(v.getByRole("heading", { level: 1, name: "Your applications" })).toBeFocused();
    // The session cookie ends with the browser (expires -1): closing a café's browser signs out.
    const session = (await v.context().cookies()).find((c) => /hr\.session$/.test(c.name));
    expect(session?.expires).toBe(-1);
    const govCard = v.getByRole("article").filter({ hasText: number });
    const companyCard = v.getByRole("article").filter({ hasText: reference });
    await expect(govCard).toContainText("Rejected");
    await expect(govCard).toContainText(REASON);
    await expect(companyCard).toBeVisible();

    // Withdraw the company application.
    await companyCard.getByRole("button", { name: "Withdraw" }).click();
    await v.getByRole("alertdialog").getByRole("button", { name: "Withdraw application" }).click();
    await expect(companyCard).toContainText("Withdrawn");
    await expect(companyCard.getByRole("button", { name: "Withdraw" })).toHaveCount(0);
    await expect(govCard.getByRole("button", { name: "Withdraw" })).toHaveCount(0); // paid: not withdrawable

    // Changed their mind: applying again reopens it, under the same reference.
    const again = await openApply(v, "Hardware Technician");
    await fillApplication(v, { fullName: "Sita Kumari", email });
    await again.getByLabel("Resume").setInputFiles(pdfFile("Sita Kumari 2.pdf"));
    await again.getByRole("button", { name: "Submit Application" }).click();
    await expect(again.getByTestId("apply-reference")).toHaveText(reference);
    await again.getByRole("button", { name: "Close" }).first().click();
    await v.goto("/applicant");
    const reopened = v.getByRole("article").filter({ hasText: reference });
    await expect(reopened.getByRole("button", { name: "Withdraw" })).toBeVisible();
    await visitor.close();
  });
});
