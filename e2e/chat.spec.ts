import { expect, type Page, test } from "@playwright/test";

// The e2e server runs without GEMINI_API_KEY, so answers come from the offline assistant.
const GREETING = /virtual assistant\. How can I help you today with our IT solutions/;

test.describe("help desk page /chatbot", () => {
  test("greets, answers with a link, shows typing, disables input while waiting", async ({ page }) => {
    await page.goto("/chatbot");
    await expect(page.getByRole("heading", { level: 1, name: /Helpdesk/ })).toBeVisible();
    // The page is the help desk: no floating button of it over the page's own Send.
    await expect(page.getByRole("button", { name: /^Chat with .*Helpdesk$/ })).toBeHidden();
    const panel = page.getByRole("region", { name: /Helpdesk/ });
    const log = panel.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText(GREETING);

    const input = panel.getByPlaceholder("Ask about our services...");
    const send = panel.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();

    // Hold the answer back to observe the waiting state.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/chat", async (route) => {
      await held;
      await route.continue();
    });
    await input.fill("  What are your office hours?  ");
    await send.click();
    await expect(log.getByText("You: What are your office hours?", { exact: true })).toBeVisible();
    await expect(page.getByTestId("typing-indicator")).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(send).toBeDisabled();
    release();

    await expect(log).toContainText("(Offline assistant)");
    await expect(log).toContainText("10:00 AM - 6:00 PM IST");
    await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
    await expect(input).toBeEnabled();
    await log.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("works with the keyboard only: Enter sends, Shift+Enter adds a line", async ({ page }) => {
    await page.goto("/chatbot");
    const input = page.getByPlaceholder("Ask about our services...");
    await input.focus();
    await page.keyboard.type("Is this offer genuine?");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("They want a security deposit");
    await expect(input).toHaveValue("Is this offer genuine?\nThey want a security deposit");
    await page.keyboard.press("Enter");
    const log = page.getByRole("log", { name: "Conversation" });
    await expect(log).toContainText("never charges job seekers for its own recruitment or placement");
    await expect(input).toHaveValue("");
    await expect(input).toBeFocused();
  });
});

test.describe("floating help desk button", () => {
  test("opens with focus in the panel, answers, closes on Escape and starts over on reopen", async ({ page }) => {
    await page.goto("/about");
    const launcher = page.getByRole("button", { name: /^Chat with .*Helpdesk$/ });
    await launcher.click();
    const panel = page.getByRole("dialog", { name: /Helpdesk/ });
    await expect(panel).toBeVisible();
    const input = panel.getByPlaceholder("Ask about our services...");
    await expect(input).toBeFocused();
    await expect(panel.getByRole("log")).toContainText(GREETING);

    await page.keyboard.type("How do I apply for a job?");
    await page.keyboard.press("Enter");
    await expect(panel.getByRole("log")).toContainText("(Offline assistant)");
    await expect(panel.getByRole("log").getByRole("link", { name: "Career opportunities" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(launcher).toBeFocused();

    await launcher.click();
    const reopened = page.getByRole("dialog", { name: /Helpdesk/ });
    await expect(reopened.getByRole("log")).toContainText(GREETING);
    await expect(reopened.getByRole("log")).not.toContainText("How do I apply for a job?");
  });

  const focusInPanel = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("[role=dialog]"));

  // Tab presses from the question box; whether the focus is in the panel after each.
  async function tabsInPanel(page: Page, presses: number) {
    const inside: boolean[] = [];
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press("Tab");
      inside.push(await focusInPanel(page));
    }
    return inside;
  }

  test("on a phone the panel covers the screen as a modal dialog: Tab stays in it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    const launcher = page.getByRole("button", { name: /^Chat with .*Helpdesk$/ });
    await launcher.click();
    const panel = page.getByRole("dialog", { name: /Helpdesk/ });
    await expect(panel).toHaveAttribute("aria-modal", "true");
    await expect(panel.getByPlaceholder("Ask about our services...")).toBeFocused();
    expect(await tabsInPanel(page, 6)).toEqual(Array(6).fill(true));
    await page.keyboard.press("Shift+Tab");
    expect(await focusInPanel(page)).toBe(true);
    // Closed from inside the trap, the focus still goes back to the button.
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(launcher).toBeFocused();
    await launcher.click();
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toHaveCount(0);
    await expect(launcher).toBeFocused();
  });

  test("on a phone a link in an answer closes the panel, so the page it opens is seen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await page.getByRole("button", { name: /^Chat with .*Helpdesk$/ }).click();
    const panel = page.getByRole("dialog", { name: /Helpdesk/ });
    await panel.getByPlaceholder("Ask about our services...").fill("What are your office hours?");
    await page.keyboard.press("Enter");
    await panel.getByRole("log", { name: "Conversation" }).getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  for (const [path, width] of [
    ["/hi", 390],
    ["/", 412],
    ["/", 1280],
  ] as const) {
    test(`at the foot of ${path} at ${width} px the button covers no footer link`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // The launcher, in whichever language the page is.
      const launcher = await page.locator("button.help-desk-launcher").boundingBox();
      const links = await page
        .locator("footer a")
        .evaluateAll((els) => els.map((a) => ({ text: a.textContent, box: a.getBoundingClientRect().toJSON() })));
      const covered = links.filter(
        ({ box }) =>
          box.right > launcher!.x &&
          box.left < launcher!.x + launcher!.width &&
          box.bottom > launcher!.y &&
          box.top < launcher!.y + launcher!.height,
      );
      expect(covered.map((l) => l.text)).toEqual([]);
    });
  }

  test("beside a desktop page the panel is not modal: Tab goes on to the page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await page.getByRole("button", { name: /^Chat with .*Helpdesk$/ }).click();
    const panel = page.getByRole("dialog", { name: /Helpdesk/ });
    await expect(panel.getByPlaceholder("Ask about our services...")).toBeFocused();
    expect(await panel.getAttribute("aria-modal")).toBeNull();
    expect(await tabsInPanel(page, 6)).toContain(false);
  });

  test("a panel whose code does not arrive says so beside the button, and Try again opens it", async ({ page }) => {
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    const scripts = /\/_next\/static\/chunks\/.+\.js$/;
    await page.route(scripts, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: /^Chat with / }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The help desk could not be opened." });
    await expect(alert).toHaveText(/Please check your connection and try again\./);
    // The page itself is still there.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.unroute(scripts);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("dialog", { name: /Helpdesk/ })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test("the panel's code is not loaded until the button is used", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await page.goto("/");
    await expect(page.getByRole("button", { name: /^Chat with / })).toBeVisible();
    const before = scripts.length;
    await page.getByRole("button", { name: /^Chat with / }).click();
    await expect(page.getByRole("dialog", { name: /Helpdesk/ })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });
});
