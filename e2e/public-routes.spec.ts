import { expect, test } from "@playwright/test";

import { aboutPage } from "../content/about";
import { company } from "../content/company";
import { teamContacts } from "../content/contact";
import { governmentDeployments } from "../content/industries";
import { services } from "./catalogue";
import { headings, publicRoutes } from "./public-helpers";

test.describe("public routes", () => {
  for (const route of publicRoutes) {
    test(`${route} answers 200 with its heading, canonical URL and Open Graph tags`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[route]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).pathname).toBe(route);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\/og-default\.png$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    });
  }

  test("every page has its own title and description", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of publicRoutes) {
      const html = await (await request.get(route)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)![1]);
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)![1]);
    }
    expect(titles.size).toBe(publicRoutes.length);
    expect(descriptions.size).toBe(publicRoutes.length);
  });

  test("an unknown path answers 404 with the spec's text inside the public chrome", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("an unknown address under /hi is the same English 404, whose switch leads to the Hindi home page", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("404")) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const response = await page.goto("/hi/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 - Page Not Found");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expect(page.locator('a[hreflang="hi"]').filter({ visible: true }).first()).toHaveAttribute("href", "/hi");
    // The browser's first render matches the server's (no hydration error redrawing the page).
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test("sitemap.xml and robots.txt list the public routes", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of [...publicRoutes, "/company-career", "/gov-career", "/chatbot"]) {
      expect(sitemap).toContain(`<loc>${new URL(route === "/" ? "" : route, company.website).href.replace(/\/$/, "")}`);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: ");
    expect(robots).toContain("Disallow: /api/");
  });

  test("home carries JSON-LD for the organisation", async ({ page }) => {
    await page.goto("/");
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data).toMatchObject({ "@type": "Organization", name: company.name, foundingDate: "2022" });
    expect(data.address.addressRegion).toBe("Bihar");
  });
});

test.describe("page content", () => {
  test("services list shows 10 cards linking to their pages", async ({ page }) => {
    await page.goto("/services");
    const cards = page.getByRole("main").getByRole("listitem").getByRole("link");
    await expect(cards).toHaveCount(10);
    for (const service of services) {
      await expect(page.getByRole("main").getByRole("link", { name: new RegExp(`^${service.title}`) })).toHaveAttribute(
        "href",
        `/${service.slug}`,
      );
    }
  });

  for (const service of services) {
    test(`${service.title}: hero button, four highlights, checklist, offer list and CTA to /contact`, async ({
      page,
    }) => {
      await page.goto(`/${service.slug}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: service.hero.button }).first()).toHaveAttribute("href", "/contact");
      for (const card of service.highlights)
        await expect(main.getByRole("heading", { name: card.title, level: 3, exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { name: service.whyChoose.heading })).toBeVisible();
      for (const point of service.whyChoose.points) await expect(main.getByText(point)).toBeVisible();
      await expect(main.getByRole("heading", { name: service.offer.heading })).toBeVisible();
      for (const item of service.offer.items) {
        await expect(main.getByRole("heading", { name: item.title, level: 3, exact: true })).toBeVisible();
      }
      await expect(main.getByRole("link", { name: service.cta.button }).last()).toHaveAttribute("href", "/contact");
    });
  }

  test("employment verification lists its own four cards, checks and benefits", async ({ page }) => {
    await page.goto("/employment-verification");
    await expect(page.getByRole("link", { name: "Talk to Verification Expert" }).first()).toBeVisible();
    for (const name of ["Verified Identity", "Address Confirmation", "Work History Check", "Reference Feedback"]) {
      await expect(page.getByRole("heading", { name, level: 3, exact: true })).toBeVisible();
    }
    for (const text of [
      /risk mitigation/i,
      /regulatory compliance/i,
      /custom packages/i,
      /fast turnaround/i,
      /data security/i,
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test("about shows the company figures", async ({ page }) => {
    await page.goto("/about");
    for (const stat of aboutPage.stats) {
      await expect(
        page.getByRole("definition").filter({ hasText: new RegExp(`^${stat.value.replace("+", "\\+")}$`) }),
      ).toBeVisible();
    }
  });

  test("industries shows five government deployments, one with 106 personnel for a revenue board", async ({ page }) => {
    await page.goto("/industries");
    const section = page.getByRole("region", { name: "Government Deployments" });
    await expect(section.getByRole("listitem")).toHaveCount(governmentDeployments.length);
    await expect(section.getByRole("img")).toHaveCount(5);
    await expect(section.getByText(/106 personnel deployed for the revenue board/)).toBeVisible();
  });

  test("contact shows five team contacts with tap-to-call numbers", async ({ page }) => {
    await page.goto("/contact");
    const section = page.getByRole("region", { name: "Team Contacts" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(5);
    for (const contact of teamContacts) {
      for (const phone of contact.phoneNumbers) {
        await expect(section.getByRole("link", { name: `Call ${contact.name} on ${phone}` })).toHaveAttribute(
          "href",
          `tel:${phone.replace(/[^\d+]/g, "")}`,
        );
      }
    }
  });

  test("career chooser offers the two boards", async ({ page }) => {
    await page.goto("/career");
    await expect(page.getByRole("link", { name: /Our Company/ })).toHaveAttribute("href", "/company-career");
    await expect(page.getByRole("link", { name: /For Government or Others/ })).toHaveAttribute("href", "/gov-career");
  });

  test("our story plays a video with a poster and controls", async ({ page }) => {
    await page.goto("/our-story");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", /poster\.svg$/);
    await expect(video).toHaveAttribute("controls", "");
    expect(await video.evaluate((v: HTMLVideoElement) => v.canPlayType("video/webm"))).not.toBe("");
  });

  test("policy pages state the spec's dates and figures", async ({ page }) => {
    const expectations: Record<string, (string | RegExp)[]> = {
      "/privacy-policy": ["July 14, 2025", company.email, /Bihar, India/],
      "/terms-and-conditions": [
        "July 19, 2025",
        /12 months/,
        /Monday to Saturday, 10:00-18:00 IST\. Sunday closed/,
        /24-48 hours/,
        /same business day/,
      ],
      "/refund-policy": [
        "July 14, 2025",
        /before 25% of the work/,
        "Within 14 days of the campaign start",
        "Within 30 days of purchase",
        "Up to 24 hours before the scheduled session",
        /3 days of purchase, if the licence is unused/,
        /more than 50% complete/,
        /2-3 business days/,
        /7-10 business days to the original payment method/,
      ],
      "/cancellation-policy": [
        "July 14, 2025",
        "48 hours before the next milestone",
        "15 days",
        /25% of the project value/,
        /one month's fee/,
        /50% of the session fee/,
        /more than 75% complete/,
        /3-5 business days/,
        /7-day grace period/,
        /30 days written notice/,
        /15 days notice/,
        /1-2 business days/,
        /9 AM-6 PM IST/,
      ],
    };
    for (const [route, texts] of Object.entries(expectations)) {
      await page.goto(route);
      for (const text of texts) await expect(page.getByRole("main").getByText(text).first()).toBeVisible();
    }
  });
});
