import { type Browser, expect, type Page, test } from "@playwright/test";

import { demo, signIn, storageState } from "./helpers";
import { waitForMails } from "./mail";

// Forgot password and the employee invitation, end to end: the links come out of the mail catcher,
// a link works once, and setting a password signs out every open session of the account.

const stamp = Date.now().toString().slice(-6);
const person = {
  referenceId: `PWR${stamp}`,
  name: `Meera Reset ${stamp}`,
  email: `meera.reset.${stamp}@example.in`,
  firstPassword: "Invited@2026x",
  newPassword: "Forgotten@2026y",
};
const EXPIRED = "This link has expired or was already used. Request a new one.";

/** The /reset-password path of the newest matching mail's link (the mail names the public site). */
async function linkFromMail(page: Page, subject: RegExp, count: number, to = person.email) {
  const mails = await waitForMails(page.request, to, subject, count);
  const match = /\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mails[count - 1].text);
  expect(match, "the mail carries a reset link").not.toBeNull();
  return match![0];
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

test.describe("password links", () => {
  test.use({ storageState: storageState("admin") });

  test("an invited employee sets a password; forgot password resets it once and signs out the old session", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);

    await test.step("the admin adds an employee who sets their own password", async () => {
      await page.goto("/admin-dashboard");
      await expect(page.getByTestId("user-name")).toHaveText(demo.admin.name);
      await page.getByRole("button", { name: "Employee Management" }).click();
      await page.getByRole("button", { name: "Add Employee" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Employee" });
      await dialog.getByLabel("E-mail a link to set their own password").check();
      await expect(dialog.getByLabel("Initial Password", { exact: true })).toHaveCount(0);
      await dialog.getByLabel("Reference ID").fill(person.referenceId);
      await dialog.getByLabel("Full Name").fill(person.name);
      await dialog.getByLabel("Email", { exact: true }).fill(person.email);
      await dialog.getByLabel("Department").fill("Payroll");
      await dialog.getByLabel("Bank Name").fill("Canara Bank");
      await dialog.getByLabel("Account Number").fill("4455667788990011");
      await dialog.getByLabel("IFSC Code").fill("CNRB0000123");
      await dialog.getByRole("button", { name: "Create Employee" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: `Employee ${person.name} created` })).toBeVisible();
    });

    const employee = await freshPage(browser);
    await test.step("the invitation's link sets the first password, then sign-in works", async () => {
      const link = await linkFromMail(employee.page, /^Set your password/, 1);
      await employee.page.goto(link);
      await expect(employee.page.getByRole("heading", { name: "Set your password" })).toBeVisible();
      await employee.page.getByLabel("New Password", { exact: true }).fill(person.firstPassword);
      await employee.page.getByLabel("Confirm New Password").fill(person.firstPassword);
      await employee.page.getByRole("button", { name: "Set password" }).click();
      await expect(employee.page.getByRole("status")).toHaveText("Your password is set. You can now sign in.");
      await employee.page.getByRole("link", { name: "Sign in" }).click();
      await expect(employee.page).toHaveURL(/\/login$/);
      await signIn(employee.page, person.referenceId, person.firstPassword);
      await expect(employee.page).toHaveURL(/\/employee-dashboard$/);
    });

    const other = await freshPage(browser);
    let resetLink = "";
    await test.step("forgot password from the sign-in page: the same answer, and a mail with a link", async () => {
      await other.page.goto("/login");
      await other.page.getByRole("link", { name: "Forgot password?" }).click();
      await expect(other.page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
      await other.page.getByRole("button", { name: "Send reset link" }).click();
      await expect(other.page.getByText("Email or Reference ID is required")).toBeVisible();
      await other.page.getByLabel("Email or Reference ID").fill(person.email);
      await other.page.getByRole("button", { name: "Send reset link" }).click();
      await expect(other.page.getByRole("status")).toContainText("If an account exists for that address");
      resetLink = await linkFromMail(other.page, /^Reset your .* password$/, 1);
    });

    await test.step("the new password is set from the link", async () => {
      await other.page.goto(resetLink);
      await expect(other.page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
      await other.page.getByLabel("New Password", { exact: true }).fill(person.newPassword);
      await other.page.getByLabel("Confirm New Password").fill("not-the-same-1");
      await other.page.getByRole("button", { name: "Reset password" }).click();
      await expect(other.page.getByText("Passwords do not match")).toBeVisible();
      await other.page.getByLabel("Confirm New Password").fill(person.newPassword);
      await other.page.getByRole("button", { name: "Reset password" }).click();
      await expect(other.page.getByRole("status")).toContainText("Your password has been reset");
    });

    await test.step("the session opened before the reset is signed out", async () => {
      await employee.page.reload();
      await expect(employee.page).toHaveURL(/\/login(\?|$)/);
    });

    await test.step("the link works once", async () => {
      await other.page.goto(resetLink);
      await expect(other.page.getByRole("heading", { name: "Link expired" })).toBeVisible();
      await expect(other.page.getByRole("alert").filter({ hasText: EXPIRED })).toBeVisible();
      await expect(other.page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
        "href",
        "/forgot-password",
      );
    });

    await test.step("the old password is refused and the new one signs in", async () => {
      await signIn(other.page, person.email, person.firstPassword);
      await expect(other.page.getByTestId("login-error")).toBeVisible();
      await signIn(other.page, person.email, person.newPassword);
      await expect(other.page).toHaveURL(/\/employee-dashboard$/);
    });

    await employee.context.close();
    await other.context.close();
  });

  test("without JavaScript the link's form is posted, and the passwords never go into an address", async ({
    page,
    browser,
  }) => {
    // An employee invited through the API, so the page under test is the link's alone.
    const invited = {
      referenceId: `PWN${stamp}`,
      email: `nojs.invite.${stamp}@example.in`,
      password: "NoScript@2026z",
    };
    const created = await page.request.post("/api/employees", {
      multipart: {
        referenceId: invited.referenceId,
        name: `No Script ${stamp}`,
        email: invited.email,
        department: "Payroll",
        bankName: "Canara Bank",
        accountNumber: "4455667788990022",
        ifscCode: "CNRB0000123",
        status: "Active",
        passwordSetup: "invite",
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const link = await linkFromMail(page, /^Set your password/, 1, invited.email);

    const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, javaScriptEnabled: false });
    const p = await context.newPage();
    await p.goto(link);
    // The token is in the address: other sites get at most the origin.
    await expect(p.locator('meta[name="referrer"]')).toHaveAttribute("content", "strict-origin");
    await p.getByLabel("New Password", { exact: true }).fill(invited.password);
    await p.getByLabel("Confirm New Password").fill("Something@else1");
    await p.getByRole("button", { name: "Set password" }).click();
    // Back on the link, saying what was wrong; the address holds a code, not what was typed.
    await expect(p).toHaveURL(/\/reset-password\?token=[\w-]+&problem=mismatch$/);
    await expect(p.getByText("Passwords do not match")).toBeVisible();

    await p.getByLabel("New Password", { exact: true }).fill(invited.password);
    await p.getByLabel("Confirm New Password").fill(invited.password);
    await p.getByRole("button", { name: "Set password" }).click();
    await expect(p).toHaveURL(/\/login\?password=invite$/);
    await expect(p.getByRole("status")).toHaveText("Your password is set. You can now sign in.");
    await signIn(p, invited.referenceId, invited.password);
    await expect(p).toHaveURL(/\/employee-dashboard$/);
    await context.close();
  });
});
