// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";

import { FixedPageAddress, Link, usePageLocale, usePagePath } from "./intent-link";
import { localizedPath, splitLocale } from "./paths";

const prefetch = vi.fn();
let pathname = "/about";
// The App Router's hooks: the page's address, and a router that shows what it was asked to prefetch.
vi.mock(import("next/navigation"), async (importOriginal) => ({
  ...(await importOriginal()),
  usePathname: () => pathname,
  useRouter: (() => ({ prefetch })) as never,
}));

// next/link as a plain anchor that shows the prefetch mode it was given.
vi.mock(import("next/link"), () => ({
  default: (({ prefetch: mode, href, ...rest }: Record<string, unknown>) => (
    <a href={href as string} data-prefetch={String(mode)} {...rest} />
  )) as never,
}));

const anchor = () => document.querySelector("a")!;
const fire = (type: string, init: EventInit = { bubbles: true }) =>
  act(() => {
    anchor().dispatchEvent(new Event(type, init));
  });

beforeEach(() => {
  prefetch.mockClear();
  pathname = "/about";
});
afterEach(() => {
  document.cookie = "NEXT_LOCALE=; max-age=0; path=/";
});

describe("addresses in each language", () => {
  it.each([
    ["/", "en", "/"],
    ["/gov-career", "en", "/gov-career"],
    ["/", "hi", "/hi"],
    ["/gov-career", "hi", "/hi/gov-career"],
    ["/gov-career?job=1#apply", "hi", "/hi/gov-career?job=1#apply"],
    ["/?ref=mail", "hi", "/hi?ref=mail"],
    ["https://example.org/", "hi", "https://example.org/"],
    ["#main-content", "hi", "#main-content"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected);
  });

  it("a switch of language names English too, for next-intl's middleware to store the choice", () => {
    expect(localizedPath("/about", "en", { prefixed: true })).toBe("/en/about");
    expect(localizedPath("/", "en", { prefixed: true })).toBe("/en");
  });

  it.each([
    ["/hi/about", "/about"],
    ["/hi", "/"],
    ["/about", "/about"],
    ["/", "/"],
    ["/history", "/history"],
    ["/en/about", "/about"],
    ["/en", "/"],
    ["/english-course", "/english-course"],
  ])("the page %s is %s without its language", (path, expected) => {
    expect(splitLocale(path).path).toBe(expected);
  });
});

describe("Link", () => {
  it("links in the page's language", () => {
    pathname = "/hi/contact";
    render(<Link href="/gov-career">नौकरियाँ</Link>);
    expect(anchor().getAttribute("href")).toBe("/hi/gov-career");
    pathname = "/contact";
    render(<Link href="/gov-career">Jobs</Link>);
    expect(document.querySelectorAll("a")[1].getAttribute("href")).toBe("/gov-career");
  });

  it("does not prefetch when it appears, only when the visitor reaches for it", () => {
    render(<Link href="/gov-career">Jobs</Link>);
    expect(anchor().dataset.prefetch).toBe("false");
    expect(prefetch).not.toHaveBeenCalled();

    fire("mouseover");
    expect(prefetch).toHaveBeenLastCalledWith("/gov-career");
    fire("touchstart");
    fire("focusin");
    expect(prefetch).toHaveBeenCalledTimes(3);
  });

  it("prefetches the page in the language it links to", () => {
    render(
      <Link href="/about" locale="hi">
        हिन्दी
      </Link>,
    );
    fire("mouseover");
    expect(prefetch).toHaveBeenCalledWith("/hi/about");
  });

  it("remembers a switch of language in next-intl's cookie, and names English for the middleware", () => {
    pathname = "/hi/about";
    render(
      <Link href="/about" locale="en" prefetch={false}>
        English
      </Link>,
    );
    expect(anchor().getAttribute("href")).toBe("/en/about");
    anchor().addEventListener("click", (event) => event.preventDefault());
    act(() => anchor().click());
    expect(document.cookie).toContain("NEXT_LOCALE=en");
  });

  it("leaves the cookie alone for a link in the page's own language", () => {
    render(
      <Link href="/contact" prefetch={false}>
        Contact
      </Link>,
    );
    anchor().addEventListener("click", (event) => event.preventDefault());
    act(() => anchor().click());
    expect(document.cookie).not.toContain("NEXT_LOCALE");
  });

  it("leaves an explicit prefetch and the caller's own handlers alone", () => {
    const onFocus = vi.fn();
    render(
      <Link href="/login" prefetch={true} onFocus={onFocus}>
        Login
      </Link>,
    );
    expect(anchor().dataset.prefetch).toBe("true");
    fire("focusin");
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("does not prefetch an address on another site", () => {
    render(<Link href="https://example.org/">Elsewhere</Link>);
    fire("mouseover");
    expect(prefetch).not.toHaveBeenCalled();
  });
});

describe("usePagePath", () => {
  function Path() {
    return <p>{usePagePath()}</p>;
  }
  it("is the page's path without its language", () => {
    pathname = "/hi/gov-career/status";
    render(<Path />);
    expect(document.querySelector("p")!.textContent).toBe("/gov-career/status");
  });

  it("is the same on the server, where an English page has its rewritten address", () => {
    pathname = "/en/about";
    render(
      <>
        <Path />
        <Link href="/gov-career">Jobs</Link>
      </>,
    );
    expect(document.querySelector("p")!.textContent).toBe("/about");
    expect(anchor().getAttribute("href")).toBe("/gov-career");
  });
});

describe("a page with a fixed address (the global 404)", () => {
  function Where() {
    return (
      <p>
        {usePageLocale()} {usePagePath()}
      </p>
    );
  }
  it("is English at its path whatever the address, in its links too", () => {
    pathname = "/hi/no-such-page";
    render(
      <FixedPageAddress locale="en" path="/">
        <Where />
        <Link href="/contact">Contact</Link>
      </FixedPageAddress>,
    );
    expect(document.querySelector("p")!.textContent).toBe("en /");
    expect(anchor().getAttribute("href")).toBe("/contact");
  });
});
