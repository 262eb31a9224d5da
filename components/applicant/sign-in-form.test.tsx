// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { act, button, click, render, type, until, jsonResponse as answer } from "@/lib/testing/render";
import { applicantMessages } from "@/lib/validation/applicant";
import hi from "@/messages/hi.json";

import { SignInForm } from "./sign-in-form";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

describe("the applicant sign-in form", () => {
  it("asks for the e-mail, then the 6-digit code, shows a refusal and signs in", async () => {
    const fetch = vi.fn(async (url: string) =>
      url === "/api/applicant/code"
        ? answer(200, { success: true, message: applicantMessages.codeSent })
        : answer(401, { success: false, message: applicantMessages.codeRefused }),
    );
    vi.stubGlobal("fetch", fetch);
    render(<SignInForm />);

    type(document.querySelector<HTMLInputElement>('input[type="email"]')!, "Asha@Example.in");
    await act(async () => click(button("Send me a code")));
    const code = await until(() => document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'));
    expect(fetch.mock.calls[0][0]).toBe("/api/applicant/code");
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      email: "asha@example.in",
    });
    expect(document.body.textContent).toContain(applicantMessages.codeSent);

    type(code, "12345");
    await act(async () => click(button("Sign in")));
    await until(() => document.body.textContent?.includes(applicantMessages.code));
    expect(fetch).toHaveBeenCalledTimes(1);

    type(code, "123456");
    await act(async () => click(button("Sign in")));
    await until(() => document.querySelector('[role="alert"]')?.textContent?.includes(applicantMessages.codeRefused));
    expect(refresh).not.toHaveBeenCalled();

    fetch.mockImplementation(async () => answer(200, { success: true, role: "Applicant" }));
    await act(async () => click(button("Sign in")));
    await until(() => refresh.mock.calls.length > 0);
    const [url, init] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(url).toBe("/api/applicant/session");
    expect(JSON.parse(String(init.body))).toEqual({ email: "asha@example.in", code: "123456" });
  });

  it("takes someone who already has a code straight to it, sending none that would replace it", async () => {
    refresh.mockClear();
    const fetch = vi.fn(async () => answer(200, { success: true, role: "Applicant" }));
    vi.stubGlobal("fetch", fetch);
    render(<SignInForm />);

    // The address is checked first, as for sending.
    type(document.querySelector<HTMLInputElement>('input[type="email"]')!, "asha@");
    await act(async () => click(button("I already have a code")));
    await until(() => document.body.textContent?.includes(applicantMessages.emailInvalid));
    expect(document.querySelector('input[autocomplete="one-time-code"]')).toBeNull();

    type(document.querySelector<HTMLInputElement>('input[type="email"]')!, "Asha@Example.in");
    await act(async () => click(button("I already have a code")));
    const code = await until(() => document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]'));
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('[role="status"]')!.textContent).toBe(
      "Enter the newest code we e-mailed you. A code works for 10 minutes; if yours has run out, send a new one.",
    );
    expect(button("Send a new code").disabled).toBe(false);

    type(code, "654321");
    await act(async () => click(button("Sign in")));
    await until(() => refresh.mock.calls.length > 0);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/applicant/session");
    expect(JSON.parse(String(init.body))).toEqual({ email: "asha@example.in", code: "654321" });
  });

  it("says when the code was sent, and offers a new one only after 30 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const fetch = vi.fn(async () => answer(200, { success: true, message: applicantMessages.codeSent }));
      vi.stubGlobal("fetch", fetch);
      render(<SignInForm />);
      type(document.querySelector<HTMLInputElement>('input[type="email"]')!, "asha@example.in");
      await act(async () => click(button("Send me a code")));
      await until(() => document.querySelector('input[autocomplete="one-time-code"]'));
      expect(document.querySelector('[role="status"]')!.textContent).toMatch(
        /Code sent at \d{1,2}:\d{2}:\d{2}\s?[ap]m\. Only the newest code works\.$/i,
      );
      const again = () =>
        [...document.querySelectorAll("button")].find((b) => b.textContent?.startsWith("Send a new code"))!;
      expect(again().disabled).toBe(true);
      expect(again().textContent).toMatch(/^Send a new code \(\d+ s\)$/);
      await act(async () => void vi.advanceTimersByTime(31_000));
      expect(again().disabled).toBe(false);
      expect(again().textContent).toBe("Send a new code");
      await act(async () => click(again()));
      await until(() => fetch.mock.calls.length === 2);
      await until(() => again()?.disabled === true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says in Hindi when the code was sent, with the part of the day in Hindi, not am/pm", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(200, { success: true, message: applicantMessages.codeSent })),
    );
    render(<SignInForm />, { locale: "hi" });
    type(document.querySelector<HTMLInputElement>('input[type="email"]')!, "asha@example.in");
    await act(async () => click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!));
    await until(() => document.querySelector('input[autocomplete="one-time-code"]'));
    const status = document.querySelector('[role="status"]')!.textContent!;
    expect(status).toMatch(/कोड (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2}:\d{2} बजे भेजा गया।/);
    expect(status).not.toMatch(/\b[ap]m\b/i);
  });

  it("posts each step to its own page, never into a URL, until its script takes the step over", async () => {
    const fetch = vi.fn(async () => answer(200, { success: true, message: applicantMessages.codeSent }));
    vi.stubGlobal("fetch", fetch);
    render(<SignInForm />);

    /** The step's form as the server renders it, then a submit as the browser fires it once the script runs. */
    async function submitStep() {
      const form = document.querySelector("form")!;
      // Before the script has loaded the browser sends the form itself: a POST to this page.
      expect(form.getAttribute("method")).toBe("post");
      expect(form.hasAttribute("action")).toBe(false);
      const submit = new Event("submit", { bubbles: true, cancelable: true });
      await act(async () => form.dispatchEvent(submit));
      expect(submit.defaultPrevented).toBe(true);
    }

    type(document.querySelector<HTMLInputElement>('input[type="email"]')!, "asha@example.in");
    await submitStep();
    await until(() => document.querySelector('input[autocomplete="one-time-code"]'));
    expect(fetch).toHaveBeenCalledTimes(1);
    await submitStep();
    await until(() => document.body.textContent?.includes(applicantMessages.code));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

/** What the tab keeps, all of it. */
const kept = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.getItem(sessionStorage.key(i)!)).join(" ");

/**
 * The header's language switch to `href`, as Next's router takes the click, then the page going
 * away and the page in the other language opening on a new history entry.
 */
function switchLanguage(href: string, page: { rerender: (next: React.ReactNode) => void }, arrive: string) {
  const link = Object.assign(document.createElement("a"), { href });
  link.addEventListener("click", (event) => event.preventDefault());
  document.body.append(link);
  click(link);
  link.remove();
  act(() => void window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
  page.rerender(null);
  window.history.pushState(null, "", arrive);
}

describe("the applicant sign-in form across a switch of language", () => {
  it("keeps the address typed", () => {
    window.history.replaceState(null, "", "/applicant");
    const english = render(<SignInForm />);
    type(document.querySelector<HTMLInputElement>('input[type="email"]')!, "asha@example.in");
    switchLanguage("/hi/applicant", english, "/hi/applicant");

    render(<SignInForm />, { locale: "hi" });
    expect(document.querySelector("form")!.getAttribute("aria-label")).toBe(hi.portal.signIn.heading);
    expect(document.querySelector<HTMLInputElement>('input[type="email"]')!.value).toBe("asha@example.in");
  });

  it("comes back at the code's step for the same address, without the code, until signed in", async () => {
    refresh.mockClear();
    const fetch = vi.fn(async () => answer(200, { success: true, message: applicantMessages.codeSent }));
    vi.stubGlobal("fetch", fetch);
    window.history.replaceState(null, "", "/hi/applicant");
    const hindi = render(<SignInForm />, { locale: "hi" });
    type(document.querySelector<HTMLInputElement>('input[type="email"]')!, "Asha@Example.in");
    await act(async () => click(document.querySelector<HTMLButtonElement>('button[type="submit"]')!));
    type(await until(() => document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')), "654321");
    // English links to /en/...: the middleware stores the choice and answers with the unprefixed address.
    switchLanguage("/en/applicant", hindi, "/applicant");

    render(<SignInForm />);
    const code = document.querySelector<HTMLInputElement>('input[autocomplete="one-time-code"]')!;
    expect(code.value).toBe(""); // a one-time code is never kept
    expect(kept()).not.toContain("654321");
    expect(document.body.textContent).toContain("Sent to asha@example.in.");
    // No new code is sent (it would replace the one in the inbox), and the one sent is still timed.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="status"]')!.textContent).toMatch(
      /^Enter the newest code we e-mailed you\..* Code sent at \d{1,2}:\d{2}:\d{2}\s?[ap]m\. Only the newest code works\.$/i,
    );
    const again = [...document.querySelectorAll("button")].find((b) => b.textContent?.startsWith("Send a new code"))!;
    expect(again.disabled).toBe(true);
    expect(again.textContent).toMatch(/^Send a new code \(\d+ s\)$/);

    fetch.mockImplementation(async () => answer(200, { success: true, role: "Applicant" }));
    type(code, "654321");
    await act(async () => click(button("Sign in")));
    await until(() => refresh.mock.calls.length > 0);
    expect(JSON.parse(String((fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body))).toEqual({
      email: "asha@example.in",
      code: "654321",
    });
    expect(kept()).not.toContain("asha@example.in"); // signed in: nothing to bring back
  });
});
