import { expect, test } from "@playwright/test";

import { demo, storageState } from "./helpers";

// The employee's self-service dashboard, as the demo employee.

test.describe("employee dashboard", () => {
  test.use({ storageState: storageState("employee") });

  test("shows the demo employee's sections and documents; Cancel keeps them signed in", async ({ page }) => {
    await page.goto("/employee-dashboard");
    await expect(page.getByTestId("first-name")).toHaveText("Amit");
    await expect(page.getByTestId("user-name")).toHaveText(demo.employee.name);
    await expect(page.getByTestId("account-number")).toHaveText(/^X{8}\d{4}$/);
    await expect(page.getByTestId("my-document")).toHaveCount(2);
    await page.getByRole("button", { name: "Open profile menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Change Password" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await page.getByRole("button", { name: "Logout" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Logout" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/employee-dashboard$/);
  });

  test("an employee cannot open another employee's documents, nor the admin API", async ({ page, browser }) => {
    // The admin looks up a colleague's document and photo ids...
    const admin = await browser.newContext({ storageState: storageState("admin") });
    const list = await (await admin.request.get("/api/employees?q=EMP0002")).json();
    const neha = list.employees[0];
    const docs = await (await admin.request.get(`/api/documents/employee/${neha.id}`)).json();
    expect((await admin.request.get(docs.documents[0].url)).status()).toBe(200);
    await admin.close();

    // ...which the signed-in employee cannot reach: 404, as if they did not exist.
    await page.goto("/employee-dashboard");
    const api = page.context().request;
    expect((await api.get(docs.documents[0].url)).status()).toBe(404);
    expect((await api.get(`/api/documents/employee/${neha.id}`)).status()).toBe(404);
    expect((await api.get("/api/employees")).status()).toBe(403);
    expect((await api.get("/api/employees/export/csv")).status()).toBe(403);
    const mine = await (await api.get("/api/documents/my-documents")).json();
    expect(mine.documents).toHaveLength(2);
    expect((await api.get(mine.documents[0].url)).status()).toBe(200);
  });
});
