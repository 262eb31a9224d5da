// @vitest-environment jsdom
// A policy page in Hindi, rendered as the server renders it: the Hindi text from the catalogue, the
// company facts filled in, the date in Hindi, and the line saying the English version prevails,
// linking to the English page.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { company } from "@/content/company";
import { privacyPolicy, refundPolicy } from "@/content/policies";

import { PolicyDocumentView, policyMetadata } from "./policy-document";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const catalogues = {
    en: (await import("@/messages/en.json")).default,
    hi: (await import("@/messages/hi.json")).default,
  };
  return {
    getMessages: async ({ locale }: { locale: "en" | "hi" }) => catalogues[locale],
    getTranslations: async ({ locale, namespace }: { locale: "en" | "hi"; namespace: string }) =>
      createTranslator({ locale, messages: catalogues[locale], namespace: namespace as never }),
  };
});

// The site's own Link, on the Hindi page's address; the router it prefetches with is a stand-in.
vi.mock(import("next/navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  usePathname: () => "/hi/privacy-policy",
  useRouter: (() => ({ prefetch: () => {} })) as never,
}));

async function page(locale: "en" | "hi", policy = privacyPolicy) {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(await PolicyDocumentView({ policy, locale }));
  return container;
}

describe("PolicyDocumentView", () => {
  it("renders the privacy policy in Hindi, with the English version named as the one that prevails", async () => {
    const html = await page("hi");
    expect(html.querySelector("h1")?.textContent).toBe("प्राइवेसी नीति");
    expect(html.textContent).toContain("लागू होने की तारीख़: 14 जुलाई 2025 · पिछला अपडेट: 6 दिसंबर 2026");
    const notice = html.querySelector("p")!;
    expect(notice.textContent).toContain("अंग्रेज़ी संस्करण ही मान्य होगा");
    const english = notice.querySelector("a")!;
    // A switch of language names English, for next-intl's middleware to store the choice and
    // answer with /privacy-policy.
    expect(english.getAttribute("href")).toBe("/en/privacy-policy");
    expect(english.getAttribute("hreflang")).toBe("en");
    // Sections in the page's order, with their anchors, and the company's facts filled in.
    const ids = [...html.querySelectorAll("section")].map((s) => s.id);
    expect(ids).toEqual(privacyPolicy.sections);
    expect(html.querySelector("#contact")?.textContent).toContain(company.email);
    // The address and the place as Hindi writes them, not in Latin letters.
    expect(html.querySelector("#contact")?.textContent).toContain(
      "दूसरी मंज़िल, मौर्य लोक कॉम्प्लेक्स, डाक बंगला रोड, पटना, बिहार 800001",
    );
    expect(html.textContent).toContain("पटना, बिहार, भारत में स्थित");
    expect(html.textContent).not.toMatch(/Patna|Bihar|Maurya/);
    expect(html.querySelector("nav")?.getAttribute("aria-label")).toBe("इस पेज पर");
    expect(html.textContent).not.toMatch(/\{\w+\}/);
  });

  it("renders English without the translation notice, as before", async () => {
    const html = await page("en", refundPolicy);
    expect(html.querySelector("h1")?.textContent).toBe("Refund Policy");
    expect(html.textContent).toContain("Effective date: July 14, 2025");
    // Its text has not changed since: no "Last updated".
    expect(html.textContent).not.toContain("Last updated");
    expect(html.textContent).not.toContain("English version prevails");
    const privacy = await page("en");
    expect(privacy.textContent).toContain("Effective date: July 14, 2025 · Last updated: December 6, 2026");
    expect(privacy.querySelector("time[datetime='2026-12-06']")).not.toBeNull();
    expect(html.querySelector("#contact")?.textContent).toBe(
      `ContactQuestions about this policy: ${company.email} or ${company.phone}, ${company.officeHours}.`,
    );
  });

  it("gives each language its title and description", async () => {
    const hiMeta = await policyMetadata(privacyPolicy, "hi");
    expect(hiMeta.title).toBe("प्राइवेसी नीति");
    expect(hiMeta.description).toContain(company.name);
    expect(hiMeta.alternates?.canonical).toBe("/hi/privacy-policy");
    const enMeta = await policyMetadata(privacyPolicy, "en");
    expect(enMeta.title).toBe("Privacy Policy");
    expect(enMeta.description).toBe(
      `How ${company.name} collects, uses, shares and protects personal information of clients, job applicants and website visitors.`,
    );
  });
});
