// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { intlUse } from "@/lib/testing/intl-use";
import { render } from "@/lib/testing/render";

import { ChatPanel } from "./chat-panel";

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

describe("the help desk page's panel", () => {
  it("shows the title and greeting the page formatted, formatting nothing with Intl as it hydrates", () => {
    const texts = { title: "TechServe Solutions हेल्पडेस्क", greeting: "नमस्ते! (server)" };
    const used = intlUse(() => render(<ChatPanel variant="page" texts={texts} />, { locale: "hi" }));
    expect(document.querySelector("h2")?.textContent).toBe(texts.title);
    expect(document.body.textContent).toContain("नमस्ते! (server)");
    expect(used).toEqual([]);
  });
});
