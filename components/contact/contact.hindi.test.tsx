// @vitest-environment jsdom
// The contact page's client parts on /hi/contact: the form's labels, the schema's messages and the
// send in Hindi, and the team cards' tap-to-call names in both languages.
import { createTranslator } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";

import { consentTexts } from "@/components/policies/consent-texts";
import { intlUse } from "@/lib/testing/intl-use";
import { act, click, jsonResponse, render, type, until } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { ContactForm } from "./contact-form";
import { TeamContacts } from "./team-contacts";

// The form's privacy notice, formatted as the contact page does on the server.
const contactForm = (locale: "en" | "hi") => (
  <ContactForm
    consentTexts={consentTexts(
      createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "consent" }),
      "contact",
    )}
  />
);

// next-intl's navigation is not loadable under Vitest (the privacy notice links with it).
vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));
vi.mock("@/i18n/intent-link", () => import("@/lib/testing/intl-navigation"));

afterEach(() => vi.unstubAllGlobals());

const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const errorOf = (name: string) => document.getElementById(`contact-${name}-error`)?.textContent;
const input = (name: string) => document.getElementById(`contact-${name}`) as HTMLInputElement;

function typeMessage(value: string) {
  const textarea = document.getElementById("contact-message") as HTMLTextAreaElement;
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
  act(() => {
    setter.call(textarea, value);
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function fillValid() {
  type(input("name"), "Ravi Kumar");
  type(input("email"), "ravi@example.com");
  typeMessage("मुझे पेरोल सेवा के बारे में जानना है।");
  click(input("consent"));
}

describe("the contact form in Hindi", () => {
  it("shows its privacy notice in the server's Hindi words, formatting nothing with Intl as it hydrates", () => {
    const form = contactForm("hi"); // the page's server part
    const used = intlUse(() => render(form, { locale: "hi" }));
    expect(document.getElementById("contact-consent-notice")!.textContent).toContain("हम आपका नाम");
    expect(document.querySelector('label[for="contact-consent"]')!.textContent).toContain("TechServe Solutions");
    expect(used).toEqual([]);
  });

  it("shows Hindi labels and the Hindi required messages on an empty submit", async () => {
    render(contactForm("hi"), { locale: "hi" });
    expect(document.querySelector('label[for="contact-name"]')!.textContent).toBe("नाम");
    expect(document.querySelector('label[for="contact-message"]')!.textContent).toBe("संदेश");
    expect(submit().textContent).toContain("संदेश भेजें");

    await act(async () => submit().click());
    expect(await until(() => errorOf("name"))).toBe("कृपया अपना नाम लिखें");
    // Shared with other forms' schemas: whichever Hindi wording the catalogue settles on.
    expect(errorOf("email")).toMatch(/^कृपया अपना ईमेल पता/);
    expect(errorOf("message")).toBe("कृपया अपना संदेश लिखें");
  });

  it("keeps the English messages on the English page", async () => {
    render(contactForm("en"));
    await act(async () => submit().click());
    expect(await until(() => errorOf("name"))).toBe("Please enter your name");
  });

  it("sends asking for Hindi and confirms in Hindi; a failure is reported in Hindi", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true, message: "Message sent successfully!" }));
    vi.stubGlobal("fetch", fetchMock);
    render(contactForm("hi"), { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    const status = await until(() => document.querySelector('[role="status"]')?.textContent || null);
    expect(status).toBe("आपका संदेश भेज दिया गया!");
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)["Accept-Language"]).toBe("hi");

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(503, { success: false, message: "सेवा अभी उपलब्ध नहीं है।" })),
    );
    fillValid();
    await act(async () => submit().click());
    expect(await until(() => document.querySelector('[role="alert"]')?.textContent || null)).toBe(
      "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
    );
  });

  it("says in Hindi why the server refused the send (too many messages for now)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(429, { success: false, message: "Too many requests. Please wait a moment and try again." }),
      ),
    );
    render(contactForm("hi"), { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    expect(await until(() => document.querySelector('[role="alert"]')?.textContent || null)).toBe(
      "बहुत सारे अनुरोध आए हैं। कृपया थोड़ा रुककर फिर से कोशिश करें।",
    );
  });

  it("a 429 or 403 page from something in between (no JSON) is never shown as 'Request failed with status'", async () => {
    const html = (status: number) =>
      vi.fn(
        async () =>
          new Response("<html><body>Blocked</body></html>", { status, headers: { "content-type": "text/html" } }),
      );
    const alertText = () => until(() => document.querySelector('[role="alert"]')?.textContent || null);

    vi.stubGlobal("fetch", html(429));
    const { container } = render(contactForm("en"));
    fillValid();
    await act(async () => submit().click());
    // Still a 429: wait, then try again.
    expect(await alertText()).toBe("Too many requests. Please wait a moment and try again.");
    container.remove();
    document.body.innerHTML = "";

    vi.stubGlobal("fetch", html(403));
    render(contactForm("hi"), { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    const said = await alertText();
    expect(said).not.toMatch(/Request failed|status 403/);
    expect(said).toBe(hi.contact.form.failed);
  });

  it("shows the server's field errors in Hindi when the API refuses in English", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(400, {
          success: false,
          message: "Name must be at most 100 characters",
          errors: { name: "Name must be at most 100 characters" },
        }),
      ),
    );
    render(contactForm("hi"), { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    expect(await until(() => errorOf("name"))).toBe("नाम अधिकतम 100 अक्षरों का हो सकता है");
  });
});

describe("the team contacts", () => {
  it("names each tap-to-call link in the page's language", () => {
    const link = (container: HTMLElement) => container.querySelector<HTMLAnchorElement>('a[href="tel:+919431020001"]')!;
    const hindi = render(<TeamContacts />, { locale: "hi" });
    expect(hindi.container.querySelector("h3")!.textContent).toBe("बिज़नेस पूछताछ");
    expect(link(hindi.container).textContent).toBe("बिज़नेस पूछताछ को कॉल करें: +91 94310 20001");

    const english = render(<TeamContacts />);
    expect(link(english.container).textContent).toBe("Call Business Enquiries on +91 94310 20001");
  });
});
