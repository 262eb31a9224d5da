// The public forms before their script has loaded (here it never does: JavaScript is off). The
// browser sends a form itself then, and what the visitor typed travels in the request's body, never
// in an address (access logs, history). The contact form and the footer's newsletter box go to
// routes of their own (POST /api/contact/form, /api/newsletter/form), which store them and send the
// browser back with the outcome as the fragment; the status lookup is posted to its page, which
// renders again. The values are ones
// scripts/log-scan.ts looks for in the server log (e2e/personal-values.ts).
import { expect, test, type Page, type Request } from "@playwright/test";

import { DOB } from "./gov-helpers";
import { E2E_MOBILES } from "./personal-values";

test.use({ javaScriptEnabled: false });

/** Runs `submit` and returns the page's own request it sent, once the page has answered it. */
async function sendForm(page: Page, submit: () => Promise<void>): Promise<Request> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().frame() === page.mainFrame()),
    submit(),
  ]);
  expect(response.status()).toBe(200);
  return response.request();
}

/** The address bar after the send: the same page, with no query string carrying any of `values`. */
function expectCleanUrl(page: Page, pathname: string, values: string[]) {
  const url = new URL(page.url());
  expect(url.pathname).toBe(pathname);
  expect(url.search).toBe("");
  for (const value of values) expect(decodeURIComponent(page.url())).not.toContain(value);
}

test.describe("public forms without JavaScript", () => {
  test("the contact form is stored, and its page says so", async ({ page }) => {
    const values = {
      name: "Meera Jha",
      email: "meera.jha@example.in",
      phone: E2E_MOBILES[0],
      message: `We need 20 data-entry operators in Patna from next month (${Date.now()}).`,
    };
    await page.goto("/contact");
    const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    const sent = page.getByText("Message sent successfully!");
    await expect(sent).toBeHidden();
    await field("Name").fill(values.name);
    await field("Email").fill(values.email);
    await field("Phone").fill(values.phone);
    await field("Message").fill(values.message);
    await page.getByRole("checkbox", { name: /^I consent to / }).check();

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(new URL(request.url()).pathname).toBe("/api/contact/form");
    expect(new URLSearchParams(request.postData() ?? "").get("message")).toBe(values.message);

    // Back on the form, told it was sent, with nothing typed in the address.
    await expect(page).toHaveURL(/\/contact#contact-sent$/);
    await expect(sent).toBeVisible();
    await expect(field("Name")).toHaveValue("");
    expectCleanUrl(page, "/contact", Object.values(values));
  });

  test("the contact form left incomplete is kept by the browser, and one the server refuses says why in the page's language", async ({
    page,
  }) => {
    await page.goto("/hi/contact");
    const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
    await field("नाम").fill("मीरा झा");
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    // The browser checks the required fields before it sends: nothing is sent, nothing typed is lost.
    await expect(field("नाम")).toHaveValue("मीरा झा");
    expect(new URL(page.url()).pathname).toBe("/hi/contact");
    expect(await field("ईमेल").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

    // A message of spaces passes the browser's check but not the server's.
    await field("ईमेल").fill("meera.jha@example.in");
    await field("संदेश").fill("   ");
    await page.getByRole("checkbox", { name: /^मेरी सहमति है/ }).check();
    await page.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/contact#contact-incomplete$/);
    await expect(page.getByText(/^आपका संदेश नहीं भेजा गया।/)).toBeVisible();
    await expect(page.getByText("आपका संदेश भेज दिया गया!")).toBeHidden();
  });

  test("the status lookup, sent with Enter, keeps the number and date of birth out of the address", async ({
    page,
  }) => {
    const number = "APP261120ABCDEF";
    await page.goto("/gov-career/status");
    const main = page.getByRole("main");
    await main.getByLabel("Application Number").fill(number);
    await main.getByLabel("Date of Birth").fill(DOB);

    const request = await sendForm(page, () => main.getByLabel("Application Number").press("Enter"));
    expect(request.method()).toBe("POST");
    expect(new URL(request.url()).search).toBe("");
    const body = new URLSearchParams(request.postData() ?? "");
    expect(body.get("applicationNumber")).toBe(number);
    expect(body.get("dob")).toBe(DOB);

    await expect(main.getByLabel("Application Number")).toHaveValue("");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application Status");
    expectCleanUrl(page, "/gov-career/status", [number, DOB]);
  });

  test("the footer's newsletter box subscribes the address and says so on the page it was sent from", async ({
    page,
  }) => {
    const email = `reader-no-js-${Date.now()}@example.in`;
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const subscribed = footer.getByText("Successfully subscribed!");
    await expect(subscribed).toBeHidden();
    // Empty, the browser keeps it: nothing is sent.
    await footer.getByRole("button", { name: "Send" }).click();
    expect(new URL(page.url()).hash).toBe("");
    await footer.getByLabel("Email address").fill(email);
    await footer.getByRole("checkbox", { name: "I agree to receive the newsletter at this address." }).check();

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === "POST"),
      footer.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(new URL(request.url()).pathname).toBe("/api/newsletter/form");
    expect(new URLSearchParams(request.postData() ?? "").get("email")).toBe(email);

    await expect(page).toHaveURL(/\/about#newsletter-subscribed$/);
    await expect(subscribed).toBeVisible();
    await expect(footer.getByLabel("Email address")).toHaveValue("");
    expectCleanUrl(page, "/about", [email]);
  });
});
