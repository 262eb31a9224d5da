// @vitest-environment jsdom
// The footer's year: a page built in one year and visited in the next shows the visitor's year once
// hydrated (hydration alone keeps the server's text).
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CopyrightYear } from "./copyright-year";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("CopyrightYear", () => {
  it("replaces the year the page was built in with the year in India now, once hydrated", async () => {
    const container = document.createElement("p");
    container.innerHTML = renderToString(<CopyrightYear year={2026} />);
    document.body.append(container);
    expect(container.textContent).toBe("2026");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-31T19:00:00Z")); // 00:30 on 1 January 2027 in India
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, <CopyrightYear year={2026} />);
    });
    expect(container.textContent).toBe("2027");
    expect(errors).not.toHaveBeenCalled(); // hydrated without a mismatch
  });
});
