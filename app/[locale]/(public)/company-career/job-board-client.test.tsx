// @vitest-environment jsdom
// The company board's error panel when the jobs API answers with an error: the spec's English
// status line on an English page, a whole Hindi sentence (no English status text) on a Hindi one.
import { afterEach, describe, expect, it, vi } from "vitest";

import { button, click, jsonResponse, render, until } from "@/lib/testing/render";

import { JobBoardClient, type BoardPage } from "./job-board-client";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

const empty: BoardPage = { jobs: [], total: 0, pageInfo: { limit: 12, hasMore: false, nextCursor: null } };

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

/** The board opened from a shared search link, its search answered by `answer`. */
async function failedBoard(locale: "en" | "hi", answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetch);
  window.history.replaceState(null, "", `${locale === "hi" ? "/hi" : ""}/company-career?q=patna`);
  render(<JobBoardClient initial={empty} />, { locale });
  const alert = await until(() => document.querySelector('[role="alert"]'));
  return { alert, fetch };
}

const serverError = () => new Response("", { status: 500, statusText: "Internal Server Error" });

describe("the company board's load error", () => {
  it("says in Hindi that the server reported a problem, with its code only, and retries", async () => {
    const { alert, fetch } = await failedBoard("hi", serverError);
    expect(alert.querySelector("p")!.textContent).toBe(
      "नौकरियाँ लोड नहीं हो सकीं: सर्वर ने गड़बड़ी बताई (कोड 500)। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
    );
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
    fetch.mockImplementation(async () => jsonResponse(200, empty));
    click(button("फिर से कोशिश करें", alert));
    await until(() => !document.querySelector('[role="alert"]'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows the server's status line on an English page, as the spec words it", async () => {
    const { alert } = await failedBoard("en", serverError);
    expect(alert.querySelector("p")!.textContent).toBe("Failed to fetch jobs: 500 Internal Server Error");
  });

  it("keeps the general message when no answer came", async () => {
    const { alert } = await failedBoard("hi", () => {
      throw new TypeError("Failed to fetch");
    });
    expect(alert.querySelector("p")!.textContent).toBe("नौकरियाँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर से कोशिश करें।");
  });
});
