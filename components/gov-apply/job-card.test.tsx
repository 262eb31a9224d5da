// @vitest-environment jsdom
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { applicationFee } from "@/content/application-fee";
import en from "@/messages/en.json";

import { FeeNotice } from "./fee-notice";
import { JobCard } from "./job-card";
import { testGovJob } from "./test-job";

const job = testGovJob;

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

const html = (node: React.ReactElement) => {
  document.body.innerHTML = renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Kolkata">
      {node}
    </NextIntlClientProvider>,
  );
  return document.body;
};

/** The definition beside a term of the card's fact list. */
const fact = (root: ParentNode, term: string) =>
  [...root.querySelectorAll("dt")].find((dt) => dt.textContent === term)?.nextElementSibling as HTMLElement;

describe("the government job card's fee", () => {
  it("says beside the fee whose fee it is and that TechServe never charges for its own placement", () => {
    const fee = fact(html(<JobCard job={job} onApply={() => {}} />), "Fee");
    expect(fee.querySelector("strong")!.textContent).toBe("₹0 – ₹500");
    expect(fee.textContent).toContain(
      "This is the recruiting body's application fee, collected for it through Razorpay. TechServe Solutions never charges for its own placement.",
    );
  });

  it("folds 'How to verify' away, with the status page and the contact page to report a scam", () => {
    const details = fact(html(<JobCard job={job} onApply={() => {}} />), "Fee").querySelector(
      '[data-testid="fee-notice"] details',
    ) as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")!.textContent).toBe("How to verify");
    const steps = [...details.querySelectorAll("li")].map((li) => li.textContent);
    expect(steps).toHaveLength(applicationFee.verify.length);
    expect(steps.join(" ")).toMatch(/official notification/);
    expect(steps.join(" ")).toMatch(/never to a personal account, a UPI ID or over a phone call/);
    expect([...details.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/gov-career/status",
      "/contact",
    ]);
  });

  it("folds the fee table away: every category, and only the concessions the job grants", () => {
    const details = fact(html(<JobCard job={job} onApply={() => {}} />), "Fee").querySelector("details")!;
    expect(details.querySelector("summary")!.textContent).toBe("Fee by category");
    const rows = [...details.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["UR / General", "₹500"],
      ["OBC (Non-Creamy Layer)", "₹500"],
      ["EWS", "₹500"],
      ["SC", "₹0"],
      ["ST", "₹0"],
      ["PwD (Divyang)", "₹0"],
      ["Women", "₹250"],
    ]);
  });

  it("shows the notice on a closed job too, since its fee is still on show", () => {
    const card = html(<JobCard job={{ ...job, isOpen: false }} onApply={() => {}} />);
    expect(card.querySelector('[data-testid="fee-notice"]')).not.toBeNull();
  });
});

describe("FeeNotice full", () => {
  it("shows the notice and every step open, under a heading at the level the page asks for", () => {
    const body = html(<FeeNotice variant="full" headingLevel={3} />);
    const section = body.querySelector("section")!;
    expect(section.getAttribute("aria-label")).toBe("About the application fee");
    expect(section.querySelector("details")).toBeNull();
    expect(section.querySelector("h3")!.textContent).toBe("How to verify");
    expect(section.querySelectorAll("li")).toHaveLength(applicationFee.verify.length);
    expect(section.textContent).toContain("“guaranteed selection” is a scammer");
  });
});
