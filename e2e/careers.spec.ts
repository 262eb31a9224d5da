import { expect, test } from "@playwright/test";

import {
  card,
  consentBox,
  fillApplication,
  openApply,
  pdfBytes,
  pdfFile,
  SEARCH_PLACEHOLDER,
  search,
  shownCount,
  uniqueEmail,
} from "./careers-helpers";
import { reloadUntil } from "./helpers";

test.describe("company careers board", () => {
  test("the first page of jobs is in the server's HTML", async ({ request }) => {
    const html = await (await request.get("/company-career")).text();
    expect(html).toContain("Career Opportunities");
    expect(html).toContain("Hardware Technician");
    expect(html).toMatch(/\d+ opportunit(y|ies) available/);
    // Rendered as the board, not as its loading state (the words are also in the page's catalogue
    // data, so look for them as an element's text).
    expect(html).not.toMatch(/>Loading opportunities\.\.\.</);
  });

  test("a card shows the job's facts", async ({ page }) => {
    await page.goto("/company-career");
    await expect(page.getByRole("heading", { level: 1, name: "Career Opportunities" })).toBeVisible();
    const hardware = card(page, "Hardware Technician");
    await expect(hardware).toContainText("TechServe Solutions");
    await expect(hardware).toContainText("Location:Darbhanga, Bihar");
    await expect(hardware).toContainText("Salary:₹2.2 - 3 LPA");
    await expect(hardware).toContainText("Experience:1-3 years");
    await expect(hardware).toContainText("Diagnose and repair desktops");
    await expect(hardware.getByTestId("application-count")).toHaveText(/^\d+ applications?$/);
    await expect(hardware).toContainText(/Posted \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expect(hardware.getByRole("button", { name: /Apply Now/ })).toBeVisible();
  });

  test("search narrows the list and the count line follows", async ({ page }) => {
    await page.goto("/company-career");
    const all = await shownCount(page);
    await search(page, "darbhanga");
    const count = await shownCount(page);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(all);
    await expect(page.getByTestId("job-count")).toHaveText(
      `${count} ${count === 1 ? "opportunity" : "opportunities"} available for "darbhanga"`,
    );
    await expect(page.getByTestId("job-card")).toHaveCount(count);
    for (const text of await page.getByTestId("job-card").allTextContents()) expect(text).toMatch(/darbhanga/i);
    await expect(page).toHaveURL(/\?q=darbhanga$/);
  });

  test("an unmatched search shows the empty state and 'View All Jobs' restores the list", async ({ page }) => {
    await page.goto("/company-career");
    const all = await shownCount(page);
    await search(page, "zz-no-such-role-qx");
    await expect(page.getByText("No matching jobs found")).toBeVisible();
    await expect(page.getByTestId("job-card")).toHaveCount(0);
    await page.getByRole("button", { name: "View All Jobs" }).click();
    await expect(page.getByTestId("job-count")).toHaveText(/^\d+ opportunit(y|ies) available$/);
    expect(await shownCount(page)).toBeGreaterThanOrEqual(all);
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue("");
    await expect(page.getByTestId("job-card").first()).toBeVisible();
  });

  test("a search in the address is run when the board opens", async ({ page }) => {
    await page.goto("/company-career?q=Payroll%20Specialist");
    await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER)).toHaveValue("Payroll Specialist");
    await expect(page.getByTestId("job-count")).toHaveText(/available for "Payroll Specialist"$/);
    await expect(card(page, "Payroll Specialist")).toBeVisible();
  });
});

test.describe("applying", () => {
  test("a valid PDF application succeeds, is stored and counted, and the success stays until closed", async ({
    page,
  }) => {
    const title = "Network Support Engineer";
    const dialog = await openApply(page, title);
    const before = Number((await card(page, title).getByTestId("application-count").textContent())!.split(" ")[0]);
    await fillApplication(page, { fullName: "  Priya Sharma  ", email: uniqueEmail("ok") });
    await dialog.getByLabel("LinkedIn URL").fill("https://www.linkedin.com/in/priya-sharma");
    await dialog.getByLabel("Cover Letter").fill("I have CCNA and three years of field experience.");
    await dialog.getByLabel("Resume").setInputFiles(pdfFile("Priya Sharma.pdf"));
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/applications"));
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const body = await (await answer).json();
    expect((await answer).status()).toBe(201);
    expect(body).toMatchObject({ success: true, reference: expect.stringMatching(/^CA-\d{6}-[0-9A-Z]{6}$/) });

    await expect(dialog.getByRole("status")).toContainText(`Your reference is ${body.reference}`);
    await expect(dialog.getByLabel("Full Name")).toBeHidden(); // the message replaces the form
    await expect(card(page, title).getByTestId("application-count")).toHaveText(
      `${before + 1} application${before + 1 === 1 ? "" : "s"}`,
    );
    await expect(dialog.getByTestId("apply-reference")).toHaveText(body.reference);
    await expect(dialog.getByRole("link", { name: "Track your application" })).toHaveAttribute("href", "/applicant");
    await page.waitForTimeout(2_500); // it once closed itself after 2 s
    await expect(dialog).toBeVisible();
    await dialog.getByTestId("apply-result").getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    // The count comes back from the database after a reload.
    await reloadUntil(page, () =>
      expect(card(page, title).getByTestId("application-count")).toHaveText(new RegExp(`^${before + 1} application`), {
        timeout: 2_000,
      }),
    );
  });

  test("a second application with the same e-mail for the same job is refused", async ({ page }) => {
    const email = uniqueEmail("dup");
    let dialog = await openApply(page, "Background Verification Executive");
    await fillApplication(page, { email });
    await dialog.getByLabel("Resume").setInputFiles(pdfFile());
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("status")).toContainText("Application submitted successfully!");
    await dialog.getByTestId("apply-result").getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();

    dialog = await openApply(page, "Background Verification Executive");
    await fillApplication(page, { email: email.toUpperCase() });
    await dialog.getByLabel("Resume").setInputFiles(pdfFile());
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("alert")).toContainText("You have already applied for this job.");
    // Someone whose address another person used is shown the way to withdraw that application.
    await expect(dialog.getByRole("link", { name: "Your applications" })).toHaveAttribute("href", "/applicant");
    await expect(dialog.getByLabel("Full Name")).toBeHidden();
    await expect(dialog.getByRole("alert")).toBeFocused();
    await dialog.getByRole("button", { name: "Back to the form" }).click();
    await expect(dialog.getByLabel("Full Name")).toHaveValue("Priya Sharma");
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
  });

  test("each validation message appears for its case, in the spec's order, and nothing is sent", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/applications")) sent.push(r.method());
    });
    const dialog = await openApply(page, "IT Trainer - Computer Fundamentals");
    const submit = dialog.getByRole("button", { name: "Submit Application" });
    const messages = [
      "Please enter your full name",
      "Please enter your email address",
      "Please enter your phone number",
      "Please upload your resume",
      "Please give your consent to continue",
    ];
    await dialog.getByLabel("Full Name").fill("   ");
    await submit.click();
    for (const message of messages) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Full Name")).toBeFocused();
    await expect(dialog.getByLabel("Full Name")).toHaveAttribute("aria-invalid", "true");

    await fillApplication(page, { email: "" });
    await submit.click();
    await expect(dialog.getByText("Please enter your full name", { exact: true })).toBeHidden();
    await expect(dialog.getByLabel("Email Address")).toBeFocused();

    await fillApplication(page, { phone: "" });
    await submit.click();
    await expect(dialog.getByText("Please enter your phone number", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Phone Number")).toBeFocused();

    await fillApplication(page);
    await submit.click();
    await expect(dialog.getByText("Please upload your resume", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Resume")).toBeFocused();

    const resume = dialog.getByLabel("Resume");
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    await resume.setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
    await expect(dialog.getByText("File size must be less than 5MB", { exact: true })).toBeVisible();
    await submit.click();
    await expect(dialog.getByText("File size must be less than 5MB", { exact: true })).toBeVisible();

    const text = Buffer.from("Plain text pretending to be a PDF");
    await resume.setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: text });
    await expect(dialog.getByText("Please upload only PDF, DOC, or DOCX files", { exact: true })).toBeVisible();
    await submit.click();
    await expect(dialog.getByText("Please upload only PDF, DOC, or DOCX files", { exact: true })).toBeVisible();

    await resume.setInputFiles(pdfFile());
    await expect(dialog.getByText("Please upload only PDF, DOC, or DOCX files", { exact: true })).toBeHidden();

    // Everything else is right, but the privacy notice's consent is not given.
    await consentBox(page).uncheck();
    await submit.click();
    await expect(dialog.getByText("Please give your consent to continue", { exact: true })).toBeVisible();
    await expect(consentBox(page)).toBeFocused();
    expect(sent).toEqual([]);
  });
});

test.describe("POST /api/applications refuses bad resumes on the server", () => {
  const form = (resume: { name: string; mimeType: string; buffer: Buffer }) => ({
    fullName: "Api Tester",
    email: uniqueEmail("api"),
    phone: "9876543210",
    jobId: "seed-cjob-06",
    consent: "true",
    resume,
  });

  test("a 6 MB file gets 413 with the spec message", async ({ request }) => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await request.post("/api/applications", {
      multipart: form({ name: "big.pdf", mimeType: "application/pdf", buffer: big }),
    });
    expect(res.status()).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "File size must be less than 5MB" });
  });

  test("a text file renamed .pdf gets 415 with the spec message", async ({ request }) => {
    const res = await request.post("/api/applications", {
      multipart: form({ name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") }),
    });
    expect(res.status()).toBe(415);
    expect((await res.json()).message).toBe("Please upload only PDF, DOC, or DOCX files");
  });
});
