// @vitest-environment jsdom
// The apply form on a Hindi page (/hi/company-career/<id>): its words, the schema's messages under
// the fields, the API asked for Hindi, the success screen in Hindi, and its refusals.
import { afterEach, describe, expect, it, vi } from "vitest";

import { act, button, click, render, type, until } from "@/lib/testing/render";

import { ApplyForm } from "./apply-form";
import { applyToReopen } from "./apply-reopen";

const { anchor } = vi.hoisted(() => ({
  anchor: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock("next/link", () => ({ default: anchor }));
// next-intl's navigation is not loadable under Vitest's node resolution: a plain link stands in.
vi.mock("@/i18n/navigation", () => ({
  Link: anchor,
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/",
}));
vi.mock("@/i18n/intent-link", () => ({ Link: anchor }));

type Answer = { status: number; body: unknown } | "no answer";

/**
 * A stand-in XMLHttpRequest answering every POST with `answer` (a string body is sent as it is;
 * "no answer" fails as a lost connection does), or with each of a list in turn (the last one
 * repeats), remembering the headers sent.
 */
function fakeXhr(answers: Answer | Answer[]) {
  const sent: Record<string, string>[] = [];
  const queue = Array.isArray(answers) ? [...answers] : [answers];
  class FakeXhr {
    status = 0;
    responseText = "";
    upload = { addEventListener: () => {} };
    private headers: Record<string, string> = {};
    private listeners: Record<string, () => void> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(name: string, listener: () => void) {
      this.listeners[name] = listener;
    }
    abort() {}
    send() {
      sent.push(this.headers);
      const answer = queue.length > 1 ? queue.shift()! : queue[0];
      setTimeout(() => {
        if (answer === "no answer") return this.listeners.error?.();
        this.status = answer.status;
        this.responseText = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
        this.listeners.load?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const submit = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const errorOf = (name: string) => document.getElementById(`apply-${name}-error`)?.textContent;

/** Fills the rendered form with a valid application (a small PDF resume, consent ticked). */
function fillValid() {
  const input = (name: string) => document.getElementById(`apply-${name}`) as HTMLInputElement;
  type(input("fullName"), "Asha Devi");
  type(input("email"), "asha@example.in");
  type(input("phone"), "+91 98765 43210");
  const bytes = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
  const resume = new File([bytes], "asha.pdf", { type: "application/pdf" });
  // jsdom's arrayBuffer() gives a Promise zod's instanceof check misses (another realm's): a plain one.
  Object.defineProperty(resume, "arrayBuffer", { value: () => Promise.resolve(bytes.buffer) });
  const file = input("resume");
  Object.defineProperty(file, "files", { value: [resume], configurable: true });
  act(() => void file.dispatchEvent(new Event("change", { bubbles: true })));
  click(input("consent"));
}

// Each test fills its own job's form: the form keeps unsent answers per job while the page lives.
describe("the apply form in Hindi", () => {
  it("shows its labels in Hindi and the Hindi full-name message on an empty submit", async () => {
    render(<ApplyForm jobId="job-1" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
    expect(document.querySelector('label[for="apply-fullName"]')!.textContent).toBe("पूरा नाम");
    expect(document.querySelector('label[for="apply-coverLetter"]')!.textContent).toBe("कवर लेटर (ज़रूरी नहीं)");
    expect(submit().textContent).toContain("आवेदन भेजें");

    await act(async () => submit().click());
    expect(await until(() => errorOf("fullName"))).toBe("कृपया अपना पूरा नाम लिखें");
    // Shared with other forms' schemas: whichever Hindi wording the catalogue settles on.
    expect(errorOf("email")).toMatch(/^कृपया अपना ईमेल पता/);
    expect(errorOf("resume")).toBe("कृपया अपना रिज़्यूमे अपलोड करें");
  });

  it("moves focus to the first field in error in the form's order: the resume before the consent box", async () => {
    render(<ApplyForm jobId="job-2" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
    await act(async () => submit().click());
    await until(() => errorOf("fullName"));
    expect(document.activeElement?.id).toBe("apply-fullName");

    const input = (name: string) => document.getElementById(`apply-${name}`) as HTMLInputElement;
    type(input("fullName"), "Asha Devi");
    type(input("email"), "asha@example.in");
    type(input("phone"), "+91 98765 43210");
    await act(async () => submit().click());
    await until(() => !errorOf("fullName") && errorOf("resume"));
    expect(errorOf("consent")).toBeTruthy();
    expect(document.activeElement?.id).toBe("apply-resume");
  });

  it("sends a valid application asking for Hindi and shows the success in Hindi", async () => {
    const sent = fakeXhr({
      status: 201,
      body: {
        success: true,
        message: "Application submitted successfully! Your reference is CA-261126-7K3QXM.",
        reference: "CA-261126-7K3QXM",
      },
    });
    const onApplied = vi.fn();
    render(<ApplyForm jobId="job-3" onApplied={onApplied} onClose={vi.fn()} />, { locale: "hi" });
    fillValid();

    await act(async () => submit().click());
    const status = await until(() => document.querySelector('[role="status"]'));
    expect(status.textContent).toContain("आवेदन करने के लिए धन्यवाद!");
    expect(status.textContent).toContain("आपका आवेदन जमा हो गया! आपका रेफ़रेंस नंबर CA-261126-7K3QXM है।");
    expect(sent[0]).toMatchObject({ "Accept-Language": "hi" });
    expect(onApplied).toHaveBeenCalledWith("job-3");
    expect(button("रेफ़रेंस नंबर कॉपी करें")).toBeTruthy();
  });

  it("on a duplicate (409) tells someone who did not apply how to withdraw it, with a link to their applications", async () => {
    // As the API answers a Hindi page: the message in Hindi, the refusal named by its code.
    fakeXhr({
      status: 409,
      body: { success: false, message: "आप इस नौकरी के लिए पहले ही आवेदन कर चुके हैं।", code: "duplicate" },
    });
    render(<ApplyForm jobId="job-4" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    const alert = await until(() => document.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain("आपका आवेदन नहीं भेजा जा सका।");
    expect(alert.textContent).toContain("आप इस नौकरी के लिए पहले ही आवेदन कर चुके हैं।");
    const help = document.querySelector('[data-testid="duplicate-help"]')!;
    expect(help.textContent).toContain("क्या आपने आवेदन नहीं किया?");
    expect(help.querySelector("a")!.getAttribute("href")).toBe("/applicant");
  });

  it("gives no such help when the job has closed (also 409)", async () => {
    fakeXhr({ status: 409, body: { success: false, message: "इस नौकरी के लिए अब आवेदन नहीं लिए जा रहे हैं।" } });
    render(<ApplyForm jobId="job-5" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    await until(() => document.querySelector('[role="alert"]'));
    expect(document.querySelector('[data-testid="duplicate-help"]')).toBeNull();
  });

  it("puts the server's refusal of a field under that field and back in the form (400)", async () => {
    fakeXhr({
      status: 400,
      body: { success: false, message: "जांच में गड़बड़", errors: { phone: "कृपया सही फ़ोन नंबर लिखें" } },
    });
    render(<ApplyForm jobId="job-6" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    expect(await until(() => errorOf("phone"))).toBe("कृपया सही फ़ोन नंबर लिखें");
    expect(document.activeElement?.id).toBe("apply-phone");
    expect(submit().disabled).toBe(false);
  });

  it("says the application could not be sent when no answer arrives", async () => {
    fakeXhr("no answer");
    render(<ApplyForm jobId="job-7" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    const alert = await until(() => document.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain("आवेदन भेजने में दिक्कत हुई। कृपया फिर से कोशिश करें।");
  });

  it("after a send whose answer was lost, shows 'already applied' on the retry as received, not as someone else's", async () => {
    // The first send was stored but its answer never came; the retry finds the application there.
    const duplicate = { success: false, message: "आप इस नौकरी के लिए पहले ही आवेदन कर चुके हैं।", code: "duplicate" };
    fakeXhr(["no answer", { status: 409, body: duplicate }]);
    const onApplied = vi.fn();
    render(<ApplyForm jobId="job-7b" onApplied={onApplied} onClose={vi.fn()} />, { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    await until(() => document.querySelector('[role="alert"]'));
    await act(async () => button("फ़ॉर्म पर वापस जाएँ").click());
    await act(async () => submit().click());

    const status = await until(() => document.querySelector('[role="status"]'));
    expect(status.textContent).toContain("इस नौकरी के लिए इस ईमेल पते से आवेदन हमें मिल चुका है");
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(document.querySelector('[data-testid="duplicate-help"]')).toBeNull();
    expect(onApplied).toHaveBeenCalledWith("job-7b");
    expect(document.querySelector('a[href="/applicant"]')).not.toBeNull();
  });

  it("says it was not submitted when the server fails without words of its own (500)", async () => {
    fakeXhr({ status: 500, body: "<html>Internal Server Error</html>" });
    render(<ApplyForm jobId="job-8" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    const alert = await until(() => document.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain("आवेदन जमा नहीं हो सका");
    expect(document.querySelector('[data-testid="duplicate-help"]')).toBeNull();
  });

  it("counts an accepted application whose answer was unreadable as sent (201)", async () => {
    fakeXhr({ status: 201, body: "<html>proxy page</html>" });
    const onApplied = vi.fn();
    render(<ApplyForm jobId="job-9" onApplied={onApplied} onClose={vi.fn()} />, { locale: "hi" });
    fillValid();
    await act(async () => submit().click());
    const status = await until(() => document.querySelector('[role="status"]'));
    expect(status.textContent).toContain("आपका आवेदन जमा हो गया!");
    expect(onApplied).toHaveBeenCalledWith("job-9");
  });

  describe("answers not sent", () => {
    const input = (name: string) => document.getElementById(`apply-${name}`) as HTMLInputElement | null;
    const leaving = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };

    it("are kept when the form closes and come back the next time that job's form opens, not another's", () => {
      const form = (jobId: string) => <ApplyForm jobId={jobId} onApplied={vi.fn()} onClose={vi.fn()} />;
      const { rerender } = render(form("job-draft"), { locale: "hi" });
      expect(leaving()).toBe(false);
      type(input("fullName")!, "Asha Devi");
      type(input("email")!, "asha@example.in");
      // Leaving the site now asks first.
      expect(leaving()).toBe(true);

      rerender(null);
      expect(input("fullName")).toBeNull();
      expect(leaving()).toBe(false);
      rerender(form("job-draft"));
      expect(input("fullName")!.value).toBe("Asha Devi");
      expect(document.querySelector('form [role="status"]')).toBeNull(); // the resume was kept too: nothing to say
      expect(input("email")!.value).toBe("asha@example.in");
      expect(leaving()).toBe(true);

      rerender(null);
      rerender(form("job-other"));
      expect(input("fullName")!.value).toBe("");
    });

    it("are kept in the tab, text only, shortly after each change", async () => {
      render(<ApplyForm jobId="job-typed" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
      type(input("fullName")!, "Asha Devi");
      const letter = document.getElementById("apply-coverLetter") as HTMLTextAreaElement;
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(letter, "दस साल का अनुभव");
        letter.dispatchEvent(new Event("input", { bubbles: true }));
      });
      click(input("consent")!);
      await act(() => new Promise((r) => setTimeout(r, 700)));
      const kept = JSON.parse(sessionStorage.getItem("form-draft:v1:company:job-typed")!).values;
      expect(kept).toMatchObject({ fullName: "Asha Devi", coverLetter: "दस साल का अनुभव", email: "" });
      expect(kept).not.toHaveProperty("consent");
      expect(kept).not.toHaveProperty("resume");
    });

    it("come back from the tab after a reload, without the resume or the consent, and leaving asks first", () => {
      // As a reload finds it: in the tab's storage, for this history entry, not in this page's memory.
      window.history.replaceState({ formDraftEntry: "entry-reload" }, "");
      sessionStorage.setItem(
        "form-draft:v1:company:job-reload",
        JSON.stringify({
          savedAt: Date.now(),
          entry: "entry-reload",
          values: { fullName: "Asha Devi", email: "asha@example.in", coverLetter: 7 },
        }),
      );
      render(<ApplyForm jobId="job-reload" onApplied={vi.fn()} onClose={vi.fn()} />, { locale: "hi" });
      expect(input("fullName")!.value).toBe("Asha Devi");
      expect(input("email")!.value).toBe("asha@example.in");
      expect((input("coverLetter") as unknown as HTMLTextAreaElement).value).toBe("");
      expect(input("consent")!.checked).toBe(false);
      expect(leaving()).toBe(true);
      // It says what must be given again.
      expect(document.querySelector('form [role="status"]')!.textContent).toBe(
        "इस टैब में पहले भरे गए आपके जवाब वापस आ गए हैं। कृपया अपना रिज़्यूमे फिर से चुनें और सहमति के बॉक्स पर फिर से टिक करें।",
      );
    });

    it("brought back from this page's memory on another history entry, are kept in the tab for that entry at once", () => {
      window.history.replaceState({ formDraftEntry: "entry-board" }, "");
      const form = <ApplyForm jobId="job-elsewhere" onApplied={vi.fn()} onClose={vi.fn()} />;
      const { rerender } = render(form, { locale: "hi" });
      type(input("fullName")!, "Asha Devi");
      rerender(null); // closed: the answers stay in the page's memory
      // The job's own page, a new entry: Apply brings them back, and nothing is typed before the
      // phone discards the tab.
      window.history.replaceState({ formDraftEntry: "entry-job-page" }, "");
      rerender(form);
      expect(input("fullName")!.value).toBe("Asha Devi");
      const kept = JSON.parse(sessionStorage.getItem("form-draft:v1:company:job-elsewhere")!);
      expect(kept).toMatchObject({ entry: "entry-job-page", values: { fullName: "Asha Devi" } });
      expect(applyToReopen()).toBe("job-elsewhere");
    });

    it("mark the history entry while the form is open, so that a reload opens it again, and not once it is closed", () => {
      window.history.replaceState({ formDraftEntry: "entry-mark", __NA: true }, "");
      const { rerender } = render(<ApplyForm jobId="job-mark" onApplied={vi.fn()} onClose={vi.fn()} />, {
        locale: "hi",
      });
      expect(window.history.state).toEqual({ formDraftEntry: "entry-mark", __NA: true, companyApplyOpen: "job-mark" });
      expect(applyToReopen()).toBeNull(); // nothing typed yet: nothing to open again for
      sessionStorage.setItem(
        "form-draft:v1:company:job-mark",
        JSON.stringify({ savedAt: Date.now(), entry: "entry-mark", values: { fullName: "Asha Devi" } }),
      );
      expect(applyToReopen()).toBe("job-mark");
      rerender(null);
      expect(window.history.state).toEqual({ formDraftEntry: "entry-mark", __NA: true });
      expect(applyToReopen()).toBeNull();
    });

    it("are forgotten once the application is sent", async () => {
      fakeXhr({ status: 201, body: { success: true, message: "ok", reference: "CA-261126-7K3QXM" } });
      const form = <ApplyForm jobId="job-sent" onApplied={vi.fn()} onClose={vi.fn()} />;
      const { rerender } = render(form, { locale: "hi" });
      fillValid();
      await act(() => new Promise((r) => setTimeout(r, 700)));
      expect(sessionStorage.getItem("form-draft:v1:company:job-sent")).toContain("Asha Devi");
      type(input("fullName")!, "Asha Devi Kumari"); // a save is pending as the form is sent
      await act(async () => submit().click());
      await until(() => document.querySelector('[role="status"]'));
      expect(leaving()).toBe(false);
      expect(sessionStorage.getItem("form-draft:v1:company:job-sent")).toBeNull();
      // The success stays on screen: the page hidden (another app, to note the reference) and the
      // save that was pending write nothing back.
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("pagehide"));
      await act(() => new Promise((r) => setTimeout(r, 700)));
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      expect(sessionStorage.getItem("form-draft:v1:company:job-sent")).toBeNull();

      rerender(null);
      rerender(form);
      expect(input("fullName")!.value).toBe("");
    });
  });
});
