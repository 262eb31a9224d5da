// A minimal DOM renderer for component tests under jsdom (`// @vitest-environment jsdom`).
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach } from "vitest";
import { NextIntlClientProvider } from "next-intl";

import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { ErrorTextProvider } from "@/components/i18n/error-text";
import { errorDictionary } from "@/lib/i18n/errors";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

const hindiErrors = errorDictionary(en.errors, hi.errors);

/**
 * Renders `ui` as a public page would in `locale` (English by default): inside a page's island, with
 * the whole catalogue (as ClientMessages gives its part) and on Hindi pages the error dictionary.
 * `intl: false`: as the site chrome is rendered, with no message provider around it (its words come
 * as props), so a chrome component that reached for next-intl would fail.
 */
export function render(ui: ReactNode, { locale = "en", intl = true }: { locale?: "en" | "hi"; intl?: boolean } = {}) {
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  document.documentElement.lang = locale;
  const wrap = (node: ReactNode) => {
    const errors = <ErrorTextProvider dictionary={locale === "hi" ? hindiErrors : []}>{node}</ErrorTextProvider>;
    if (!intl) return errors;
    return (
      <NextIntlClientProvider locale={locale} messages={locale === "hi" ? hi : en} timeZone="Asia/Kolkata">
        {errors}
      </NextIntlClientProvider>
    );
  };
  act(() => root.render(wrap(ui)));
  return { container, rerender: (next: ReactNode) => act(() => root.render(wrap(next))) };
}

/** The element's accessible name from aria-labelledby (enough for our dialogs). */
export function labelOf(element: Element): string {
  const ids = element.getAttribute("aria-labelledby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

export function descriptionOf(element: Element): string {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

export function button(name: string, root: ParentNode = document): HTMLButtonElement {
  const found = [...root.querySelectorAll("button")].find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`No button named ${name}`);
  return found;
}

export function press(key: string, target: Element = document.activeElement ?? document.body) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  });
}

/** Types into a React-controlled input: sets the value past React's tracker, then fires "input". */
export function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

export function click(element: Element) {
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Waits (up to a second) until `find` returns something, letting React and timers run meanwhile. */
export async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((r) => setTimeout(r, 10)));
  }
  throw new Error("not found in time");
}

/** An answer of our JSON API, for a stubbed fetch. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export { act };
