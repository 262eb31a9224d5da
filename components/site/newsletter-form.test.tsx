// @vitest-environment jsdom
import { createTranslator } from "next-intl";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { act, button, click, jsonResponse, render, type, until } from "@/lib/testing/render";
import en from "@/messages/en.json";

import { consentTexts } from "@/components/policies/consent-texts";

import { NewsletterForm } from "./newsletter-form";
import { newsletterLabels } from "./shell-labels";

// The privacy notice's link prefetches through the router when reached for (i18n/intent-link.tsx).
vi.mock(import("next/navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  usePathname: () => "/about",
  useRouter: (() => ({ prefetch: () => {} })) as never,
}));

// The footer's newsletter box (its own two fields, no form library): what the schema refuses
// stays in the browser, what the server refuses lands on its field, and a sent address clears the box.

// The box with its words as the footer formats them on the server.
const box = (
  <NewsletterForm
    labels={newsletterLabels(createTranslator({ locale: "en", messages: en, namespace: "shell" }))}
    consentTexts={consentTexts(createTranslator({ locale: "en", messages: en, namespace: "consent" }), "newsletter")}
  />
);

const field = () => document.querySelector<HTMLInputElement>("#newsletter-email")!;
const consent = () => document.querySelector<HTMLInputElement>("#newsletter-consent")!;
const status = () => document.getElementById("newsletter-status")!.textContent;
const consentError = () => document.getElementById("newsletter-consent-error")?.textContent ?? null;

async function send() {
  await act(async () => click(button("Send")));
}

/** A valid address with consent, sent. */
async function fillAndSend() {
  type(field(), "reader@example.in");
  click(consent());
  await send();
}

/** The API answers every request with `status` and `body`; returns the stubbed fetch. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("the newsletter box", () => {
  // The form loads its schema on the first submit: load it beforehand, as a browser would have by then.
  beforeAll(async () => {
    await Promise.all([import("@/lib/validation/newsletter"), import("@/lib/validation/form")]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for consent before sending, then sends the address in lower case and clears the box", async () => {
    const fetch = answer(200, { success: true, message: "Subscribed" });
    render(box, { intl: false });
    type(field(), "  Reader@Example.in ");
    await send();
    expect(await until(consentError)).toBe("Please give your consent to continue");
    expect(document.activeElement).toBe(consent());
    expect(consent().getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();

    click(consent());
    expect(consentError()).toBeNull(); // a changed field drops its error
    await send();
    await until(() => (status()?.includes("Successfully subscribed!") ? true : null));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/newsletter");
    expect(JSON.parse(String(init.body))).toEqual({ email: "reader@example.in", consent: true });
    expect(field().value).toBe("");
    expect(consent().checked).toBe(false);
  });

  it("shows the server's refusal on the address, focused, until the address changes", async () => {
    answer(429, { success: false, message: "Too many requests. Please wait a moment and try again." });
    render(box, { intl: false });
    await fillAndSend();
    await until(() => (status()?.includes("Too many requests") ? true : null));
    expect(status()).toBe("Too many requests. Please wait a moment and try again.");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field());
    expect(field().value).toBe("reader@example.in"); // nothing the visitor typed is lost

    type(field(), "reader2@example.in");
    expect(field().getAttribute("aria-invalid")).toBeNull();
    expect(status()).toBe("");
  });

  it("puts a consent refusal from the server on the checkbox", async () => {
    answer(400, {
      success: false,
      message: "Please check the highlighted fields.",
      errors: { consent: "Please give your consent to continue" },
    });
    render(box, { intl: false });
    await fillAndSend();
    expect(await until(consentError)).toBe("Please give your consent to continue");
    expect(document.activeElement).toBe(consent());
    expect(field().getAttribute("aria-invalid")).toBeNull();
  });

  it("is posted to its form route with the page it is on, never into a URL, until its script takes the send over", async () => {
    const fetch = answer(200, { success: true, message: "Subscribed" });
    render(box, { intl: false });
    const form = field().form!;
    // Before the script has run the browser sends the form itself (its required fields checked
    // first), to the route that subscribes it and sends the browser back to /about.
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/newsletter/form");
    const hidden = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
    expect([hidden("locale"), hidden("path")]).toEqual(["en", "/about"]);
    expect([field().required, consent().required]).toEqual([true, true]);
    // Running, the box checks its fields itself, in the page's words.
    expect(form.noValidate).toBe(true);
    expect(document.getElementById("newsletter-subscribed")?.className).toMatch(/(^| )hidden( |$).*target:block/);

    type(field(), "reader@example.in");
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    await act(async () => form.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    expect(await until(consentError)).toBe("Please give your consent to continue");
    expect(fetch).not.toHaveBeenCalled();
    // Sent from here, the box says how it went itself: the outcome of an earlier send is gone.
    expect(document.getElementById("newsletter-subscribed")).toBeNull();
  });

  it("says 'wait' for a 429 page without our words (a proxy's), not 'Request failed with status 429'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response("<html>Too Many Requests</html>", { status: 429, headers: { "content-type": "text/html" } }),
      ),
    );
    render(box, { intl: false });
    await fillAndSend();
    await until(() => (status() ? true : null));
    expect(status()).toBe("Too many requests. Please wait a moment and try again.");
    expect(field().value).toBe("reader@example.in");
  });

  it("says so when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    render(box, { intl: false });
    await fillAndSend();
    await until(() => (status() ? true : null));
    expect(status()).toBe(en.shell.newsletter.failed);
  });
});
