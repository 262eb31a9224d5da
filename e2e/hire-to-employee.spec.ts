import { expect, test } from "@playwright/test";

import { apply, createJob, openSoleApplicant, toast, unique } from "./company-admin-helpers";
import { storageState } from "./helpers";
import { E2E_ACCOUNTS, E2E_MOBILES } from "./personal-values";

// Hire -> employee record: the company admin marks an applicant Hired and asks for the employee
// record; the employee admin finds the hire under From hiring, completes the prefilled Add Employee
// form and gets the employee with the resume as a document; the company console then reads
// "Employee record created".

test.use({ storageState: storageState("companyadmin") });

test("hiring creates a draft employee that the employee admin completes", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const title = unique("E2E Payroll Executive");
  const name = unique("Farhan Ansari");
  const email = `${Date.now()}.farhan@example.in`;
  const referenceId = `HIRE${Date.now().toString(36).toUpperCase()}`;
  const jobId = await createJob(page.request, title);
  await apply(page.request, jobId, { fullName: name, email, fileName: "Farhan CV.pdf" });

  const openDetail = () => openSoleApplicant(page, title, name);

  let reference = "";
  await test.step("the company admin hires and asks for the employee record", async () => {
    const detail = await openDetail();
    reference = ((await detail.getByText(/^Ref\. /).textContent()) ?? "").replace("Ref. ", "").trim();
    expect(reference).not.toBe("");
    await expect(detail.getByRole("button", { name: "Create employee record" })).toHaveCount(0);
    await detail.getByLabel("Application status").selectOption("hired");
    await page
      .getByRole("alertdialog", { name: `Mark ${name} as hired?` })
      .getByRole("button", { name: "Mark hired" })
      .click();
    const panel = detail.getByTestId("hire-panel");
    await panel.getByRole("button", { name: "Create employee record" }).click();
    await expect(toast(page, "Employee record requested")).toBeVisible();
    await expect(panel).toContainText("Employee record requested");
    await expect(panel.getByRole("button", { name: "Create employee record" })).toHaveCount(0);
  });

  await test.step("the employee admin completes the prefilled draft", async () => {
    const context = await browser.newContext({ storageState: storageState("admin") });
    const admin = await context.newPage();
    await admin.goto("/admin-dashboard?tab=employees");
    const hire = admin.getByTestId("hire-draft").filter({ hasText: name });
    await expect(hire).toContainText(title);
    await expect(hire).toContainText(reference);
    await hire.getByRole("button", { name: `Create employee for ${name}` }).click();

    const dialog = admin.getByRole("dialog", { name: "Add Employee" });
    await expect(dialog.getByLabel("Full Name")).toHaveValue(name);
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await expect(dialog.getByLabel("Phone Number")).toHaveValue(E2E_MOBILES[0]);
    await expect(dialog.getByLabel("Designation")).toHaveValue(title);
    await expect(dialog.getByRole("note")).toContainText(`From hiring: application ${reference}`);
    await expect(dialog.getByRole("note")).toContainText("Farhan CV.pdf");
    await expect(dialog.getByRole("note")).toContainText("will be attached as a Resume document");

    await dialog.getByLabel("Reference ID").fill(referenceId);
    await dialog.getByLabel("Initial Password").fill("Welcome@2026");
    await dialog.getByLabel("Department").fill("Payroll");
    await dialog.getByLabel("Bank Name").fill("State Bank of India");
    await dialog.getByLabel("Account Number").fill(E2E_ACCOUNTS[0]);
    await dialog.getByLabel("IFSC Code").fill("SBIN0001234");
    await dialog.getByRole("button", { name: "Create Employee" }).click();
    await expect(toast(admin, `Employee ${name} created successfully`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(hire).toHaveCount(0);

    await admin.getByLabel("Search employees").fill(referenceId);
    const row = admin.getByTestId("employee-row").filter({ hasText: referenceId });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: `View ${name}` }).click();
    const view = admin.getByRole("dialog", { name: "Employee Details" });
    await expect(view).toContainText(`Hired from application ${reference}`);
    await view.getByRole("button", { name: "Documents" }).click();
    const documents = admin.getByRole("dialog", { name: `Documents: ${name}` });
    const resume = documents.getByTestId("admin-document");
    await expect(resume).toHaveCount(1);
    await expect(resume).toContainText("Farhan CV.pdf");
    await expect(resume).toContainText("Resume");
    await context.close();
  });

  await test.step("the company console reads that the record was created", async () => {
    const detail = await openDetail();
    await expect(detail.getByTestId("hire-panel")).toContainText("Employee record created");
  });
});
