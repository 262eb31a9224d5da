// @vitest-environment jsdom
// The company board's error panel when the jobs API answers with an error: the spec's English
// status line on an English page, a whole Hindi sentence (no English status text) on a Hindi one.
// And its first page in the server's words: hydrating it formats nothing with Intl.
import { createTranslator } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { JobCardJob } from "@/components/careers/job-card";
import { intlUse } from "@/lib/testing/intl-use";
import { act, button, click, jsonResponse, render, type, until } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { boardTexts } from "./board-texts";
import { JobBoardClient, type BoardPage } from "./job-board-client";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));
vi.mock("@/i18n/intent-link", () => import("@/lib/testing/intl-navigation")); // the apply modal's consent link

const empty: BoardPage = { jobs: [], total: 0, pageInfo: { limit: 12, hasMore: false, nextCursor: null } };

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

/** The board opened from a shared search link, its search answered by `answer`. */
async function failedBoard(locale: "en" | "hi", answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal("fetch", fetch);
  window.history.replaceState(null, "", `${locale === "hi" ? "/hi" : ""}/company-career?q=patna`);
  render(<JobBoardClient initial={empty} texts={{ count: "", cards: {} }} />, { locale });
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

const job = (id: string, title: string, applicationCount: number): JobCardJob => ({
  id,
  title,
  company: "TechServe Solutions",
  location: "Patna, Bihar",
  salary: "₹15,000 - ₹18,000 per month",
  experience: "0-2 years",
  description: "Answer customer calls in Hindi and English.",
  employmentType: "FULL_TIME",
  color: "PurpleIndigo",
  applicationCount,
  postedDate: "2026-11-20T06:30:00.000Z",
});

describe("the company board's first page", () => {
  const first: BoardPage = {
    jobs: [job("cjob-1", "Customer Support Executive", 1), job("cjob-2", "Payroll Assistant", 12)],
    total: 2,
    pageInfo: { limit: 12, hasMore: false, nextCursor: null },
  };
  const texts = (locale: "en" | "hi") =>
    boardTexts(first, createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "careers" }));
  const counts = () => [...document.querySelectorAll('[data-testid="application-count"]')].map((c) => c.textContent);

  it("shows the server's words and builds no plural or number formatter while it hydrates", () => {
    const words = texts("hi");
    const used = intlUse(() => render(<JobBoardClient initial={first} texts={words} />, { locale: "hi" }));
    expect(document.querySelector('[data-testid="job-count"]')!.textContent).toBe("2 नौकरियाँ उपलब्ध");
    expect(counts()).toEqual(["1 आवेदन", "12 आवेदन"]);
    expect(document.querySelectorAll("time")[0].textContent).toBe("20 नवंबर 2026");
    expect(button("अभी आवेदन करें: Payroll Assistant")).toBeTruthy();
    // The posted dates' elements render here, in the test; on the site the server renders them.
    expect(used.filter((use) => use === "new PluralRules" || use === "new NumberFormat")).toEqual([]);
  });

  it("formats its own words for a search's results", async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(200, { ...first, jobs: [job("cjob-2", "Payroll Assistant", 13)], total: 1 }),
    );
    vi.stubGlobal("fetch", fetch);
    window.history.replaceState(null, "", "/company-career?q=payroll");
    render(<JobBoardClient initial={first} texts={texts("en")} />);
    await until(() => document.querySelector('[data-testid="job-count"]')!.textContent!.includes("payroll"));
    expect(document.querySelector('[data-testid="job-count"]')!.textContent).toBe(
      '1 opportunity available for "payroll"',
    );
    expect(counts()).toEqual(["13 applications"]);
  });
});

describe("the apply modal after a reload", () => {
  const first: BoardPage = {
    jobs: [job("cjob-1", "Customer Support Executive", 1), job("cjob-2", "Payroll Assistant", 12)],
    total: 2,
    pageInfo: { limit: 12, hasMore: false, nextCursor: null },
  };
  const words = () => boardTexts(first, createTranslator({ locale: "en", messages: en, namespace: "careers" }));
  /** The page comes back on an entry the modal of `open` was marked on, with `kept` typed for `keptFor`. */
  function reloadedOn(open: string, keptFor: string, search = "") {
    window.history.replaceState(
      { formDraftEntry: "entry-board", companyApplyOpen: open },
      "",
      `/company-career${search}`,
    );
    sessionStorage.clear();
    sessionStorage.setItem(
      `form-draft:v1:company:${keptFor}`,
      JSON.stringify({ savedAt: Date.now(), entry: "entry-board", values: { fullName: "Asha Devi" } }),
    );
  }
  const dialog = () => document.querySelector('[role="dialog"]');

  it("opens again for the job it was open for, with the answers the tab kept and what to choose again", async () => {
    reloadedOn("cjob-2", "cjob-2");
    render(<JobBoardClient initial={first} texts={words()} />);
    const open = await until(dialog);
    expect(open.textContent).toContain("Apply for Payroll Assistant");
    expect((document.getElementById("apply-fullName") as HTMLInputElement).value).toBe("Asha Devi");
    expect(open.querySelector('form [role="status"]')!.textContent).toBe(en.apply.restored);
  });

  it("opens again once a search in the address has found that job", async () => {
    const other = job("cjob-9", "Field Sales Officer", 0);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { ...first, jobs: [other], total: 1 })),
    );
    reloadedOn("cjob-9", "cjob-9", "?q=sales");
    render(<JobBoardClient initial={first} texts={words()} />);
    const open = await until(dialog);
    expect(open.textContent).toContain("Apply for Field Sales Officer");
  });

  it("decides once: a job not on the board it comes back to opens nothing when a later search finds it", async () => {
    const other = job("cjob-9", "Field Sales Officer", 0);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { ...first, jobs: [other], total: 1 })),
    );
    reloadedOn("cjob-9", "cjob-9");
    render(<JobBoardClient initial={first} texts={words()} />);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(dialog()).toBeNull();
    const box = document.querySelector<HTMLInputElement>('input[type="search"]')!;
    type(box, "sales");
    await until(() => document.querySelector('[data-testid="job-count"]')!.textContent!.includes("sales"));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(document.body.textContent).toContain("Field Sales Officer");
    expect(dialog()).toBeNull();
  });

  it("stays closed when the tab kept nothing for that job", async () => {
    reloadedOn("cjob-2", "cjob-1");
    render(<JobBoardClient initial={first} texts={words()} />);
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(dialog()).toBeNull();
  });
});
