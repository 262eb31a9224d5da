// @vitest-environment jsdom
import { createTranslator } from "next-intl";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { errorDictionary, translateError } from "@/lib/i18n/errors";
import { act, button, click, render, type, until } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { consentTexts } from "@/components/policies/consent-texts";

import { NewsletterForm } from "./newsletter-form";
import { SiteFooter } from "./site-footer";
import { newsletterLabels, shellLabels } from "./shell-labels";
import { SiteHeader } from "./site-header";

// The Hindi about page (an English one where a test says so): the site's links (i18n/intent-link.tsx)
// run for real on top of it.
let pathname = "/hi/about";
let search = "";
afterEach(() => {
  pathname = "/hi/about";
  search = "";
});
vi.mock(import("next/navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  usePathname: () => pathname,
  useSearchParams: (() => new URLSearchParams(search)) as never,
  // The links prefetch through the router when reached for (i18n/intent-link.tsx).
  useRouter: (() => ({ prefetch: () => {} })) as never,
}));

// The words PublicShell and the footer format on the server for the chrome, from the real catalogues.
const shell = (locale: "en" | "hi") =>
  createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "shell" });
const headerWords = (locale: "en" | "hi") => shellLabels(shell(locale));
const newsletterBox = (locale: "en" | "hi") => (
  <NewsletterForm
    labels={newsletterLabels(shell(locale))}
    consentTexts={consentTexts(
      createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "consent" }),
      "newsletter",
    )}
  />
);

const hindiErrors = errorDictionary(en.errors, hi.errors);
const hindi = (english: string) => translateError(english, hindiErrors);

const links = (root: ParentNode) =>
  [...root.querySelectorAll("a")].map((a) => [a.textContent?.trim(), a.getAttribute("href")] as const);

describe("the site header in Hindi", () => {
  it("names every item in Hindi, keeps /hi in its links and switches to the English page", () => {
    render(<SiteHeader labels={headerWords("hi")} />, { locale: "hi", intl: false });
    const nav = document.querySelector('nav[aria-label="मुख्य"]:not(#mobile-menu)')!;
    expect(links(nav)).toEqual([
      ["होम", "/hi"],
      ["हमारे बारे में", "/hi/about"],
      ["सेवाएँ", "/hi/services"],
      ["उद्योग", "/hi/industries"],
      ["करियर", "/hi/career"],
      ["हमारी कंपनी", "/hi/company-career"],
      ["सरकारी या अन्य नौकरियाँ", "/hi/gov-career"],
      ["कार्यक्रम", "/hi/events"],
      ["संपर्क", "/hi/contact"],
    ]);
    expect(nav.querySelector('[aria-current="page"]')!.textContent).toBe("हमारे बारे में");
    expect(button("करियर मेन्यू", nav)).toBeTruthy();

    // The phone's switch sits in the header bar itself: the same page in English.
    // (next-intl prefixes a switch to the default language; the proxy answers "/about" for it.)
    const english = document.querySelector<HTMLAnchorElement>('header a[hreflang="en"]')!;
    expect(english.getAttribute("href")).toBe("/en/about");
    expect(english.textContent).toBe("भाषा: English");

    const toggle = button("मेन्यू खोलें");
    click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = document.getElementById("mobile-menu")!;
    expect(menu.hidden).toBe(false);
    expect(links(menu)).toContainEqual(["हमारे बारे में", "/hi/about"]);
    expect(links(menu)).toContainEqual(["सरकारी या अन्य नौकरियाँ", "/hi/gov-career"]);
    expect(links(menu)).toContainEqual(["यहाँ लॉगिन करें", "/login"]);
    expect(button("करियर मेन्यू", menu)).toBeTruthy();
    expect(button("मेन्यू बंद करें")).toBe(toggle);
    expect(document.body.textContent).not.toMatch(/Home|About|Career|Login|menu/);
  });

  it("switches language with the page's query: a receipt's token, a search", () => {
    pathname = "/gov-career/receipt/APP260101ABCDEF";
    search = "t=signed.token-value";
    render(<SiteHeader labels={headerWords("en")} />, { intl: false });
    expect(document.querySelector('header a[hreflang="hi"]')!.getAttribute("href")).toBe(
      "/hi/gov-career/receipt/APP260101ABCDEF?t=signed.token-value",
    );
  });

  it("switches back to English with the page's query", () => {
    pathname = "/hi/gov-career";
    search = "q=clerk";
    render(<SiteHeader labels={headerWords("hi")} />, { locale: "hi", intl: false });
    expect(document.querySelector('header a[hreflang="en"]')!.getAttribute("href")).toBe("/en/gov-career?q=clerk");
  });

  it("stays in English on English pages", () => {
    pathname = "/about";
    render(<SiteHeader labels={headerWords("en")} />, { intl: false });
    expect(button("Open menu")).toBeTruthy();
    expect(button("Career menu", document.querySelector('nav[aria-label="Main"]:not(#mobile-menu)')!)).toBeTruthy();
    expect(document.querySelector('a[hreflang="hi"]')!.textContent).toBe("Language: हिन्दी");
    const labels = [...document.querySelectorAll('nav[aria-label="Main"]:not(#mobile-menu) a')].map(
      (a) => a.textContent,
    );
    expect(labels).toEqual([
      "Home",
      "About",
      "Services",
      "Industries",
      "Career",
      "Our Company",
      "For Government or Others",
      "Events",
      "Contact",
    ]);
  });
});

describe("the footer in Hindi", () => {
  it("names its groups and links in Hindi and keeps /hi", () => {
    render(<SiteFooter />, { locale: "hi" });
    const footer = document.querySelector("footer")!;
    const company = footer.querySelector('nav[aria-label="कंपनी लिंक"]')!;
    expect(links(company)).toContainEqual(["हमारे बारे में", "/hi/about"]);
    expect(links(footer.querySelector('nav[aria-label="कानूनी जानकारी"]')!)).toContainEqual([
      "गोपनीयता नीति",
      "/hi/privacy-policy",
    ]);
    expect(footer.textContent).toContain("सर्वाधिकार सुरक्षित।");
    expect(footer.textContent).toContain("पटना, बिहार 800001");
    expect(footer.querySelector('ul[aria-label="सोशल मीडिया"] a')!.getAttribute("aria-label")).toBe(
      "Facebook पर TechServe Solutions (नए टैब में खुलता है)",
    );
  });
});

describe("the newsletter box in Hindi", () => {
  // The form loads its schema on the first submit: load it beforehand, as a browser would have by then.
  beforeAll(async () => {
    await Promise.all([import("@/lib/validation/newsletter"), import("@/lib/validation/form")]);
  });

  it("refuses a wrong address with the Hindi message", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(newsletterBox("hi"), { locale: "hi", intl: false });
    const field = document.querySelector<HTMLInputElement>("#newsletter-email")!;
    expect(field.placeholder).toBe("आपका ईमेल पता");
    expect(document.querySelector('label[for="newsletter-email"]')!.textContent).toBe("ईमेल पता");

    type(field, "not-an-email");
    await act(async () => click(button("भेजें")));
    // The schema's English message, through the Hindi error catalogue ("Please enter a valid email address").
    const message = await until(() => document.querySelector("#newsletter-status span")?.textContent);
    expect(message).toBe(hindi("Please enter a valid email address"));
    expect(message).toMatch(/^कृपया सही ईमेल पता/);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("newsletter-status")!.textContent).not.toMatch(/Please/);
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
