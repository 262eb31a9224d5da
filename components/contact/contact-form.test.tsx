// @vitest-environment jsdom
// The contact form before and after its script: sent before it has loaded, the browser posts the
// form to POST /api/contact/form (the fields in the body, never in a URL), with the page's language;
// once it runs, the script sends.
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ErrorTextProvider } from "@/components/i18n/error-text";
import { consentTexts } from "@/components/policies/consent-texts";
import { act, click, jsonResponse, render, type, until } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { ContactForm } from "./contact-form";

// next-intl's navigation is not loadable under Vitest (the privacy notice links with it).
vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));
vi.mock("@/i18n/intent-link", () => import("@/lib/testing/intl-navigation"));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

const texts = (locale: "en" | "hi" = "en") =>
  consentTexts(createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "consent" }), "contact");

describe("the contact form without and with its script", () => {
  it("as the server sends it, leaves the required fields to the browser to check, for a send before the script runs", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
        <ErrorTextProvider dictionary={[]}>
          <ContactForm consentTexts={texts()} />
        </ErrorTextProvider>
      </NextIntlClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelector("form")!.hasAttribute("novalidate")).toBe(false);
    const required = [...page.querySelectorAll("[required]")].map((field) => field.getAttribute("name"));
    expect(required.sort()).toEqual(["consent", "email", "message", "name"]);
    expect(page.querySelector<HTMLInputElement>('[name="phone"]')!.required).toBe(false);
    // And their lengths: an over-long message stays in the browser rather than being refused.
    expect(
      ["name", "phone", "message"].map((name) => page.querySelector(`[name="${name}"]`)!.getAttribute("maxlength")),
    ).toEqual(["100", "24", "5000"]);
  });

  it("is posted to its form route, never into a URL, until its script takes the send over", async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { success: true, message: "Message sent successfully!" }));
    vi.stubGlobal("fetch", fetch);
    const { container } = render(<ContactForm consentTexts={texts()} />);
    const form = container.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("post");
    // Running, the form checks its fields itself, in the page's words.
    expect(form.noValidate).toBe(true);
    expect(form.getAttribute("action")).toBe("/api/contact/form");
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="locale"]')?.value).toBe("en");
    // The outcome of such a send shows while it is the page's fragment, and not otherwise.
    expect(document.getElementById("contact-sent")?.className).toMatch(/(^| )hidden( |$).*target:block/);
    // What the browser would post: every field has a name.
    expect([...form.querySelectorAll("input, textarea")].map((field) => field.getAttribute("name"))).toEqual(
      expect.arrayContaining(["name", "email", "phone", "message", "consent"]),
    );

    const submit = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => form.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    expect(await until(() => document.getElementById("contact-name-error")?.textContent)).toBe(
      "Please enter your name",
    );
    expect(fetch).not.toHaveBeenCalled();
    // Sent from here, the form says how it went itself: the outcome of the earlier send is gone.
    expect(document.getElementById("contact-sent")).toBeNull();
  });
});

const field = (name: string) => document.getElementById(`contact-${name}`) as HTMLInputElement;

function typeMessage(value: string) {
  const textarea = document.getElementById("contact-message") as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  act(() => {
    setter.call(textarea, value);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

/**
 * A click on a link of the page's header, as Next's router takes it (it cancels the browser's own
 * navigation), then the page going away: into the back/forward cache, its form gone.
 */
function leaveBy(href: string, page: { rerender: (next: React.ReactNode) => void }) {
  const link = Object.assign(document.createElement("a"), { href });
  link.addEventListener("click", (event) => event.preventDefault());
  document.body.append(link);
  click(link);
  link.remove();
  act(() => void window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
  page.rerender(null);
  // The page it opens is a new history entry.
  window.history.pushState(null, "", new URL(href, window.location.href).pathname.replace(/^\/en(?=\/|$)/, "") || "/");
}

describe("the contact form across a switch of language", () => {
  it("comes back on the page in the other language with what was typed (not the consent), until it is sent", async () => {
    window.history.replaceState(null, "", "/contact");
    const english = render(<ContactForm consentTexts={texts()} />);
    type(field("name"), "Ravi Kumar");
    type(field("email"), "ravi@example.com");
    type(field("phone"), "+91 94310 20001");
    typeMessage("I would like to know about your payroll service.");
    click(field("consent"));
    leaveBy("/hi/contact", english); // the header's हिन्दी

    const hindi = render(<ContactForm consentTexts={texts("hi")} />, { locale: "hi" });
    expect(document.querySelector('label[for="contact-name"]')!.textContent).toContain(hi.contact.form.name);
    expect(field("name").value).toBe("Ravi Kumar");
    expect(field("email").value).toBe("ravi@example.com");
    expect(field("phone").value).toBe("+91 94310 20001");
    expect(field("message").value).toBe("I would like to know about your payroll service.");
    expect(field("consent").checked).toBe(false); // agreed to again, on this page

    // Sent: nothing comes back on the way back to English.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { success: true, message: "Message sent successfully!" })),
    );
    click(field("consent"));
    await act(async () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await until(() => document.querySelector('[role="status"]')?.textContent || null);
    expect(field("name").value).toBe("");
    leaveBy("/en/contact", hindi); // the header's English
    render(<ContactForm consentTexts={texts()} />);
    expect(field("name").value).toBe("");
    expect(field("message").value).toBe("");
  });

  it("does not follow the visitor to another page and back: that is a new visit", () => {
    window.history.replaceState(null, "", "/contact");
    const page = render(<ContactForm consentTexts={texts()} />);
    type(field("name"), "Ravi Kumar");
    leaveBy("/about", page);
    window.history.pushState(null, "", "/hi/contact");
    render(<ContactForm consentTexts={texts("hi")} />, { locale: "hi" });
    expect(field("name").value).toBe("");
  });
});
