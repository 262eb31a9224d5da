import fs from "node:fs";

import { type Browser, expect, type Page, test } from "@playwright/test";

import { demo, signIn, storageState } from "./helpers";

// The employee console end to end, as the Admin, and the employee's own view of the result.

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);
const EXE = Buffer.from("MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode.", "latin1");

const stamp = Date.now().toString().slice(-6);
const DEGREE = "Graduation_Degree_Certificate_Patna_University_2019.pdf";
const person = {
  referenceId: `E2E${stamp}`,
  name: `Kavita Sharma ${stamp}`,
  // Long, unbroken values: the dashboard must wrap them at 390 px, not scroll sideways.
  email: `kavita.sharma.chattopadhyay.${stamp}@example.in`,
  initialPassword: "Welcome@2026",
  newPassword: "Changed@2026x",
  department: "Payroll",
  bankName: "Punjab National Bank",
  accountNumber: "4455667788990011",
  ifscCode: "PUNB0123400",
  phone: "9812312345",
  designation: "Payroll Analyst",
  newDesignation: "Senior Payroll Analyst",
};

async function employeeRow(page: Page) {
  await page.getByLabel("Search employees").fill(person.referenceId);
  const row = page.getByTestId("employee-row").filter({ hasText: person.referenceId });
  await expect(row).toHaveCount(1);
  return row;
}

async function employeeContext(browser: Browser) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  return { context, page: await context.newPage() };
}

test.describe("employee administration", () => {
  test.use({ storageState: storageState("admin") });

  test("create, upload, edit, change password, employee sees it, export, delete", async ({ page, browser }) => {
    test.setTimeout(180_000);
    // The console never reloads the whole page: a reload loses whatever dialog is open.
    let pageLoads = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads += 1;
    });
    // The console's own server page comes back slowly, as on a phone: the search must still never
    // land while a re-read of that page is in flight (the router then reloaded the whole page).
    await page.route(/\/admin-dashboard\?.*_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto("/admin-dashboard");
    await expect(page.getByTestId("user-name")).toHaveText(demo.admin.name);
    const totalEmployees = async () =>
      Number((await page.getByTestId("stat-total-employees").locator("p").nth(1).innerText()).replace(/,/g, ""));
    const totalBefore = await totalEmployees();
    await page.getByRole("button", { name: "Employee Management" }).click();

    await test.step("create an employee with a photo", async () => {
      await page.getByRole("button", { name: "Add Employee" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Employee" });
      await dialog.getByLabel("Reference ID").fill(person.referenceId.toLowerCase());
      await dialog.getByLabel("Initial Password").fill(person.initialPassword);
      await dialog.getByLabel("Full Name").fill(person.name);
      await dialog.getByLabel("Email").fill(person.email);
      await dialog.getByLabel("Phone Number").fill(person.phone);
      await dialog.getByLabel("Department").fill(person.department);
      await dialog.getByLabel("Designation").fill(person.designation);
      await dialog.getByLabel("Bank Name").fill(person.bankName);
      await dialog.getByLabel("Account Number").fill(person.accountNumber);
      await dialog.getByLabel("IFSC Code").fill(person.ifscCode);
      await dialog
        .getByLabel("Profile Photo (optional)")
        .setInputFiles({ name: "kavita.png", mimeType: "image/png", buffer: PNG });
      await expect(dialog.getByAltText("Profile photo preview")).toBeVisible();
      await dialog.getByRole("button", { name: "Create Employee" }).click();
      await expect(
        page.getByTestId("toast").filter({ hasText: `Employee ${person.name} created successfully` }),
      ).toBeVisible();
      const row = await employeeRow(page);
      await expect(row).toContainText(person.referenceId);
      await expect(row).toContainText("XXXXXXXX0011");
      await expect(row.getByAltText(`Profile photo of ${person.name}`)).toBeVisible();
    });

    await test.step("the dashboard counts the new employee when opened again", async () => {
      await page.getByRole("button", { name: "Dashboard" }).click();
      await expect(async () => expect(await totalEmployees()).toBeGreaterThan(totalBefore)).toPass();
      await page.getByRole("button", { name: "Employee Management" }).click();
    });

    await test.step("upload three documents, one a disguised executable", async () => {
      await (await employeeRow(page)).getByRole("button", { name: `Documents ${person.name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Documents: ${person.name}` });
      await expect(dialog.getByTestId("picked-employee")).toContainText(person.referenceId);
      await dialog.getByLabel("Document Type").selectOption({ label: "Educational Certificate" });
      // A file over 10 MB is refused before anything is sent.
      let uploads = 0;
      page.on("request", (r) => void (r.url().endsWith("/api/documents/upload") && uploads++));
      await dialog
        .getByLabel("Files")
        .setInputFiles([
          { name: "whole-file-scan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) },
        ]);
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(dialog.getByText("whole-file-scan.pdf: File is larger than 10 MB")).toBeVisible();
      expect(uploads).toBe(0);
      await dialog
        .getByLabel("Description (optional)")
        .fill("Graduation papers: https://results.patnauniversity.ac.in/2019/marksheet/PU-2019-BA-004512");
      await dialog.getByLabel("Files").setInputFiles([
        { name: DEGREE, mimeType: "application/pdf", buffer: pdf("degree") },
        { name: "marksheet.png", mimeType: "image/png", buffer: PNG },
        { name: "transcript.pdf", mimeType: "application/pdf", buffer: EXE },
      ]);
      await dialog.getByRole("button", { name: "Upload", exact: true }).click();
      const result = dialog.getByTestId("upload-result");
      await expect(result).toContainText("2 document(s) uploaded successfully. 1 file(s) failed to upload.");
      await expect(result).toContainText("transcript.pdf: Only PDF, DOC, DOCX, JPG and PNG files are allowed");
      await expect(dialog.getByTestId("admin-document")).toHaveCount(2);
      expect(uploads).toBe(1);
      await dialog.getByRole("button", { name: "Close" }).click();
    });

    await test.step("edit", async () => {
      await (await employeeRow(page)).getByRole("button", { name: `Edit ${person.name}` }).click();
      const dialog = page.getByRole("dialog", { name: `Edit Employee: ${person.name}` });
      // The numbers stay masked, and out of the save, until the admin asks to change them.
      const account = dialog.getByLabel("Account Number");
      await expect(account).toHaveValue(`XXXXXXXX${person.accountNumber.slice(-4)}`);
      await expect(account).not.toBeEditable();
      await dialog.getByRole("button", { name: "Show and change them" }).click();
      await expect(account).toHaveValue(person.accountNumber);
      await expect(account).toBeEditable();
      await expect(dialog.getByLabel("Initial Password")).toHaveCount(0);
      await dialog.getByLabel("Designation").fill(person.newDesignation);
      await dialog.getByLabel("Posted At").fill("Lucknow");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(
        page.getByTestId("toast").filter({ hasText: `Employee ${person.name} updated successfully` }),
      ).toBeVisible();
      await expect(await employeeRow(page)).toContainText(person.newDesignation);
      expect(pageLoads, "the console was loaded once and never reloaded").toBe(1);
    });

    const employee = await employeeContext(browser);
    await test.step("the employee signs in with the initial password", async () => {
      await signIn(employee.page, person.referenceId, person.initialPassword);
      await expect(employee.page).toHaveURL(/\/employee-dashboard$/);
      await expect(employee.page.getByTestId("first-name")).toHaveText("Kavita");
    });

    await test.step("change the employee's password: their open session ends", async () => {
      await (await employeeRow(page)).getByRole("button", { name: `Password ${person.name}` }).click();
      const dialog = page.getByRole("dialog", { name: "Change Employee Password" });
      await dialog.getByRole("textbox", { name: "New Password", exact: true }).fill(person.newPassword);
      await dialog.getByLabel("Confirm New Password").fill("something-else");
      await dialog.getByRole("button", { name: "Change Password" }).click();
      await expect(dialog.getByText("Passwords do not match")).toBeVisible();
      await dialog.getByLabel("Confirm New Password").fill(person.newPassword);
      await dialog.getByRole("button", { name: "Change Password" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: `Password changed for ${person.name}` })).toBeVisible();

      await employee.page.getByRole("button", { name: "Show account number" }).click();
      await expect(employee.page.getByRole("heading", { name: "Authentication Error" })).toBeVisible();
      await expect(employee.page.getByText("Your session has expired. Please login again.")).toBeVisible();
      await employee.page.getByRole("button", { name: "Login Again" }).click();
      await expect(employee.page).toHaveURL(/\/login/);
    });

    await test.step("the employee signs in with the new password and sees exactly their data and documents", async () => {
      const p = employee.page;
      await signIn(p, person.email, person.initialPassword);
      await expect(p.getByTestId("login-error")).toHaveText("Invalid credentials. Please try again.");
      await signIn(p, person.referenceId.toLowerCase(), person.newPassword);
      await expect(p).toHaveURL(/\/employee-dashboard$/);
      await expect(p.getByTestId("first-name")).toHaveText("Kavita");
      await expect(p.getByTestId("user-name")).toHaveText(person.name);
      const personal = p.getByRole("region", { name: "Personal Information" });
      await expect(personal).toContainText(person.email);
      await expect(personal).toContainText(person.phone);
      await expect(personal).toContainText("Lucknow");
      await expect(personal.getByText("Not provided")).toHaveCount(2); // date of birth, father's name
      const employment = p.getByRole("region", { name: "Employment Details" });
      await expect(employment).toContainText(person.newDesignation);
      await expect(employment).toContainText(person.department);
      const bank = p.getByRole("region", { name: "Bank Details" });
      await expect(bank).toContainText(person.bankName);
      await expect(bank).toContainText(person.ifscCode);
      await expect(p.getByTestId("account-number")).toHaveText("XXXXXXXX0011");
      // Every Show asks the server (checked and audited there); Hide forgets the number.
      let reveals = 0;
      p.on("request", (r) => void (r.url().endsWith("/api/employees/me/account-number") && reveals++));
      await p.getByRole("button", { name: "Show account number" }).click();
      await expect(p.getByTestId("account-number")).toHaveText(person.accountNumber);
      await p.getByRole("button", { name: "Hide account number" }).click();
      await expect(p.getByTestId("account-number")).toHaveText("XXXXXXXX0011");
      await p.getByRole("button", { name: "Show account number" }).click();
      await expect(p.getByTestId("account-number")).toHaveText(person.accountNumber);
      expect(reveals).toBe(2);
      await expect(p.getByAltText(`Profile photo of ${person.name}`).first()).toBeVisible();

      await expect(p.getByTestId("document-count")).toHaveText("2 documents");
      const cards = p.getByTestId("my-document");
      await expect(cards).toHaveCount(2);
      await expect(cards.filter({ hasText: DEGREE })).toContainText("Educational Certificate");
      await expect(p.getByText("transcript.pdf")).toHaveCount(0);
      const view = cards.filter({ hasText: DEGREE }).getByRole("link", { name: /^View/ });
      await expect(view).toHaveAttribute("target", "_blank");
      const popup = p.waitForEvent("popup");
      await view.click();
      const tab = await popup;
      await expect(tab).toHaveURL(/\/api\/documents\/.+\/file$/);
      await tab.close();
      const download = p.waitForEvent("download");
      await cards
        .filter({ hasText: "marksheet.png" })
        .getByRole("link", { name: /^Download/ })
        .click();
      expect((await download).suggestedFilename()).toBe("marksheet.png");

      // On a phone the long address, file name and description wrap or are cut short: the page
      // does not scroll sideways.
      await p.setViewportSize({ width: 390, height: 844 });
      await expect(personal).toContainText(person.email);
      await expect(cards.filter({ hasText: DEGREE })).toContainText("Graduation papers");
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    await test.step("export the filtered employees as CSV", async () => {
      await employeeRow(page);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export CSV" }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^employees_\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = fs.readFileSync((await file.path())!, "utf8");
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const lines = csv.trim().split("\r\n");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(person.referenceId);
      expect(lines[1]).toContain("XXXXXXXX0011");
      expect(csv).not.toContain(person.accountNumber);
    });

    await test.step("delete the employee: the session ends and the login is refused", async () => {
      await (await employeeRow(page)).getByRole("button", { name: `Delete ${person.name}` }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete employee" });
      await expect(confirm).toContainText(
        `Are you sure you want to delete ${person.name}? This action cannot be undone.`,
      );
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: `${person.name} was deleted.` })).toBeVisible();
      await expect(page.getByText("No employees found.")).toBeVisible();

      await employee.page.reload();
      await expect(employee.page).toHaveURL(/\/login/);
      await signIn(employee.page, person.referenceId, person.newPassword);
      await expect(employee.page.getByTestId("login-error")).toHaveText("Invalid credentials. Please try again.");
    });
    await employee.context.close();
  });

  test("a page past the last (its last row deleted, an old link) shows the last page", async ({ page }) => {
    // The ten seeded employees (EMP0001-EMP0010), four a page: a list the specs running alongside,
    // which add and delete employees of their own, do not change.
    await page.goto("/admin-dashboard?tab=employees&q=EMP00&pageSize=4&page=99");
    await expect(page).toHaveURL(/[?&]page=3(&|$)/);
    await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveText("Page 3 of 3");
    await expect(page.getByTestId("employee-row")).toHaveCount(2);
  });

  test("Add Employee shows the spec's messages for missing required fields", async ({ page }) => {
    await page.goto("/admin-dashboard?tab=employees");
    await page.getByRole("button", { name: "Add Employee" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Employee" });
    await dialog.getByRole("button", { name: "Create Employee" }).click();
    for (const message of [
      "Reference ID is required",
      "Password is required",
      "Name is required",
      "Email is required",
      "Department is required",
      "Bank name is required",
      "Account number is required",
      "IFSC code is required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await dialog.getByLabel("IFSC Code").fill("SBIN12");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Create Employee" }).click();
    await expect(dialog.getByText("Please enter a valid IFSC code (e.g. SBIN0001234)")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("Upload Documents asks for an employee, a type and 1-5 files", async ({ page }) => {
    await page.goto("/admin-dashboard?tab=employees");
    await page.getByRole("button", { name: "Upload Documents" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Documents" });
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog.getByText("Please select an employee", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Please select a document type")).toBeVisible();
    await expect(dialog.getByText("Please select at least one file")).toBeVisible();
    await dialog
      .getByLabel("Files")
      .setInputFiles(
        Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, mimeType: "application/pdf", buffer: pdf(`f${i}`) })),
      );
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(dialog.getByText("You can upload a maximum of 5 files at once")).toBeVisible();
    await dialog.getByRole("combobox", { name: "Employee" }).fill("EMP0001");
    await dialog.getByRole("option", { name: /Amit Kumar Singh/ }).click();
    // Choosing the employee turns the dialog into their document manager, with their documents listed.
    const manager = page.getByRole("dialog", { name: "Documents: Amit Kumar Singh" });
    await expect(manager.getByTestId("picked-employee")).toContainText("EMP0001");
    await expect(manager.getByTestId("admin-document")).toHaveCount(2);
  });
});
