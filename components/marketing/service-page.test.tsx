// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";
import { services } from "@/content/services";

import { ServiceGrid } from "./service-card";
import { ServicePage } from "./service-page";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

const headings = (container: HTMLElement, level: string) =>
  [...container.querySelectorAll(level)].map((h) => h.textContent?.trim());

describe("service pages", () => {
  it("render a service in Hindi from the catalogue, with links kept under /hi", () => {
    const { container } = render(<ServicePage slug="computer-repair" />, { locale: "hi" });
    expect(container.querySelector("h1")?.textContent).toBe("कंप्यूटर रिपेयर");
    expect(headings(container, "h2")).toContain("कंप्यूटर रिपेयर एक नज़र में");
    expect(headings(container, "h3")).toContain("डेटा रिकवरी");
    const cta = [...container.querySelectorAll("a")].find((a) => a.textContent === "अभी मदद पाएँ →");
    expect(cta?.getAttribute("href")).toBe("/hi/contact");
  });

  it("render employment verification in English exactly as before", () => {
    const { container } = render(<ServicePage slug="employment-verification" />);
    expect(container.querySelector("h1")?.textContent).toBe("Employment Verification");
    expect(headings(container, "h2")).toContain("Employment Verification at a glance");
    expect(headings(container, "h3")).toEqual(
      expect.arrayContaining(["Verified Identity", "Checks we run", "Pre-employment screening"]),
    );
    const cta = [...container.querySelectorAll("a")].find((a) => a.textContent === "Talk to Verification Expert");
    expect(cta?.getAttribute("href")).toBe("/contact");
  });

  it("localise the service cards by slug", () => {
    const { container } = render(<ServiceGrid services={services.slice(0, 4)} />, { locale: "hi" });
    expect(headings(container, "h3")).toEqual(["कर्मचारी वेरिफ़िकेशन", "मैनपावर सप्लाई", "पेरोल मैनेजमेंट", "सॉफ़्टवेयर डेवलपमेंट"]);
    expect(container.textContent).toContain("और जानें");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/hi/employment-verification");
  });
});
