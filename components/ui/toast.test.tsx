// @vitest-environment jsdom
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ApiClientError } from "@/lib/api-client";
import { act, button, click, render } from "@/lib/testing/render";

import { TOAST_MS, type ToastApi, ToastProvider, useToast } from "./toast";

const grabbed: { api?: ToastApi } = {};
function Grab() {
  const api = useToast();
  useEffect(() => {
    grabbed.api = api;
  }, [api]);
  return null;
}
const api = new Proxy({} as ToastApi, { get: (_, key: keyof ToastApi) => grabbed.api![key] });
const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')];

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <ToastProvider>
      <Grab />
    </ToastProvider>,
  );
});
afterEach(() => vi.useRealTimers());

describe("toasts", () => {
  it("announce successes politely and errors assertively, each once, then go after 4 seconds", () => {
    act(() => api.success("Job created successfully!"));
    act(() => api.error("Failed to delete job"));
    const [ok, failed] = toasts();
    expect(ok.dataset.kind).toBe("success");
    expect(ok.parentElement!.getAttribute("role")).toBe("status");
    expect(ok.parentElement!.getAttribute("aria-live")).toBe("polite");
    expect(failed.dataset.kind).toBe("error");
    expect(failed.parentElement!.getAttribute("role")).toBe("alert");
    expect(failed.parentElement!.getAttribute("aria-live")).toBe("assertive");
    // One live region above each toast: a second one inside it is read a second time.
    for (const toast of [ok, failed]) {
      expect(toast.querySelectorAll("[role=status],[role=alert],[aria-live]")).toHaveLength(0);
      expect(toast.hasAttribute("role")).toBe(false);
    }
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(toasts()).toHaveLength(0);
  });

  it("spell out an API error: the server's message and one line per rejected file", () => {
    const error = new ApiClientError(400, "Some files were rejected", {}, [
      { filename: "a.exe", error: "Not allowed" },
    ]);
    act(() => api.error("Upload failed", error));
    expect(toasts()[0].textContent).toContain("Upload failed");
    expect(toasts()[0].querySelector(".whitespace-pre-line")!.textContent).toBe(
      "Some files were rejected\na.exe: Not allowed",
    );
  });

  it("keep at most four and can be dismissed", () => {
    for (let i = 1; i <= 5; i++) act(() => api.show("info", `Note ${i}`));
    expect(toasts().map((t) => t.querySelector("p")!.textContent)).toEqual(["Note 2", "Note 3", "Note 4", "Note 5"]);
    click(button("Dismiss", toasts()[0]));
    expect(toasts()).toHaveLength(3);
  });
});
