// @vitest-environment jsdom
// The contact form before and after its script: sent before it has loaded, the browser posts the
// form to POST /api/contact/form (the fields in the body, never in a URL), with the page's language;
// once it runs, the script sends.
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ErrorTextProvider } from "@/components/i18n/error-text";
import { consentTexts } from "@/components/policies/consent-texts";
import { act, jsonResponse, render, until } from "@/lib/testing/render";
import en from "@/messages/en.json";

import { ContactForm } from "./contact-form";

// next-intl's navigation is not loadable under Vitest (the privacy notice links with it).
vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));
vi.mock("@/i18n/intent-link", () => import("@/lib/testing/intl-navigation"));

afterEach(() => vi.unstubAllGlobals());

const texts = () => consentTexts(createTranslator({ locale: "en", messages: en, namespace: "consent" }), "contact");

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
    ).toEqual(["100", "20", "5000"]);
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
