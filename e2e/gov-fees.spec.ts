// Category-wise fees, the ₹0 exemption, the review step and a phone photo, as an applicant meets
// them on /gov-career (test mode). Seed fee tables: "Multi-Tasking Staff" ₹300, ₹0 for SC, ST,
// PwD, ex-servicemen and women; "Block IT Assistant" ₹750, ₹500 for OBC and EWS.
import { expect, test, type APIRequestContext } from "@playwright/test";

import { makeJpeg } from "../lib/testing/jpeg";
import { choosePicture, confirmButton, DOB, dialog, fillValidForm, openForm, reviewButton } from "./gov-helpers";

async function lookup(request: APIRequestContext, applicationNumber: string) {
  const res = await request.post("/api/gov/applications/lookup", { data: { applicationNumber, dob: DOB } });
  expect(res.status()).toBe(200);
  return (await res.json()).application as {
    paymentStatus: string;
    feePaise: number;
    feeReason: string;
    amountPaidPaise: number | null;
    receiptUrl: string | null;
  };
}

test.describe("category-wise fees", () => {
  test("an SC applicant of a job whose SC fee is ₹0 submits without any checkout, as exempt", async ({
    page,
    request,
  }) => {
    await openForm(page, "Multi-Tasking Staff");
    await fillValidForm(page, undefined, { category: "SC", certificate: "BR/SC/2024/0091" });
    await expect(page.getByTestId("fee-decision")).toContainText("Your application fee: ₹0 (SC category fee)");
    await reviewButton(page).click();
    await expect(page.getByTestId("review-fee")).toHaveText("₹0 (SC category fee)");
    await page.getByRole("button", { name: "Confirm & Submit" }).click();

    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByText(/No application fee applies to you \(SC category fee: ₹0\)/)).toBeVisible();
    await expect(page.getByTestId("confirmation-payment")).toHaveText("Exempt: no fee");
    const number = (await page.getByTestId("confirmation-number").textContent())!.trim();

    const stored = await lookup(request, number);
    expect(stored).toMatchObject({ paymentStatus: "exempt", feePaise: 0, amountPaidPaise: null });
    await page.goto(stored.receiptUrl!);
    const receipt = page.getByRole("article", { name: "Application Receipt" });
    await expect(receipt).toContainText(number);
    await expect(receipt).toContainText("₹0: exempt (SC category fee). No payment was taken.");
  });

  test("an OBC applicant pays the OBC fee, not the UR/General one", async ({ page, request }) => {
    await openForm(page, "Block IT Assistant");
    await fillValidForm(page, undefined, { category: "OBC (Non-Creamy Layer)", certificate: "OBC-NCL/77/2025" });
    await expect(page.getByTestId("fee-decision")).toContainText("₹500 (OBC (Non-Creamy Layer) category fee)");
    await reviewButton(page).click();
    await expect(confirmButton(page)).toHaveText("Confirm & Pay ₹500");
    await confirmButton(page).click();
    await expect(dialog(page)).toContainText("₹500");
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    const number = (await page.getByTestId("confirmation-number").textContent())!.trim();
    expect(await lookup(request, number)).toMatchObject({
      paymentStatus: "completed",
      feePaise: 500_00,
      amountPaidPaise: 500_00,
      feeReason: "OBC (Non-Creamy Layer) category fee",
    });
  });

  test("the job page shows the fee table", async ({ page }) => {
    await page.goto("/gov-career/seed-gjob-03");
    const table = page.getByRole("table", { name: "Application fee by category" });
    await expect(table.getByRole("row", { name: "UR / General ₹750" })).toBeVisible();
    await expect(table.getByRole("row", { name: "OBC (Non-Creamy Layer) ₹500" })).toBeVisible();
    await expect(table.getByRole("row", { name: "SC ₹250" })).toBeVisible();
    await expect(table.getByRole("row", { name: "Ex-servicemen ₹250" })).toBeVisible();
  });
});

test.describe("photo, signature and review", () => {
  test("a 3 MB phone photo is cropped and compressed in the browser and accepted", async ({ page }) => {
    test.setTimeout(90_000);
    const phone = await makeJpeg({ width: 1800, height: 2400, minBytes: 3 * 1024 * 1024, maxBytes: 4 * 1024 * 1024 });
    await openForm(page);
    await fillValidForm(page);
    await choosePicture(page, "photo", { name: "IMG_20261126_101500.jpg", mimeType: "image/jpeg", buffer: phone });
    const summary = page.getByTestId("photo-summary");
    await expect(summary).toContainText("350 × 450 pixels");
    await expect(summary).toContainText("Made from IMG_20261126_101500.jpg");
    const size = Number(/([\d.]+) KB/.exec((await summary.textContent())!)![1]);
    expect(size).toBeGreaterThanOrEqual(20);
    expect(size).toBeLessThanOrEqual(50);

    // The server takes it: the application is saved (the Confirm sends it, and the checkout opens).
    await reviewButton(page).click();
    await confirmButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
  });

  test("the review step shows the photo, the signature, the details and the computed fee", async ({ page }) => {
    await openForm(page);
    await fillValidForm(page, undefined, { pwd: true });
    await reviewButton(page).click();
    const review = page.getByTestId("review-step");
    await expect(review.getByRole("heading", { name: "Review your application" })).toBeFocused();
    for (const name of ["Your photo", "Your signature"]) {
      const img = review.getByRole("img", { name });
      await expect(img).toBeVisible();
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await expect(review).toContainText("Sita Kumari");
    await expect(review).toContainText("Patna University");
    await expect(page.getByTestId("review-fee")).toHaveText("₹125 (PwD (Divyang) concession)");
    await expect(review).toContainText("recruiting body's application fee");
    await expect(confirmButton(page)).toHaveText("Confirm & Pay ₹125");
  });
});
