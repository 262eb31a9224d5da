// The site in Hindi (/hi): both application journeys, the status page and the help desk, with the
// words read from the Hindi catalogue, plus the language switch, <html lang>, hreflang and the
// sitemap. Fields are found by their names: the labels are checked, not relied on.
import { expect, test, type Page } from "@playwright/test";

import { PHOTO_JPEG, SIGNATURE_JPEG } from "../lib/testing/gov-form";

import { pdfFile, uniqueEmail } from "./careers-helpers";
import { hi } from "./catalogue";
import { DOB, JOB, uniqueAadhaar } from "./gov-helpers";
import { E2E_MOBILES, E2E_PAN } from "./personal-values";

type Tree = { [key: string]: string | Tree };
/** A Hindi catalogue text by its key, with {values} filled in. */
function t(key: string, values: Record<string, string> = {}): string {
  const text = key.split(".").reduce<Tree | string>((node, part) => (node as Tree)[part], hi as Tree);
  if (typeof text !== "string") throw new Error(`${key} is not a text`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
const error = (key: string) => t(`errors.${key}`);

const main = (page: Page) => page.getByRole("main");
const field = (page: Page, name: string) => main(page).locator(`[name="${name}"], [id="${name}"]`).first();
/** The language switch a visitor sees (the top bar's on a desktop, the header's on a phone). */
const switchTo = (page: Page, locale: "en" | "hi") =>
  page.locator(`a[hreflang="${locale}"]`).filter({ visible: true }).first();

test.describe("Hindi pages", () => {
  test("the home page is Hindi: <html lang>, hreflang alternates, and the switch to the same page in English", async ({
    page,
  }) => {
    await page.goto("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`),
      );
    expect(alternates).toEqual(expect.arrayContaining(["en-IN /", "hi-IN /hi", "x-default /"]));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hi$/);

    await page.goto("/hi/contact");
    await expect(switchTo(page, "en")).toHaveText(/English/);
    await switchTo(page, "en").click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the choice is remembered: after switching to Hindi, the English address opens in Hindi", async ({ page }) => {
    await page.goto("/contact");
    await switchTo(page, "hi").click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await page.goto("/about");
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("switching language keeps what was typed: the contact form, the status lookup's number, the portal's address", async ({
    page,
  }) => {
    await page.goto("/contact");
    await field(page, "name").fill("Ravi Kumar");
    await field(page, "message").fill("Do you supply security guards in Gaya?");
    await switchTo(page, "hi").click();
    await expect(page).toHaveURL(/\/hi\/contact$/);
    await expect(field(page, "name")).toHaveValue("Ravi Kumar");
    await expect(field(page, "message")).toHaveValue("Do you supply security guards in Gaya?");

    await page.goto("/hi/gov-career/status");
    await field(page, "applicationNumber").fill("APP261207KJYKPV");
    await field(page, "dob").fill("2000-01-15");
    await switchTo(page, "en").click();
    await expect(page).toHaveURL(/\/gov-career\/status$/);
    await expect(field(page, "applicationNumber")).toHaveValue("APP261207KJYKPV");
    // The date of birth opens the application with the number: it is typed again, never kept.
    await expect(field(page, "dob")).toHaveValue("");

    await page.goto("/applicant");
    await field(page, "email").fill("ravi.kumar@example.in");
    await switchTo(page, "hi").click();
    await expect(page).toHaveURL(/\/hi\/applicant$/);
    await expect(field(page, "email")).toHaveValue("ravi.kumar@example.in");
  });

  test("the sitemap lists every page in both languages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const path of ["/hi", "/hi/gov-career", "/hi/company-career", "/hi/privacy-policy"])
      expect(paths).toContain(path);
    expect(xml).toMatch(/hreflang="hi-IN"/);
  });

  test("Hindi text is drawn in the self-hosted Noto Sans Devanagari, headings emboldened from its one face", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto("/hi/gov-career");
    const heading = main(page).getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(t("govBoard.heading"));
    const font = await heading.evaluate(async (element) => {
      await document.fonts.ready;
      const style = getComputedStyle(element);
      return {
        family: style.fontFamily,
        weight: style.fontWeight,
        drawn: document.fonts.check(`${style.fontWeight} 24px "Noto Sans Devanagari"`, element.textContent ?? ""),
        loaded: [...document.fonts]
          .filter((f) => f.family.replace(/"/g, "") === "Noto Sans Devanagari" && f.status === "loaded")
          .map((f) => f.weight),
      };
    });
    expect(font.family).toMatch(/^"?Noto Sans Devanagari"?,/);
    expect(font.weight).toBe("700");
    expect(font.drawn).toBe(true);
    // One file, the regular face: the browser emboldens it for headings (public.css).
    expect(font.loaded).toEqual(["400"]);
    expect(fonts).toHaveLength(1);
    expect(fonts[0]).toMatch(/noto-sans-devanagari-400-subset/);
  });
  test("what a visitor types is drawn in the whole Devanagari face, fetched only then", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto("/hi/gov-career");
    const search = main(page).getByRole("searchbox");
    await page.waitForLoadState("load");
    // The placeholder is the site's own text, in the cut face; no other file yet.
    expect(await search.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"?Noto Sans Devanagari"?,/,
    );
    expect(fonts).toEqual([expect.stringMatching(/noto-sans-devanagari-400-subset/)]);

    // A word the site never writes (its ह्म is no conjunct of the cut face).
    await search.fill("ब्रह्मपुत्र");
    const typed = await search.evaluate(async (element: HTMLInputElement) => {
      await document.fonts.load('16px "Noto Sans Devanagari Full"', element.value);
      return {
        family: getComputedStyle(element).fontFamily,
        drawn: document.fonts.check('16px "Noto Sans Devanagari Full"', element.value),
      };
    });
    expect(typed.family).toMatch(/^"?Noto Sans Devanagari Full"?,/);
    expect(typed.drawn).toBe(true);
    expect(fonts).toHaveLength(2);
    expect(fonts[1]).toMatch(/noto-sans-devanagari-devanagari-400-normal/);
  });
  test("a status lookup whose checks do not arrive says so in Hindi, stays usable, and looks up on the next try", async ({
    page,
  }) => {
    await page.goto("/hi/gov-career/status");
    await page.waitForLoadState("networkidle");
    const scripts = /\/_next\/static\/chunks\/.+\.js$/;
    await page.route(scripts, (route) => route.abort("internetdisconnected"));
    await field(page, "applicationNumber").fill("APP000001ABCDEF");
    await field(page, "dob").fill(DOB);
    const submit = page.getByRole("button", { name: t("govStatus.lookup.submit") });
    await submit.click();
    const alert = main(page).getByRole("alert");
    await expect(alert).toHaveText(`${t("ui.errorPrefix")} ${error("generic.checkUnavailable")}`);
    await expect(submit).toBeEnabled();

    await page.unroute(scripts);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/gov/applications/lookup"));
    await submit.click();
    expect((await answer).status()).toBe(404);
    await expect(alert).not.toContainText(error("generic.checkUnavailable"));
    await expect(alert).toBeVisible();
    await expect(submit).toBeEnabled();
  });

  test("a call letter link that gives no letter says why, in Hindi, and leads to the status page", async ({ page }) => {
    await page.goto("/hi/gov-career/call-letter?reason=difference-unpaid");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(t("govStatus.callLetterPage.unavailable"));
    await expect(main(page).getByRole("status")).toHaveText(error("status.callLetterDifferenceUnpaid"));
    await expect(main(page).getByRole("link", { name: t("govStatus.receipt.checkStatus") })).toHaveAttribute(
      "href",
      "/hi/gov-career/status",
    );
  });

  test("the footer's newsletter box answers in Hindi on a page without forms", async ({ page }) => {
    // The chrome carries only its own error messages (the forms' come with their pages).
    await page.goto("/hi/privacy-policy");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(t("shell.newsletter.emailLabel")).fill("not-an-email");
    await footer.getByRole("button", { name: t("shell.newsletter.send") }).click();
    await expect(footer.getByText(error("newsletter.emailInvalid"))).toBeVisible();
    await footer.getByLabel(t("shell.newsletter.emailLabel")).fill(uniqueEmail("hindi-news"));
    await footer.getByRole("button", { name: t("shell.newsletter.send") }).click();
    await expect(footer.getByText(error("consent.required"))).toBeVisible();
  });
});

test.describe("applying in Hindi", () => {
  test("company job: an empty name gets the Hindi message, then the application goes through in Hindi", async ({
    page,
    request,
  }) => {
    const jobs = (await (await request.get("/api/jobs")).json()) as { jobs?: { id: string; title: string }[] };
    const job = (jobs.jobs ?? (jobs as unknown as { id: string; title: string }[]))[0];
    await page.goto(`/hi/company-career/${job.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await main(page)
      .getByRole("button", { name: t("careers.job.applyNow") })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: t("apply.title", { title: job.title }) });
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: t("apply.submit") }).click();
    await expect(dialog.getByText(error("apply.fullName"))).toBeVisible();
    await expect(dialog.getByLabel(t("apply.fields.fullName"))).toBeFocused();

    await dialog.getByLabel(t("apply.fields.fullName")).fill("सीता कुमारी");
    await dialog.getByLabel(t("apply.fields.email")).fill(uniqueEmail("hindi"));
    await dialog.getByLabel(t("apply.fields.phone")).fill(E2E_MOBILES[1]);
    await dialog.locator('input[type="file"]').setInputFiles(pdfFile());
    await dialog.getByRole("checkbox").last().check();
    await dialog.getByRole("button", { name: t("apply.submit") }).click();
    await expect(page.getByText(t("apply.success.thanks"))).toBeVisible({ timeout: 15_000 });
  });

  test("government job: the form, review and test payment in Hindi, then a Hindi receipt and status", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const board = await page.goto("/hi/gov-career");
    // The board's page carries the board's words (its cards' fee notice among them); the form's
    // words and error messages come when a job is picked.
    const html = await board!.text();
    expect(html).toContain(t("govForm.feeNotice.verifyHeading"));
    expect(html).not.toContain(t("govForm.submit.review"));
    expect(html).not.toContain(error("gov.photoRequired"));
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(t("govBoard.heading"));
    await page
      .getByRole("article", { name: JOB })
      .getByRole("button", { name: t("govBoard.card.apply") })
      .click();
    await expect(main(page).getByRole("heading", { level: 1, name: t("govBoard.form.heading") })).toBeVisible();

    // An empty required field answers in Hindi.
    await page.getByRole("button", { name: t("govForm.submit.review") }).click();
    await expect(page.getByTestId("gov-error")).toContainText(t("ui.errorPrefix"));
    await expect(
      main(page)
        .getByText(/[\u0900-\u097F]/)
        .first(),
    ).toBeVisible();

    const number = await field(page, "applicationNumber").inputValue();
    await field(page, "name").fill("Sita Kumari");
    await field(page, "fatherHusbandName").fill("Ram Prasad");
    await field(page, "motherName").fill("Gita Devi");
    await field(page, "presentAddress").fill("Ward 12, Kankarbagh, Patna 800020");
    await field(page, "maritalStatus").selectOption("Married");
    await field(page, "gender").selectOption("Female");
    await field(page, "dob").fill(DOB);
    await field(page, "mobile1").fill(E2E_MOBILES[0]);
    await field(page, "panNo").fill(E2E_PAN);
    await field(page, "email").fill("sita.hindi@example.in");
    await field(page, "aadharNo").fill(uniqueAadhaar());
    await field(page, "category").selectOption("GENERAL");
    for (const [index, name, buffer] of [
      [0, "photo", PHOTO_JPEG],
      [1, "signature", SIGNATURE_JPEG],
    ] as const) {
      await main(page)
        .locator('input[type="file"][accept="image/*"]')
        .nth(index)
        .setInputFiles({
          name: `${name}.jpg`,
          mimeType: "image/jpeg",
          buffer,
        });
      const use = page.getByRole("dialog").getByRole("button", { name: t("govForm.crop.use") });
      await expect(use).toBeEnabled({ timeout: 15_000 });
      await use.click();
      await expect(page.getByTestId(`${name}-summary`)).toContainText(/\d+(\.\d)? KB/);
    }
    await field(page, "education.0.qualification").fill("B.A.");
    await field(page, "education.0.board").fill("Patna University");
    await field(page, "education.0.institution").fill("Patna College");
    await field(page, "education.0.marks").fill("68.5");
    await field(page, "education.0.year").fill("2016");
    await field(page, "declaration").check();
    await field(page, "consent").check();

    await page.getByRole("button", { name: t("govForm.submit.review") }).click();
    await expect(page.getByRole("heading", { name: t("govForm.review.heading") })).toBeVisible();
    await page.getByRole("button", { name: t("govForm.review.confirmPay", { fee: "₹500" }) }).click();
    const checkout = page.getByRole("dialog");
    await expect(checkout).toContainText(t("govForm.checkout.testMode"));
    // What the payment is for, as the server describes the order to Razorpay's Checkout: in Hindi.
    await expect(checkout).toContainText(t("govForm.checkout.feeFor", { title: JOB }));
    await checkout.getByRole("button", { name: t("govForm.checkout.pay") }).click();

    await expect(page.getByRole("heading", { name: t("govStatus.confirmation.title") })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId("confirmation-number")).toHaveText(number);

    // The receipt, in Hindi.
    const receipt = await page.getByRole("link", { name: t("govStatus.receiptLink") }).getAttribute("href");
    expect(receipt).toMatch(/^\/hi\/gov-career\/receipt\//);
    await page.goto(receipt!);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(t("govStatus.receipt.titlePaid"));
    await expect(main(page)).toContainText(t("govStatus.receipt.applicationNumber"));
    await expect(main(page)).toContainText(t("govStatus.receipt.amountPaid"));
    await expect(main(page)).toContainText("₹500");
    await expect(main(page)).toContainText(t("govStatus.status.under_review"));
    // The language switch keeps the receipt link's token: the same receipt, in English.
    await switchTo(page, "en").click();
    await expect(page).toHaveURL(/\/gov-career\/receipt\/[^?]+\?t=/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Application Fee Receipt");

    // The status page, in Hindi.
    await page.goto("/hi/gov-career/status");
    await field(page, "applicationNumber").fill(number);
    await field(page, "dob").fill(DOB);
    await page.getByRole("button", { name: t("govStatus.lookup.submit") }).click();
    await expect(page.getByTestId("status-label")).toHaveText(t("govStatus.status.under_review"));
    await expect(page.getByTestId("status-fee")).toContainText("₹500");
    await expect(page.getByTestId("status-fee")).toContainText("जमा हुए");
  });
});

test.describe("the help desk in Hindi", () => {
  test("answers a Hindi question in Hindi, linking the Hindi page", async ({ page }) => {
    await page.goto("/hi/chatbot");
    const panel = main(page).getByRole("region");
    await expect(panel).toContainText(t("chat.greeting", { company: "TechServe Solutions" }));
    await panel.getByRole("textbox", { name: t("chat.yourQuestion") }).fill("ऑफिस का समय क्या है?");
    await panel.getByRole("button", { name: t("chat.send") }).click();
    const reply = panel.getByRole("listitem").last();
    await expect(reply).toContainText("हमारा ऑफिस सोमवार से शनिवार", { timeout: 15_000 });
    await expect(reply.getByRole("link", { name: t("helpDesk.links.contact") })).toHaveAttribute("href", "/hi/contact");
  });
});
