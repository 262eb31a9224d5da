// @vitest-environment jsdom
import { createTranslator } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PageErrorLabelsProvider } from "@/components/site/page-error";
import { pageErrorLabels } from "@/components/site/shell-labels";
import { button, click, render } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import PublicError from "./error";

// The page that failed: the boundary reads its language from the address, as the site's links do.
let pathname = "/hi/chatbot";
afterEach(() => {
  pathname = "/hi/chatbot";
});
vi.mock(import("next/navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  usePathname: () => pathname,
  useRouter: (() => ({ prefetch: () => {} })) as never,
}));

// As the public layout gives them: the "shell" words formatted in the page's language.
function renderBoundary(locale: "en" | "hi", retry = vi.fn()) {
  const t = createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "shell" });
  render(
    <PageErrorLabelsProvider labels={pageErrorLabels(t)}>
      <PublicError error={new Error("database unavailable")} retry={retry} />
    </PageErrorLabelsProvider>,
    // No message provider: the public chrome has none, so the boundary must not need one.
    { locale, intl: false },
  );
  return retry;
}

describe("the public pages' error boundary", () => {
  it("says what happened in Hindi on a Hindi page, retries and links to the Hindi home page", () => {
    const retry = renderBoundary("hi");
    expect(document.querySelector("h1")!.textContent).toBe("कुछ गड़बड़ हो गई");
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(
      "यह पेज अभी नहीं खुल सका। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    );
    const home = document.querySelector("a")!;
    expect([home.textContent, home.getAttribute("href")]).toEqual(["होम पेज पर जाएँ", "/hi"]);
    expect(document.body.textContent).not.toMatch(/[A-Za-z]/);
    click(button("फिर कोशिश करें"));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("speaks English on an English page", () => {
    pathname = "/contact";
    const retry = renderBoundary("en");
    expect(document.querySelector("h1")!.textContent).toBe("Something went wrong");
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(
      "This page could not be shown just now. Please try again in a moment.",
    );
    const home = document.querySelector("a")!;
    expect([home.textContent, home.getAttribute("href")]).toEqual(["Go to the home page", "/"]);
    click(button("Try again"));
    expect(retry).toHaveBeenCalledOnce();
  });
});
