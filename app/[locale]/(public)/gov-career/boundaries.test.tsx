// @vitest-environment jsdom
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";

import { BoundaryTexts } from "@/components/i18n/boundary-texts";
import { button, click, render } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { govBoundaryTexts } from "./boundary-texts";
import GovCareerError from "./error";
import ReceiptError from "./receipt/[applicationNumber]/error";
import ReceiptLoading from "./receipt/[applicationNumber]/loading";

// As the gov-career layout gives them: the boundaries' words formatted in the page's language, and
// no message provider around (a job's page ships none), so a boundary that reached for next-intl
// would fail here.
function renderInSegment(locale: "en" | "hi", ui: React.ReactNode) {
  const t = createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "govBoard" });
  render(<BoundaryTexts texts={govBoundaryTexts(t)}>{ui}</BoundaryTexts>, { locale, intl: false });
}

describe("the gov-career segment's boundaries", () => {
  it("the board's error says what happened in Hindi and reloads the page", () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    renderInSegment("hi", <GovCareerError />);
    expect(document.querySelector("h1")!.textContent).toBe("सरकारी और अन्य नौकरी के अवसर");
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(
      "नौकरी के अवसर लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।",
    );
    click(button("फिर कोशिश करें"));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it("the receipt's error speaks English on an English page and retries", () => {
    const reset = vi.fn();
    renderInSegment("en", <ReceiptError reset={reset} />);
    expect(document.querySelector("h1")!.textContent).toBe(en.govBoard.receiptError.heading);
    expect(document.querySelector('[role="alert"]')!.textContent).toBe(en.govBoard.receiptError.message);
    click(button(en.govBoard.loadError.retry));
    expect(reset).toHaveBeenCalledOnce();
  });

  it("the receipt's loading state announces itself in Hindi", () => {
    renderInSegment("hi", <ReceiptLoading />);
    expect(document.querySelector('[role="status"]')!.textContent).toBe("रसीद आ रही है...");
  });
});
