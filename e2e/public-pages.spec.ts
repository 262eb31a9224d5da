import { expect, test } from "@playwright/test";

import { events, formatEventDate } from "../content/events";
import { holdRequests } from "./helpers";

test.describe("events", () => {
  test("six events with dates and categories; View Gallery opens a modal that traps focus and closes on Escape", async ({
    page,
  }) => {
    await page.goto("/events");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(6);
    for (const event of events) {
      const card = cards.filter({ has: page.getByRole("heading", { name: event.title }) });
      await expect(card.getByText(formatEventDate(event.date)).first()).toBeVisible();
      await expect(card.getByText(event.category, { exact: true }).first()).toBeVisible();
    }
    expect(events.map((e) => e.date)).toEqual([
      "2025-09-10",
      "2025-09-08",
      "2025-08-28",
      "2025-08-27",
      "2025-08-08",
      "2025-06-28",
    ]);

    const event = events[3];
    const opener = page.getByRole("button", { name: `View Gallery: ${event.title}` });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: event.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("27 August 2025")).toBeVisible();
    await expect(dialog.getByText(event.fullDescription)).toBeVisible();
    await expect(dialog.getByRole("img")).toHaveCount(3);
    for (const image of event.galleryImages) await expect(dialog.getByRole("img", { name: image.alt })).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close gallery" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeHidden();
    await opener.click();
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test("a gallery's code loads on first use: the button says it is opening, a failed load says so and the next click opens it", async ({
    page,
  }) => {
    await page.goto("/events");
    await page.waitForLoadState("networkidle");
    const event = events[0];
    const opener = page.getByRole("button", { name: `View Gallery: ${event.title}` });
    const status = opener.locator("xpath=following-sibling::*[@role='status'][1]");
    const dialog = page.getByRole("dialog", { name: event.title });

    // The page has loaded every script of its own: the dialog's arrive only now, and the first try fails.
    const scripts = /\/_next\/static\/chunks\/.+\.js$/;
    let refused = 0;
    await page.route(scripts, async (route) => {
      refused += 1;
      await route.abort("internetdisconnected");
    });
    await opener.click();
    await expect(status).toHaveText("The gallery could not be opened. Please check your connection and try again.");
    await expect(status).toBeVisible();
    await expect(opener).toHaveAttribute("aria-busy", "false");
    await expect(dialog).toHaveCount(0);
    expect(refused).toBeGreaterThan(0);

    // The connection is back but slow: the button is busy until the code arrives, then the gallery opens.
    await page.unroute(scripts);
    const release = await holdRequests(page, scripts);
    await opener.click();
    await expect(opener).toHaveAttribute("aria-busy", "true");
    await expect(status).toHaveText("Opening the gallery…");
    release();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(event.fullDescription)).toBeVisible();
    // (While the dialog is open the page behind it is hidden from the accessibility tree.)
    await page.keyboard.press("Escape");
    await expect(opener).toBeFocused();
    await expect(status).toHaveText("");
    await expect(opener).toHaveAttribute("aria-busy", "false");
  });
});

test.describe("contact", () => {
  test("the map loads only when asked; the page makes no third-party request on load", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith("http://127.0.0.1") && !req.url().startsWith("data:")) thirdParty.push(req.url());
    });
    await page.goto("/contact", { waitUntil: "networkidle" });
    expect(thirdParty).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /google\.com\/maps.*output=embed/);
  });

  test("required fields are checked before sending", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await expect(page.getByText("Please enter your message")).toBeVisible();
    await expect(page.getByText("Please give your consent to continue")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("a message whose checks do not arrive is kept, with a word and a usable button, and goes on the next try", async ({
    page,
  }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
    const scripts = /\/_next\/static\/chunks\/.+\.js$/;
    await page.route(scripts, (route) => route.abort("internetdisconnected"));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Jha");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("meera.jha@example.in");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Twenty data-entry operators in Patna.");
    await page.getByRole("checkbox", { name: /^I consent to / }).check();
    const send = page.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(page.getByRole("alert").filter({ hasText: "could not be checked" })).toHaveText(
      "The form could not be checked. Please check your connection and try again.",
    );
    await expect(send).toBeEnabled();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "Twenty data-entry operators in Patna.",
    );

    await page.unroute(scripts);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await send.click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText("could not be checked")).toHaveCount(0);
  });

  test("a message is sent: 'Sending...' while busy, then the success text for 4 s and a cleared form", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Jha");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("meera.jha@example.in");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+91 98765 43210");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("We need 20 data-entry operators in Patna from next month.");
    await page.getByRole("checkbox", { name: /^I consent to / }).check();
    const release = await holdRequests(page, "**/api/contact");
    const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/contact"));
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    const response = await responsePromise;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Message sent successfully!" });
    expect(response.request().postDataJSON()).toMatchObject({
      name: "Meera Jha",
      email: "meera.jha@example.in",
      contactByFax: "",
      consent: true,
    });
    const success = page.getByText("Message sent successfully!");
    await expect(success).toBeVisible();
    for (const label of ["Name", "Email", "Phone", "Message"])
      await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue("");
    await expect(page.getByRole("checkbox", { name: /^I consent to / })).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await expect(success).toBeHidden({ timeout: 5000 });
  });

  test("a failure shows the alert and keeps what the visitor typed", async ({ page }) => {
    await page.goto("/contact");
    await page.route("**/api/contact", (route) =>
      route.fulfill({ status: 500, json: { success: false, message: "x" } }),
    );
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Jha");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("meera.jha@example.in");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
    await page.getByRole("checkbox", { name: /^I consent to / }).check();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Hello");
  });
});

test.describe("policy pages", () => {
  test("the back-to-top button appears after 300 px and returns to the top", async ({ page }) => {
    await page.goto("/privacy-policy");
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(200);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    // Clear of the help desk's button in the other corner, on a phone too.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const launcher = page.getByRole("button", { name: /^Chat with .*Helpdesk$/ });
      await expect(launcher).toBeVisible();
      const pill = (await button.boundingBox())!;
      const chat = (await launcher.boundingBox())!;
      const apart = pill.x + pill.width <= chat.x || chat.x + chat.width <= pill.x;
      expect(apart, `at ${width} px`).toBe(true);
    }
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe("founder profiles", () => {
  test("content fades in after 200 ms and the portrait falls back to initials when the image fails", async ({
    page,
  }) => {
    await page.goto("/founder-profile");
    await expect(page.getByRole("img", { name: "Portrait of Abhishek Ranjan" })).toBeVisible();
    await expect(page.locator(".fade-in-delayed").first()).toHaveCSS("animation-delay", "0.2s");
    for (const heading of ["Biography", "Positions", "Education", "Organisations", "Strengths"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Areas of Expertise" })).toHaveCount(0);

    await page.route("**/images/people/priyanka-sinha.svg", (route) => route.abort());
    await page.goto("/co-founder-profile");
    await expect(page.getByTestId("portrait-initials")).toHaveText("PS");
    await expect(page.getByRole("img", { name: "Initials of Priyanka Sinha" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Areas of Expertise", level: 2 })).toBeVisible();
  });
});
