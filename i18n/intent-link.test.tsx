// @vitest-environment jsdom
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";

import { Link } from "./intent-link";

const prefetch = vi.fn();
// next-intl's Link and router need the App Router: stand-ins that show what they were given.
vi.mock(import("./navigation-base"), () => ({
  Link: (({ prefetch: mode, href, locale: _locale, ...rest }: Record<string, unknown>) => (
    <a href={href as string} data-prefetch={String(mode)} {...rest} />
  )) as never,
  useRouter: (() => ({ prefetch })) as never,
}));

const anchor = () => document.querySelector("a")!;
const fire = (type: string, init: EventInit = { bubbles: true }) =>
  act(() => {
    anchor().dispatchEvent(new Event(type, init));
  });

beforeEach(() => prefetch.mockClear());

describe("Link", () => {
  it("does not prefetch when it appears, only when the visitor reaches for it", () => {
    render(<Link href="/gov-career">Jobs</Link>);
    expect(anchor().dataset.prefetch).toBe("false");
    expect(prefetch).not.toHaveBeenCalled();

    fire("mouseover");
    expect(prefetch).toHaveBeenLastCalledWith("/gov-career", undefined);
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
    expect(prefetch).toHaveBeenCalledWith("/about", { locale: "hi" });
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
