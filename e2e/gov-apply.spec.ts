// /gov-career in test mode (no Razorpay keys): the board, every validation message, and the
// payment flow with the built-in test checkout, checked against the stored application.
import { expect, test, type APIRequestContext } from "@playwright/test";

import { applicationFee } from "../content/application-fee";
import {
  applyUntilCheckout,
  confirmButton,
  DOB,
  dialog,
  fillValidForm,
  JOB,
  openForm,
  reviewAndConfirm,
  reviewButton,
} from "./gov-helpers";
import { openShowing } from "./helpers";

const FEE_PAISE = 500 * 100;

async function lookup(request: APIRequestContext, applicationNumber: string) {
  const res = await request.post("/api/gov/applications/lookup", { data: { applicationNumber, dob: DOB } });
  expect(res.status()).toBe(200);
  return (await res.json()).application as {
    paymentStatus: string;
    statusLabel: string;
    amountPaidPaise: number | null;
    receiptUrl: string | null;
  };
}

test.describe("government job board", () => {
  test("lists jobs with fee and deadline; search narrows and 'Clear Search' restores", async ({ page }) => {
    await page.goto("/gov-career");
    const card = page.getByRole("article", { name: JOB });
    await expect(card).toContainText("₹500");
    await expect(card).toContainText(applicationFee.notice);
    await expect(card.getByRole("link", { name: "Check application status" })).toBeHidden();
    await card.getByText(applicationFee.verifyHeading, { exact: true }).click();
    await expect(card.getByRole("link", { name: "Check application status" })).toBeVisible();
    await expect(card).toContainText("Deadline");
    await expect(page.getByRole("article", { name: "Security Guard" })).toContainText("Applications closed");
    await expect(page.getByRole("article", { name: /Draft/ })).toHaveCount(0);
    await page.getByRole("main").getByLabel("Search jobs").fill("muzaffarpur");
    await expect(page.getByTestId("gov-job-card")).toHaveCount(1);
    await page.getByRole("main").getByLabel("Search jobs").fill("no such job anywhere");
    await expect(page.getByRole("heading", { name: "No Jobs Found" })).toBeVisible();
    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(page.getByTestId("gov-job-card")).not.toHaveCount(0);
    await expect(page.getByTestId("gov-job-card")).not.toHaveCount(1);
  });
});

test.describe("leaving the form", () => {
  const board = { level: 1, name: "Government or others Job Opportunities" } as const;
  const form = { level: 1, name: "Application Form" } as const;

  test("a form whose code does not arrive offers Try again in its place, not an error page", async ({ page }) => {
    const job = page.getByRole("article", { name: JOB });
    await openShowing(page, "/gov-career", job);
    await page.waitForLoadState("networkidle");
    const scripts = /\/_next\/static\/chunks\/.+\.js$/;
    await page.route(scripts, (route) => route.abort("internetdisconnected"));
    await job.getByRole("button", { name: "Apply Now" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Application Form" })).toBeVisible();
    const alert = page.getByRole("main").getByRole("alert");
    await expect(alert).toHaveText(
      /We could not prepare the application form\. Please check your connection and try again\./,
    );

    await page.unroute(scripts);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("main").getByLabel("Category", { exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("the phone's Back returns from an untouched form to the board, on the same page", async ({ page }) => {
    await openForm(page);
    await page.goBack();
    await expect(page.getByRole("heading", board)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/gov-career");
  });

  test("Back and Forward over the form leave one entry for it: the next Back leaves the page", async ({ page }) => {
    await page.goto("/about");
    await openForm(page);
    await page.goBack();
    await expect(page.getByRole("heading", board)).toBeVisible();
    await page.goForward(); // the board stays; the form's entry is used again by the next Apply
    await expect(page.getByRole("heading", board)).toBeVisible();
    await page.getByRole("article", { name: JOB }).getByRole("button", { name: "Apply Now" }).click();
    await expect(page.getByRole("heading", form)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", board)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("Back while the application is being paid for does not ask or leave: the payment goes on", async ({ page }) => {
    test.setTimeout(120_000);
    const asked: string[] = [];
    page.on("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await openForm(page);
    await fillValidForm(page);
    await reviewAndConfirm(page);
    await expect(dialog(page).getByRole("button", { name: "Pay" })).toBeVisible();
    await page.goBack();
    await expect(dialog(page).getByRole("button", { name: "Pay" })).toBeVisible();
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test("with answers in it, Back (the browser's or the page's) asks first; staying keeps them", async ({ page }) => {
    await openForm(page);
    await page.getByLabel("Name", { exact: true }).fill("Asha Kumari");
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.goBack();
    await expect.poll(() => asked).toEqual(["Leave this form? Your answers have not been sent and will be lost."]);
    await expect(page.getByRole("heading", form)).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Kumari");

    page.once("dialog", (d) => void d.dismiss());
    await page.getByRole("button", { name: "Back to Listings" }).click();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Kumari");

    page.once("dialog", (d) => void d.accept());
    await page.getByRole("button", { name: "Back to Listings" }).click();
    await expect(page.getByRole("heading", board)).toBeVisible();
    // Left once: the board is where Back had gone, and the page's history has no form entry left.
    await openForm(page);
    await page.goBack();
    await expect(page.getByRole("heading", board)).toBeVisible();
  });

  test("with answers in it, a link of the site's header asks first; staying keeps them", async ({ page }) => {
    await openForm(page);
    await page.getByLabel("Name", { exact: true }).fill("Asha Kumari");
    const about = page.getByRole("banner").getByRole("link", { name: "About", exact: true });
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await about.click();
    await expect.poll(() => asked).toEqual(["Leave this form? Your answers have not been sent and will be lost."]);
    await expect(page.getByRole("heading", form)).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Kumari");
    expect(new URL(page.url()).pathname).toBe("/gov-career");

    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.accept();
    });
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    expect(asked).toHaveLength(2);
  });

  test("a reload keeps the answers typed, not the Aadhaar or PAN number; leaving the form forgets them", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("dialog", (d) => {
      asked.push(d.message()); // the browser's "Reload site?" (no message) and the form's own
      void d.accept();
    });
    await openForm(page);
    const main = page.getByRole("main");
    await main.getByLabel("Name", { exact: true }).fill("Asha Kumari");
    await main.getByLabel("Present Address", { exact: true }).fill("Ward 4, Boring Road, Patna");
    await main.getByLabel("Aadhaar Number", { exact: true }).fill("2345 6789 0124");
    await main.getByLabel("PAN Number", { exact: true }).fill("ABCPK1234F");
    await main.getByLabel("Category", { exact: true }).selectOption({ label: "SC" });
    await main.getByLabel("Category Certificate Number").fill("BR/SC/2024/77");
    await main.getByLabel("Institution, row 1", { exact: true }).fill("Patna College");

    await page.reload();
    await expect(page.getByRole("heading", form)).toBeVisible();
    await expect(
      main.getByRole("status").filter({ hasText: "Your answers typed earlier in this tab are back." }),
    ).toBeVisible();
    await expect(main.getByLabel("Name", { exact: true })).toHaveValue("Asha Kumari");
    await expect(main.getByLabel("Present Address", { exact: true })).toHaveValue("Ward 4, Boring Road, Patna");
    await expect(main.getByLabel("Category Certificate Number")).toHaveValue("BR/SC/2024/77");
    await expect(main.getByLabel("Institution, row 1", { exact: true })).toHaveValue("Patna College");
    await expect(main.getByLabel("Aadhaar Number", { exact: true })).toHaveValue("");
    await expect(main.getByLabel("PAN Number", { exact: true })).toHaveValue("");
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).toContain("Asha Kumari");
    expect(stored).not.toMatch(/2345|ABCPK1234F/);

    // Back from the form the reload brought back asks, as for answers just typed; agreeing forgets them.
    await page.getByRole("button", { name: "Back to Listings" }).click();
    await expect(page.getByRole("heading", board)).toBeVisible();
    expect(asked).toContain("Leave this form? Your answers have not been sent and will be lost.");
    await openForm(page);
    await expect(main.getByLabel("Name", { exact: true })).toHaveValue("");
    await expect(main.getByText("Your answers typed earlier in this tab are back.")).toHaveCount(0);
  });
});

test.describe("application and payment (test mode)", () => {
  // Each fills the whole form and pays: 35-51 s on CI's 2-core machine, too close to 60 s.
  test.describe.configure({ timeout: 120_000 });
  test("happy path: paid, confirmation, stored amount = fee x 100 paise, receipt, then back after 10 s", async ({
    page,
    request,
  }) => {
    const reserved = await applyUntilCheckout(page);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toContainText("Test mode");
    await expect(dialog(page)).toContainText(`Application Fee for ${JOB}`);
    await expect(dialog(page)).toContainText("₹500");
    // Behind the modal checkout the form is hidden from assistive technology (aria-hidden).
    await expect(page.getByRole("button", { name: "Processing Payment...", includeHidden: true })).toBeDisabled();
    await dialog(page).getByRole("button", { name: "Pay" }).click();

    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await expect(page.getByText("Under Review")).toBeVisible();
    await expect(page.getByText(/contact you within 24 hours/)).toBeVisible();
    const number = (await page.getByTestId("confirmation-number").textContent())!.trim();
    expect(number).toBe(reserved);
    await expect(page.getByTestId("return-countdown")).toContainText(/Returning to job listings in \d+ s/);

    const stored = await lookup(request, number);
    expect(stored).toMatchObject({
      paymentStatus: "completed",
      statusLabel: "Under Review",
      amountPaidPaise: FEE_PAISE,
    });

    // No click: the confirmation returns to the listings by itself after 10 seconds.
    await expect(page.getByRole("heading", { level: 1, name: "Government or others Job Opportunities" })).toBeVisible({
      timeout: 13_000,
    });

    await page.goto(stored.receiptUrl!);
    const receipt = page.getByRole("article", { name: "Application Fee Receipt" });
    await expect(receipt).toContainText(number);
    await expect(receipt).toContainText("₹500");
    await expect(receipt).toContainText(/pay_test/);
    await expect(receipt).toContainText("XXXX XXXX");
    await expect(receipt).toContainText("Test mode payment");
    await expect(page.getByRole("button", { name: "Print Receipt" })).toBeVisible();
  });

  test("the automatic return can be cancelled; 'Back to Job Listings' returns at once", async ({ page }) => {
    await openForm(page);
    await fillValidForm(page);
    await reviewAndConfirm(page);
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await page.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page.getByText("Automatic return cancelled.")).toBeVisible();
    await page.waitForTimeout(11_000);
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await page.getByRole("button", { name: "Back to Job Listings" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Government or others Job Opportunities" })).toBeVisible();
  });

  test("closing the checkout keeps the application saved, says how to pay later, and Pay now pays the same number", async ({
    page,
    request,
  }) => {
    const number = await applyUntilCheckout(page);
    await expect(page.getByRole("button", { name: "Processing Payment...", includeHidden: true })).toBeDisabled();
    // Escape closes the checkout like its Close button (once it is open: the order comes first).
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("heading", { name: "Application saved: fee not paid yet" })).toBeFocused();
    await expect(page.getByTestId("saved-number")).toHaveText(number);
    // The answers are the server's now: the tab keeps no copy of them, only what this screen shows.
    const kept = () =>
      page.evaluate(() =>
        Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, JSON.parse(sessionStorage.getItem(k)!).values])),
      );
    expect(Object.keys(await kept()).filter((k) => k.startsWith("form-draft:"))).toEqual(["form-draft:v1:gov-saved"]);
    const savedScreen = (await kept())["form-draft:v1:gov-saved"];
    expect(savedScreen).toMatchObject({ saved: { applicationNumber: number, feePaise: 50_000 } });
    expect(JSON.stringify(savedScreen)).not.toMatch(/Sita|sita\.kumari|Ram Prasad/);
    await expect(page.getByText(/Pay later/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Application Status" })).toHaveAttribute(
      "href",
      `/gov-career/status?number=${number}`,
    );
    expect((await lookup(request, number)).paymentStatus).toBe("pending");

    // A reload (a phone bringing the tab back from the UPI app) shows the same screen, not the board.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Application saved: fee not paid yet" })).toBeVisible();
    await expect(page.getByTestId("saved-number")).toHaveText(number);
    // A failed payment is said beside the button, and the focus is on what went wrong (the closed
    // Checkout had it), not lost to the page's top.
    await page.getByRole("button", { name: "Pay ₹500 now" }).click();
    await dialog(page).getByRole("button", { name: "Fail" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Payment failed" })).toBeFocused();
    await page.getByRole("button", { name: "Pay ₹500 now" }).click();
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    await expect(page.getByTestId("confirmation-number")).toHaveText(number);
    expect((await lookup(request, number)).paymentStatus).toBe("completed");
    // Paid: the tab forgets the saved screen.
    expect(Object.keys(await kept())).not.toContain("form-draft:v1:gov-saved");
  });

  test("a reload while Checkout is open (a phone dropping the tab for the UPI app) comes back to the saved application", async ({
    page,
  }) => {
    const number = await applyUntilCheckout(page);
    await expect(dialog(page)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Application saved: fee not paid yet" })).toBeVisible();
    await expect(page.getByTestId("saved-number")).toHaveText(number);
    await expect(page.getByRole("button", { name: "Pay ₹500 now" })).toBeEnabled();
  });

  test("a failed payment shows the failure message, marks nothing paid, and a retry succeeds", async ({
    page,
    request,
  }) => {
    const number = await applyUntilCheckout(page);
    await dialog(page).getByRole("button", { name: "Fail" }).click();
    await expect(page.getByTestId("gov-error")).toHaveText(
      "Error: Payment failed: Your bank declined this test payment. Please try again.",
    );
    await expect(page.getByRole("button", { name: "Confirm & Pay ₹500" })).toBeEnabled();
    expect(await lookup(request, number)).toMatchObject({ paymentStatus: "failed", amountPaidPaise: null });

    await confirmButton(page).click();
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    expect((await lookup(request, number)).paymentStatus).toBe("completed");
  });

  test("after paying, a verify the server could not answer at once is asked again, and the application is paid", async ({
    page,
  }) => {
    // Busy once (a 503, as when the database is briefly out of reach): asked again, and paid.
    let calls = 0;
    await page.route("**/api/payments/verify", (route) =>
      ++calls === 1
        ? route.fulfill({
            status: 503,
            json: { success: false, message: "The service is temporarily unavailable. Please try again shortly." },
          })
        : route.continue(),
    );
    const number = await applyUntilCheckout(page);
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
    expect(calls).toBe(2);
    // The confirmation shows this application's number: /verify counted the payment. (No status
    // lookup here: every spec's lookups share the e2e server's one address and its 20 per 10 minutes.)
    await expect(page.getByTestId("confirmation-number")).toHaveText(number);
  });

  test("after paying, a verify refused as too many requests every time ends with the payment ID, not 'try again'", async ({
    page,
  }) => {
    const busy = { success: false, message: "Too many requests. Please wait a moment and try again." };
    let calls = 0;
    await page.route("**/api/payments/verify", (route) => {
      calls++;
      return route.fulfill({ status: 429, headers: { "Retry-After": "1" }, json: busy });
    });
    await openForm(page);
    await fillValidForm(page);
    await reviewAndConfirm(page);
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByTestId("gov-error")).toHaveText(
      /^Error: Application submission failed after payment\. Please contact support with your payment ID: pay_test\w+$/,
      { timeout: 30_000 },
    );
    expect(calls).toBe(4);
    // The fee is taken: the page offers to check the payment again, not Confirm & Pay (a second
    // Checkout) nor Edit. Once the server answers, that same payment completes the application.
    await expect(page.getByRole("button", { name: /^Confirm & Pay/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await page.unroute("**/api/payments/verify");
    await page.getByRole("button", { name: "Check my payment again" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();
  });

  test("a second paid application with the same Aadhaar is refused before any payment", async ({ page }) => {
    await openForm(page, "Staff Nurse (Contract)");
    const aadhaar = await fillValidForm(page);
    await reviewAndConfirm(page);
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    await expect(page.getByRole("heading", { name: "Application Submitted Successfully!" })).toBeVisible();

    await openForm(page, "Staff Nurse (Contract)");
    await fillValidForm(page, aadhaar);
    await reviewAndConfirm(page);
    await expect(page.getByTestId("gov-error")).toContainText("already been submitted and paid");
    await expect(dialog(page)).toHaveCount(0);
  });

  test("the status page shows the status for application number + date of birth", async ({ page }) => {
    await openForm(page);
    await fillValidForm(page);
    await reviewAndConfirm(page);
    await dialog(page).getByRole("button", { name: "Pay" }).click();
    const number = (await page.getByTestId("confirmation-number").textContent())!.trim();

    await page.goto("/gov-career/status");
    await page.getByRole("main").getByLabel("Application Number").fill(number);
    await page.getByRole("main").getByLabel("Date of Birth").fill("1995-06-16");
    await page.getByRole("button", { name: "Check Status" }).click();
    await expect(page.getByTestId("gov-error")).toHaveText(
      "Error: No application matches this application number and date of birth.",
    );
    // The focus is back in the form for another try, not lost with the busy button.
    await expect(page.getByRole("main").getByLabel("Application Number")).toBeFocused();
    await page.getByRole("main").getByLabel("Date of Birth").fill(DOB);
    await page.getByRole("button", { name: "Check Status" }).click();
    await expect(page.getByTestId("status-label")).toHaveText("Under Review");
    // The result takes the focus, and with it comes into view (below the form on a phone).
    await expect(page.getByRole("heading", { name: `Application ${number}` })).toBeFocused();
    await expect(page.getByTestId("status-fee")).toContainText("₹500 paid");
  });
});

test.describe("validation messages", () => {
  const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear(); // the form checks the IST year
  const cases: [label: string, field: string, value: string, fieldId: string, message: string][] = [
    ["Name", "", "", "name", "Name is required"],
    ["Father's/Husband Name", "", "", "fatherHusbandName", "Father's/Husband Name is required"],
    ["Mother's Name", "", "", "motherName", "Mother's Name is required"],
    ["Present Address", "", "", "presentAddress", "Present Address is required"],
    ["Date of Birth", "", "", "dob", "Date of Birth is required"],
    ["Mobile Number", "", "", "mobile1", "Mobile Number is required"],
    ["Email", "", "", "email", "Email is required"],
    ["Email", "format", "sita@example", "email", "Please enter a valid email address"],
    ["Mobile Number", "format", "12345", "mobile1", "Please enter a valid 10-digit mobile number"],
    [
      "PAN Number",
      "format",
      "ABCD12345",
      "panNo",
      "Please enter a valid PAN number (format AAAAA9999A, e.g. ABCDE1234F)",
    ],
    ["Aadhaar Number", "format", "23456789012", "aadharNo", "Please enter a valid 12-digit Aadhaar number"],
    [
      "Aadhaar Number",
      "check digit",
      "234567890123",
      "aadharNo",
      "This is not a valid Aadhaar number (check digit does not match)",
    ],
    ["Date of Birth", "minor", `${year - 16}-01-01`, "dob", "You must be at least 18 years old to apply"],
    ["Marks (%), row 1", "range", "101", "education-0-marks", "Marks must be a percentage between 0 and 100"],
    ["Year, row 1", "range", "1940", "education-0-year", `Year must be between 1950 and ${year}`],
  ];

  test("each rule shows its message in the 'Error:' banner and beside the field", async ({ page }) => {
    // Fifteen rules through one filled form: about a minute on a 2-core CI machine.
    test.setTimeout(120_000);
    await openForm(page);
    await fillValidForm(page);
    for (const [label, , value, fieldId, message] of cases) {
      const field = page.getByRole("main").getByLabel(label, { exact: true });
      const before = await field.inputValue();
      await field.fill(value);
      await reviewButton(page).click();
      await expect(page.getByTestId("gov-error"), `${label} = "${value}"`).toHaveText(`Error: ${message}`);
      await expect(page.locator(`#${fieldId}-error`)).toHaveText(message);
      await expect(page.locator(`#${fieldId}`)).toHaveAttribute("aria-invalid", "true");
      await field.fill(before);
    }
    // Numbers written as people write them pass to the review (the server keeps their digits).
    await page.getByRole("main").getByLabel("Mobile Number", { exact: true }).fill("+91 98765 43210");
    await page.getByRole("main").getByLabel("PAN Number", { exact: true }).fill("abcde 1234 f");
    await reviewButton(page).click();
    await expect(page.getByRole("heading", { name: "Review your application" })).toBeVisible();
    await expect(page.getByTestId("gov-error")).toHaveCount(0);
    await expect(dialog(page)).toHaveCount(0); // nothing was sent
  });

  test("photo and signature: required, and a picture that is not an image is refused", async ({ page }) => {
    await openForm(page);
    await fillValidForm(page);
    await page
      .getByRole("main")
      .getByLabel("Passport Size Photo", { exact: true })
      .setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4"),
      });
    await expect(page.locator("#photo-error")).toHaveText(
      "cv.pdf is not a picture; choose a JPEG, PNG, GIF, WebP or HEIC image.",
    );
    await expect(page.getByRole("dialog", { name: "Crop your photo" })).toHaveCount(0);
    await expect(page.getByTestId("photo-summary")).toContainText("KB"); // the earlier photo is kept
  });

  test("without a photo or a signature the review does not open", async ({ page }) => {
    await openForm(page);
    await page.getByRole("main").getByLabel("Name", { exact: true }).fill("Sita Kumari");
    await reviewButton(page).click();
    await expect(page.locator("#photo-error")).toHaveText("Passport size photo is required");
    await expect(page.locator("#signature-error")).toHaveText("Signature is required");
    await expect(page.getByRole("heading", { name: "Review your application" })).toHaveCount(0);
  });

  test("the declaration and the consent are both required", async ({ page }) => {
    await openForm(page);
    await fillValidForm(page);
    const banner = page.getByTestId("gov-error");
    await page
      .getByRole("main")
      .getByLabel(/^I declare that all the information/)
      .uncheck();
    await page
      .getByRole("main")
      .getByLabel(/^I consent to /)
      .uncheck();
    await reviewButton(page).click();
    await expect(banner).toHaveText("Error: Please accept the declaration to continue");
    await expect(page.locator("#declaration-error")).toHaveText("Please accept the declaration to continue");
    await expect(page.locator("#consent-error")).toHaveText(
      "Please give your consent to the processing of your personal data to continue",
    );
    await expect(page.getByRole("heading", { name: "Review your application" })).toHaveCount(0);
    await page
      .getByRole("main")
      .getByLabel(/^I declare that all the information/)
      .check();
    await reviewButton(page).click();
    await expect(banner).toHaveText(
      "Error: Please give your consent to the processing of your personal data to continue",
    );
    await page
      .getByRole("main")
      .getByLabel(/^I consent to /)
      .check();
    await reviewButton(page).click();
    await expect(page.getByRole("heading", { name: "Review your application" })).toBeVisible();
  });

  test("education rows: 'Add More' adds a row, blank rows are ignored, rows can be removed", async ({ page }) => {
    await openForm(page);
    await page.getByRole("button", { name: "Add More education rows" }).click();
    await expect(page.getByTestId("education-row")).toHaveCount(2);
    await page.getByRole("button", { name: "Remove education row 2" }).click();
    await expect(page.getByTestId("education-row")).toHaveCount(1);
    await page.getByRole("button", { name: "Add More experience rows" }).click();
    await expect(page.getByTestId("experience-row")).toHaveCount(2);
  });
});
