// @vitest-environment jsdom
import { createTranslator, NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";

import { GET as formTexts } from "@/app/[locale]/(public)/gov-career/form-texts.v2.json/route";
import { pickMessages } from "@/lib/i18n/pick-messages";
import { Link } from "@/lib/testing/intl-navigation";
import { intlUse } from "@/lib/testing/intl-use";
import { act, button, jsonResponse, render, type, until } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { govBoardTexts } from "./board-texts";
import { resetFormTexts } from "./form-texts";
import { GovCareerClient } from "./gov-career-client";
import { GOV_BOARD_MESSAGE_PARTS } from "./message-parts";
import { testGovJob } from "./test-job";
import type { PublicGovJob } from "./types";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));
vi.mock("@/i18n/navigation-base", () => import("@/lib/testing/intl-navigation"));

// jsdom has no scrolling.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

const job = (id: string, title: string, deadline: string): PublicGovJob => ({ ...testGovJob, id, title, deadline });

/** The board as its page renders it: the jobs, and their words formatted on the server. */
function board(jobs: PublicGovJob[], locale: "en" | "hi" = "en") {
  const messages = locale === "hi" ? hi : en;
  const texts = govBoardTexts(
    jobs,
    locale,
    createTranslator({ locale, messages, namespace: "govBoard" }),
    createTranslator({ locale, messages, namespace: "govForm.feeNotice" }),
  );
  return { texts, element: <GovCareerClient jobs={jobs} texts={texts} /> };
}

describe("the government board's words", () => {
  it("hydrates in the server's words, formatting nothing with Intl", () => {
    const jobs = [job("one", "Data Entry Operator", "2099-12-31"), job("two", "Peon", "2099-11-30")];
    const { texts, element } = board(jobs, "hi");
    // Marked, to tell the server's words from the browser's own.
    texts.cards.one = { ...texts.cards.one, fee: `${texts.cards.one.fee} (server)` };
    texts.cards.two = { ...texts.cards.two, deadline: `${texts.cards.two.deadline} (server)` };
    const used = intlUse(() => render(element, { locale: "hi" }));
    expect(used).toEqual([]);
    const cards = [...document.querySelectorAll('[data-testid="gov-job-card"]')];
    expect(cards[0].textContent).toContain("₹0 – ₹500 (server)");
    expect(cards[1].querySelector("time")!.textContent).toBe("30 नवंबर 2099 (server)");
    expect(cards[0].querySelector('[data-testid="fee-notice"] p')!.textContent).toContain("TechServe Solutions");
    expect(document.body.textContent).toContain("2 अवसर");
  });
});

describe("the government board served from Next's cache", () => {
  it("shows a job whose deadline passed after the page was rendered as closed, without Apply", () => {
    // Both were open when the cached page was rendered; yesterday's deadline has passed since.
    const yesterday = new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const { container } = render(
      board([job("open", "Open Clerk", "2099-12-31"), job("past", "Past Clerk", yesterday)]).element,
    );
    const card = (title: string) =>
      [...container.querySelectorAll('[data-testid="gov-job-card"]')].find((c) => c.textContent?.includes(title))!;
    const applyIn = (title: string) =>
      [...card(title).querySelectorAll("button")].some((b) => b.textContent === "Apply Now");
    expect(applyIn("Open Clerk")).toBe(true);
    expect(applyIn("Past Clerk")).toBe(false);
    expect(card("Past Clerk").textContent).toContain("Applications closed");
  });
});

describe("the form's words, fetched when a job is picked", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetFormTexts();
  });

  it("opens the Hindi form with the words and error messages it fetched, after a failed fetch is tried again", async () => {
    const asked: string[] = [];
    let textsAnswers = 0;
    vi.stubGlobal("fetch", async (input: string) => {
      asked.push(input);
      if (input === "/api/gov/applications/reservation")
        return jsonResponse(200, {
          applicationNumber: "GOV-260101-0001",
          token: "t",
          checkout: { mode: "test", keyId: null },
        });
      if (input === "/hi/gov-career/form-texts.v2.json") {
        textsAnswers += 1;
        if (textsAnswers === 1) return new Response("unavailable", { status: 503 });
        return formTexts(new Request(`http://127.0.0.1${input}`), { params: Promise.resolve({ locale: "hi" }) });
      }
      throw new Error(`unexpected fetch ${input}`);
    });
    // As the page sends them: the board's words only, none of the form's labels or error messages.
    const messages = pickMessages(hi, ["ui", "consent", "jobFacts", ...GOV_BOARD_MESSAGE_PARTS]);
    expect(JSON.stringify(messages)).not.toContain(hi.govForm.fields.fatherHusbandName);
    expect(JSON.stringify(messages)).not.toContain(hi.govForm.submit.review);
    const { container } = render(
      <NextIntlClientProvider locale="hi" timeZone="Asia/Kolkata" messages={messages}>
        {board([job("open", "Open Clerk", "2099-12-31")], "hi").element}
      </NextIntlClientProvider>,
      { locale: "hi", intl: false },
    );

    await act(async () => button("अभी आवेदन करें", container).click());
    const alert = await until(() => container.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain(hi.govBoard.form.reservationError);

    await act(async () => button(hi.govBoard.form.retry, container).click());
    const father = await until(() => container.querySelector('label[for="fatherHusbandName"]'));
    expect(father.textContent).toBe(hi.govForm.fields.fatherHusbandName);
    expect(asked.filter((url) => url.endsWith("form-texts.v2.json"))).toHaveLength(2);

    // The fetched error dictionary puts the form's own validation messages into Hindi.
    await act(async () => button(hi.govForm.submit.review, container).click());
    const error = await until(() => document.getElementById("name-error"));
    expect(error.textContent).toBe("नाम भरना ज़रूरी है");
  });
});

describe("a form this tab was filling in when the page went", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetFormTexts();
    sessionStorage.clear();
    window.history.replaceState(null, "");
  });

  function serveForm() {
    vi.stubGlobal("fetch", async (input: string) => {
      if (input === "/api/gov/applications/reservation")
        return jsonResponse(200, {
          applicationNumber: "GOV-260101-0002",
          token: "t",
          checkout: { mode: "test", keyId: null },
        });
      if (input === "/gov-career/form-texts.v2.json")
        return formTexts(new Request(`http://127.0.0.1${input}`), { params: Promise.resolve({ locale: "en" }) });
      throw new Error(`unexpected fetch ${input}`);
    });
  }
  /** As a reload finds the tab: on the form's history entry, with the answers kept for that entry. */
  const kept = (values: Record<string, unknown>, entry = { govApplicationForm: true }) => {
    window.history.replaceState({ ...entry, formDraftEntry: "entry-1" }, "");
    sessionStorage.setItem("form-draft:v1:gov:open", JSON.stringify({ savedAt: Date.now(), entry: "entry-1", values }));
  };
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;

  it("opens again after a reload on the form's entry, with the answers kept and a note of what to give again", async () => {
    serveForm();
    kept({ name: "Asha Kumari", email: "asha@example.com", category: "SC", categoryCertificateNumber: "BR/SC/123" });
    const { container } = render(board([job("open", "Open Clerk", "2099-12-31")]).element);
    await until(() => container.querySelector('label[for="fatherHusbandName"]'));
    expect(field("name").value).toBe("Asha Kumari");
    expect(field("email").value).toBe("asha@example.com");
    expect((document.getElementById("category") as HTMLSelectElement).value).toBe("SC");
    expect(field("aadharNo").value).toBe("");
    expect(container.querySelector('[role="status"]')!.textContent).toContain(en.govForm.draft.restored);

    // Typing is kept too, shortly after; the Aadhaar number never is.
    type(field("motherName"), "Sunita Devi");
    type(field("aadharNo"), "234567890124");
    await act(() => new Promise((r) => setTimeout(r, 700)));
    const stored = sessionStorage.getItem("form-draft:v1:gov:open")!;
    expect(JSON.parse(stored).values.motherName).toBe("Sunita Devi");
    expect(stored).not.toContain("234567890124");

    // "Clear the form" starts afresh and forgets them.
    await act(async () => button(en.govForm.draft.startAfresh, container).click());
    expect(field("name").value).toBe("");
    expect(field("motherName").value).toBe("");
    expect(container.textContent).not.toContain(en.govForm.draft.restored);
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(sessionStorage.getItem("form-draft:v1:gov:open")).toBeNull();
  });

  it("stays on the board on another history entry (a new visit in the tab), and Apply starts a blank form", async () => {
    serveForm();
    kept({ name: "Asha Kumari" });
    window.history.replaceState({ __NA: true }, ""); // not the entry the answers were typed on
    const { container } = render(board([job("open", "Open Clerk", "2099-12-31")]).element);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelector('label[for="name"]')).toBeNull();
    await act(async () => button("Apply Now", container).click());
    await until(() => container.querySelector('label[for="name"]'));
    expect(field("name").value).toBe("");
    expect(container.textContent).not.toContain(en.govForm.draft.restored);
  });

  it("does not open a job that has closed since, and forgets what was kept for it", async () => {
    serveForm();
    kept({ name: "Asha Kumari" });
    const yesterday = new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const { container } = render(board([job("open", "Open Clerk", yesterday)]).element);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container.textContent).toContain("Applications closed");
    expect(sessionStorage.getItem("form-draft:v1:gov:open")).toBeNull();
  });

  it("puts the form's entry back, still bound to its kept answers, when the visitor refuses to leave by Back", async () => {
    serveForm();
    kept({ name: "Asha Kumari" });
    const { container } = render(board([job("open", "Open Clerk", "2099-12-31")]).element);
    await until(() => container.querySelector('label[for="fatherHusbandName"]'));
    vi.stubGlobal("confirm", () => false);
    window.history.replaceState({ __NA: true }, ""); // Back: the board's entry below the form's
    act(() => void window.dispatchEvent(new PopStateEvent("popstate", { state: { __NA: true } })));
    expect(window.history.state).toMatchObject({ govApplicationForm: true, formDraftEntry: "entry-1" });
    // The camera opens: the tab is hidden, the answers are written for that entry, a reload finds them.
    type(field("motherName"), "Sunita Devi");
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(sessionStorage.getItem("form-draft:v1:gov:open")!)).toMatchObject({
      entry: "entry-1",
      values: { name: "Asha Kumari", motherName: "Sunita Devi" },
    });
  });

  it("marks the form's entry again when Next rewrites its state (a refresh committing late)", async () => {
    serveForm();
    kept({ name: "Asha Kumari" });
    const { container, rerender } = render(board([job("open", "Open Clerk", "2099-12-31")]).element);
    await until(() => container.querySelector('label[for="fatherHusbandName"]'));
    window.history.replaceState({ __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: {} }, ""); // as Next writes it
    rerender(board([job("open", "Open Clerk", "2099-12-31")]).element); // the refreshed page's props
    expect(window.history.state).toMatchObject({ __NA: true, govApplicationForm: true, formDraftEntry: "entry-1" });
  });

  it("forgets the answers when the visitor agrees to leave by a link, and the page unloading does not write them back", async () => {
    serveForm();
    kept({ name: "Asha Kumari" });
    const { container } = render(
      <>
        {board([job("open", "Open Clerk", "2099-12-31")]).element}
        <Link href="/login">Login</Link>
      </>,
    );
    await until(() => container.querySelector('label[for="fatherHusbandName"]'));
    type(field("motherName"), "Sunita Devi");
    const asked: string[] = [];
    vi.stubGlobal("confirm", (message: string) => (asked.push(message), true));
    const link = container.querySelector('a[href="/login"]') as HTMLAnchorElement;
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    act(() => link.click());
    expect(asked).toEqual([en.govBoard.form.leaveConfirm]); // kept answers ask first, as typed ones do
    window.dispatchEvent(new Event("pagehide")); // the whole-page load hides this one
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(sessionStorage.getItem("form-draft:v1:gov:open")).toBeNull();
  });
});
