import { expect, test } from "@playwright/test";
import { DOB, dialog, fillValidForm, openForm, reviewAndConfirm } from "../e2e/gov-helpers";

for (const [name, width] of [["phone", 390], ["desktop", 1280]] as const) {
  test(`pay later ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openForm(page);
    const number = await page.getByRole("main").getByLabel("Application Number").inputValue();
    await fillValidForm(page);
    await reviewAndConfirm(page);
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("heading", { name: "Application saved: fee not paid yet" })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/saved-${name}.png`, fullPage: true });
    await page.goto(`/gov-career/status?number=${number}`);
    await page.getByRole("main").getByLabel("Date of Birth").fill(DOB);
    await page.getByRole("button", { name: "Check Status" }).click();
    await expect(page.getByTestId("status-label")).toHaveText("Payment pending");
    await page.screenshot({ path: `/tmp/shots/status-${name}.png`, fullPage: true });
  });
}
