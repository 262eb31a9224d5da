import fs from "node:fs";

import { expect, test } from "@playwright/test";

import { aboutCounters, clientLogos, heroSlides } from "../content/home";
import { leaders, team } from "../content/people";
import { services } from "./catalogue";

// The page's English words (messages/en.json; read as a file: Playwright's ESM loader imports no JSON).
const home = JSON.parse(fs.readFileSync("messages/en.json", "utf8")).home as {
  hero: { words: string[]; slides: { title: string }[] };
  faq: { items: { question: string; answer: string }[] };
};
const heroHeadline = home.hero;
const faqs = home.faq.items;

const slide = (n: number) => new RegExp(`^${n} of ${heroSlides.length}:`);

test.describe("home page", () => {
  test("the hero carousel advances every 5 s and stops for good when the visitor uses it", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    // Hidden slides are aria-hidden, so the one slide in the accessibility tree is the active one.
    const active = carousel.locator('[aria-roledescription="slide"][data-active="true"]');
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(4);
    await expect(active).toHaveAttribute("aria-label", slide(1));
    await expect(carousel.getByRole("group")).toHaveCount(1);
    await expect(active).toHaveAttribute("aria-label", slide(2), { timeout: 7000 });

    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(active).toHaveAttribute("aria-label", slide(3));
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(6000);
    await expect(active).toHaveAttribute("aria-label", slide(3));

    await carousel.getByRole("button", { name: `Show slide 1: ${heroHeadline.slides[0].title}` }).click();
    await expect(active).toHaveAttribute("aria-label", slide(1));
    await expect(carousel.getByRole("group", { name: slide(1) })).toBeVisible();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(active).toHaveAttribute("aria-label", slide(4));
    await expect(
      carousel.getByRole("button", { name: `Show slide 4: ${heroHeadline.slides[3].title}` }),
    ).toHaveAttribute("aria-current", "true");
  });

  test("the headline word rotates every 3 s until animations are paused", async ({ page }) => {
    await page.goto("/");
    const word = page.getByTestId("rotating-word");
    await expect(word).toHaveText(heroHeadline.words[0]);
    await expect(word).toHaveText(heroHeadline.words[1], { timeout: 4500 });
    await page.getByRole("button", { name: "Pause animations" }).click();
    const frozen = await word.textContent();
    await page.waitForTimeout(3500);
    await expect(word).toHaveText(frozen!);
  });

  test("counters count up to their targets once the section is in view", async ({ page }) => {
    await page.goto("/");
    const values = page.getByTestId("counter-value");
    await expect(values).toHaveCount(4);
    await expect(values.first()).toHaveText("0");
    await page.getByRole("heading", { name: /people-first HR and IT partner/ }).scrollIntoViewIfNeeded();
    // The count takes 2 s of timer ticks; a busy machine stretches it (88% after 5 s was seen in CI).
    await expect(values).toHaveText(["2,356", "1,276", "1,276", "78+"], { timeout: 15_000 });
    expect(aboutCounters.map((c) => c.target)).toEqual([2356, 1276, 1276, 78]);
  });

  test("shows the first four services, two leaders, four team members and ten client logos", async ({ page }) => {
    await page.goto("/");
    const servicesSection = page.getByRole("region", { name: "Our services" });
    for (const service of services.slice(0, 4)) {
      await expect(servicesSection.getByRole("link", { name: new RegExp(`^${service.title}`) })).toHaveAttribute(
        "href",
        `/${service.slug}`,
      );
    }
    await expect(servicesSection.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.getByRole("link", { name: "View all services" })).toHaveAttribute("href", "/services");

    for (const leader of leaders) await expect(page.getByRole("heading", { name: leader.name })).toBeVisible();
    await expect(page.getByRole("link", { name: /Abhishek's profile/ })).toHaveAttribute("href", "/founder-profile");
    await expect(page.getByRole("link", { name: /Priyanka's profile/ })).toHaveAttribute("href", "/co-founder-profile");
    const teamSection = page.getByRole("region", { name: "The people behind the work" });
    for (const member of team) await expect(teamSection.getByRole("heading", { name: member.name })).toBeVisible();

    const clients = page.getByRole("region", { name: "Trusted by growing organisations" });
    await expect(clients.getByRole("img")).toHaveCount(10);
    for (const logo of clientLogos) await expect(clients.getByRole("img", { name: logo.name })).toHaveCount(1);
    const track = clients.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-duration", "40s");
    await clients.locator(".marquee-viewport").hover();
    await expect(track).toHaveCSS("animation-play-state", "paused");

    for (const href of ["/company-career", "/gov-career", "/career", "/our-story", "/about"]) {
      await expect(page.getByRole("main").locator(`a[href="${href}"]`).first()).toBeAttached();
    }
  });

  test("FAQ: the first answer is open and only one is open at a time", async ({ page }) => {
    await page.goto("/");
    const question = (i: number) => page.getByRole("button", { name: faqs[i].question });
    await expect(page.getByRole("region", { name: "Frequently asked questions" }).getByRole("button")).toHaveCount(4);
    await expect(question(0)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(faqs[0].answer)).toBeVisible();
    await question(2).click();
    await expect(question(2)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(faqs[2].answer)).toBeVisible();
    await expect(question(0)).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(faqs[0].answer)).toBeHidden();
    await question(2).click();
    for (let i = 0; i < faqs.length; i++) await expect(question(i)).toHaveAttribute("aria-expanded", "false");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the carousel does not autoplay and the counters show their targets at once", async ({ page }) => {
      await page.goto("/");
      await page.waitForTimeout(5500);
      await expect(page.locator('[aria-roledescription="slide"][data-active="true"]')).toHaveAttribute(
        "aria-label",
        slide(1),
      );
      await page.getByRole("heading", { name: /people-first HR and IT partner/ }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId("counter-value").first()).toHaveText("2,356", { timeout: 1000 });
    });
  });
});
