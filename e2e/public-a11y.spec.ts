import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { mobile, publicRoutes } from "./public-helpers";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
  );
}

const viewports = [
  { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  { name: "mobile", use: mobile },
] as const;

for (const viewport of viewports) {
  test.describe(`WCAG 2.1 AA (${viewport.name})`, () => {
    // Reduced motion holds the home carousel still: axe measured a slide's button mid-cross-fade
    // (700 ms of opacity) as low contrast, a colour no one sees once the slide has settled.
    test.use({ ...viewport.use, reducedMotion: "reduce" });
    // axe on a long page takes a while on a busy machine.
    test.setTimeout(90_000);

    for (const route of [...publicRoutes, "/no-such-page"]) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }

    test("open menus and dialogs have no axe violations", async ({ page }) => {
      await page.goto("/events");
      await page
        .getByRole("button", { name: /^View Gallery/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      if (viewport.name === "mobile") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.locator("#mobile-menu").getByRole("button", { name: "Career menu" }).click();
      } else {
        await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Career menu" }).click();
      }
      await expect(page.getByRole("link", { name: "Our Company" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}
