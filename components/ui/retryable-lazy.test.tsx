// @vitest-environment jsdom
// A lazily loaded part whose code fails to arrive shows its own message with Try again, and Try
// again fetches it anew; a fault of the loaded code itself still reaches the page's boundary.
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";

import { button, click, render, until } from "@/lib/testing/render";

import { retryableLazy } from "./retryable-lazy";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

class PageBoundary extends Component<{ children: ReactNode }, { message: string | null }> {
  state = { message: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  render() {
    return this.state.message ? <p>Page error: {this.state.message}</p> : this.props.children;
  }
}

const failed = (retry: () => void) => (
  <div role="alert">
    Could not load. <button onClick={retry}>Try again</button>
  </div>
);

describe("retryableLazy", () => {
  it("shows the part's message when its code does not arrive, and Try again loads it", async () => {
    let fetches = 0;
    const Part = retryableLazy(async () => {
      fetches += 1;
      if (fetches === 1) throw new Error("Failed to load chunk /_next/static/chunks/part.js");
      return Greeting;
    });
    const { container } = render(
      <PageBoundary>
        <Part name="Asha" failed={failed} loading={<p role="status">Loading…</p>} />
      </PageBoundary>,
      { intl: false },
    );
    await until(() => container.querySelector('[role="alert"]'));
    expect(container.textContent).not.toContain("Page error");

    click(button("Try again", container));
    await until(() => (container.textContent?.includes("Hello, Asha") ? true : null));
    expect(fetches).toBe(2);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("leaves a fault of the loaded code to the page's boundary", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught fault
    const Part = retryableLazy(async () => {
      return function Broken(): ReactNode {
        throw new Error("a bug in the part");
      };
    });
    const { container } = render(
      <PageBoundary>
        <Part failed={failed} />
      </PageBoundary>,
      { intl: false },
    );
    await until(() => (container.textContent?.includes("Page error: a bug in the part") ? true : null));
    expect(container.querySelector('[role="alert"]')).toBeNull();
    logged.mockRestore();
  });

  it("preloads without failing when the fetch fails, and the first render then shows the message", async () => {
    let fetches = 0;
    const Part = retryableLazy(async () => {
      fetches += 1;
      throw new Error("offline");
    });
    Part.preload();
    const { container } = render(<Part failed={failed} />, { intl: false });
    await until(() => container.querySelector('[role="alert"]'));
    expect(fetches).toBe(2);
  });
});
