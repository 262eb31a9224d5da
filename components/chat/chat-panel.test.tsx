// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";

import { act } from "react";

import { intlUse } from "@/lib/testing/intl-use";
import { press, render } from "@/lib/testing/render";

import { ChatPanel } from "./chat-panel";

// jsdom has no matchMedia: the panel asks whether the screen is phone-sized.
let phone = false;
beforeEach(() => {
  phone = false;
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "not all and (min-width: 40rem)" && phone,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

describe("the help desk panel", () => {
  it("greets and labels itself in Hindi on a Hindi page", () => {
    const { container } = render(<ChatPanel variant="page" />, { locale: "hi" });
    expect(container.querySelector("h2")?.textContent).toBe("TechServe Solutions हेल्पडेस्क");
    expect(container.textContent).toContain("नमस्ते! मैं TechServe Solutions का वर्चुअल सहायक हूँ।");
    expect(container.querySelector("textarea")?.getAttribute("placeholder")).toBe(
      "हमारी सेवाओं या नौकरियों के बारे में पूछें...",
    );
    expect(container.querySelector("button[type=submit]")?.textContent).toBe("भेजें");
  });

  it("stays in English on an English page", () => {
    const { container } = render(<ChatPanel variant="page" />);
    expect(container.querySelector("h2")?.textContent).toBe("TechServe Solutions Helpdesk");
    expect(container.querySelector("button[type=submit]")?.textContent).toBe("Send");
  });
});

describe("a question of invisible characters", () => {
  it("is not sent: Send stays disabled and Enter asks nothing (the server refuses it)", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { container } = render(<ChatPanel variant="page" />);
    const input = container.querySelector("textarea")!;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    act(() => {
      setter.call(input, "\u200b\u2800 ");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(container.querySelector<HTMLButtonElement>("button[type=submit]")?.disabled).toBe(true);
    press("Enter", input);
    expect(fetch).not.toHaveBeenCalled();
    act(() => {
      setter.call(input, "Hello");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    expect(container.querySelector<HTMLButtonElement>("button[type=submit]")?.disabled).toBe(false);
  });
});

describe("a question at the box's length limit", () => {
  const type = (input: HTMLTextAreaElement, value: string) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    act(() => {
      setter.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  };

  it("shows how much is left near 1,000 characters, and says so at the limit instead of cutting silently", () => {
    const { container } = render(<ChatPanel variant="page" />);
    const input = container.querySelector("textarea")!;
    expect(input.maxLength).toBe(1000);
    type(input, "a".repeat(899));
    expect(container.textContent).not.toContain("characters");
    type(input, "a".repeat(950));
    expect(container.textContent).toContain("950 of 1,000 characters");
    const hint = document.getElementById(input.getAttribute("aria-describedby")!);
    expect(hint?.textContent).toBe("950 of 1,000 characters");
    type(input, "a".repeat(1000));
    expect(hint?.textContent).toBe("A question can be up to 1,000 characters. Anything longer was not added.");
    expect(container.textContent).not.toContain("1,000 of 1,000");
  });

  it("says it in Hindi on a Hindi page", () => {
    const { container } = render(<ChatPanel variant="page" />, { locale: "hi" });
    const input = container.querySelector("textarea")!;
    type(input, "क".repeat(1000));
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe(
      "सवाल में ज़्यादा से ज़्यादा 1,000 अक्षर आ सकते हैं। इससे आगे का हिस्सा नहीं जुड़ा।",
    );
  });
});

describe("the help desk when the answer does not come", () => {
  const ask = async (question: string) => {
    const input = document.querySelector("textarea")!;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    act(() => {
      setter.call(input, question);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await act(async () => {
      press("Enter", input);
      await new Promise((r) => setTimeout(r, 20));
    });
    return input;
  };
  const log = () => document.querySelector('[role="log"]')?.textContent ?? document.body.textContent ?? "";

  it("keeps what had arrived of an answer cut off half-way, and puts the question back in the box", async () => {
    const encoder = new TextEncoder();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode("Applying is free. Open the careers page, "));
            setTimeout(() => controller.error(new TypeError("network error")), 5);
          },
        });
        return new Response(body, { status: 200 });
      }),
    );
    render(<ChatPanel variant="page" />);
    const input = await ask("How do I apply?");
    expect(log()).toContain("Applying is free. Open the careers page,");
    expect(log()).toContain("Sorry, I'm having trouble connecting to our servers right now.");
    expect(input.value).toBe("How do I apply?");
  });

  it("reads a 429 page without our words (a proxy's) as 'too fast', not 'cannot connect'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>429 Too Many Requests</html>", { status: 429 })),
    );
    render(<ChatPanel variant="page" />);
    const input = await ask("Office hours?");
    expect(log()).toContain("You're sending messages a little too fast. Please wait a minute and try again.");
    expect(input.value).toBe("Office hours?");
  });
});

describe("the help desk page's panel", () => {
  it("shows the title and greeting the page formatted, formatting nothing with Intl as it hydrates", () => {
    const texts = { title: "TechServe Solutions हेल्पडेस्क", greeting: "नमस्ते! (server)" };
    const used = intlUse(() => render(<ChatPanel variant="page" texts={texts} />, { locale: "hi" }));
    expect(document.querySelector("h2")?.textContent).toBe(texts.title);
    expect(document.body.textContent).toContain("नमस्ते! (server)");
    expect(used).toEqual([]);
  });
});

describe("the floating panel", () => {
  it("is a modal dialog on a phone, where it covers the screen", () => {
    phone = true;
    render(<ChatPanel variant="floating" />);
    expect(document.querySelector("[role=dialog]")?.getAttribute("aria-modal")).toBe("true");
  });

  it("is not modal beside a desktop page, which stays usable", () => {
    render(<ChatPanel variant="floating" />);
    expect(document.querySelector("[role=dialog]")?.hasAttribute("aria-modal")).toBe(false);
  });

  it("is no dialog on the help desk page, even on a phone: the page's region takes no focus of its own", () => {
    phone = true;
    render(<ChatPanel variant="page" />);
    expect(document.querySelector("[role=dialog]")).toBeNull();
    const region = document.querySelector("section[role=region]");
    expect(region?.hasAttribute("aria-modal")).toBe(false);
    expect(region?.hasAttribute("tabindex")).toBe(false);
  });
});
