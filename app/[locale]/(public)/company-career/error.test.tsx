// @vitest-environment jsdom
import { createTranslator } from "next-intl";
import { describe, expect, it, vi } from "vitest";

import { BoundaryTexts } from "@/components/i18n/boundary-texts";
import { button, click, render } from "@/lib/testing/render";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

import { careersBoundaryTexts } from "./boundary-texts";
import CareersError from "./error";

// next-intl's navigation needs a mounted app router: a plain link stands in.
vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
}));

// As the company-career layout gives them: the words formatted in the page's language, and no
// message provider around (a job's page ships none), so a boundary reaching for next-intl fails here.
function renderInSegment(locale: "en" | "hi", ui: React.ReactNode) {
  const t = createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "careers" });
  render(<BoundaryTexts texts={careersBoundaryTexts(t)}>{ui}</BoundaryTexts>, { locale, intl: false });
}

describe("the company-career segment's error boundary", () => {
  it("shows the careers heading and the spec's load error in Hindi, and retries", () => {
    const retry = vi.fn();
    renderInSegment("hi", <CareersError error={new Error("db down")} retry={retry} />);
    expect(document.querySelector("h1")!.textContent).toBe(hi.careers.hero.title);
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.querySelector("h2")!.textContent).toBe(hi.careers.states.errorTitle);
    expect(alert.textContent).toContain(hi.careers.board.loadError);
    expect(document.querySelector('a[href="/applicant"]')!.textContent).toBe(hi.careers.hero.track);
    click(button(hi.careers.states.retry));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("speaks the spec's English on an English page", () => {
    renderInSegment("en", <CareersError error={new Error("db down")} retry={vi.fn()} />);
    expect(document.querySelector("h1")!.textContent).toBe("Career Opportunities");
    expect(document.querySelector('[role="alert"]')!.textContent).toContain(
      "Failed to load job opportunities. Please check if the backend server is running.",
    );
    expect(button("Try Again")).toBeTruthy();
  });
});
