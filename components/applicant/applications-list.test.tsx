// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";
import type { ApplicantApplications } from "@/lib/server/applicant/applications";

import { ApplicationsList } from "./applications-list";

vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

const at = "2026-11-20T05:30:00.000Z";
const submitted = { status: "submitted", label: "Submitted", reason: null, by: "applicant" as const, at };

const applications: ApplicantApplications = {
  company: [
    {
      board: "company",
      id: "c1",
      reference: "CA-261120-7K3QXM",
      jobTitle: "Network Engineer",
      company: "TechServe Solutions",
      status: "rejected",
      statusLabel: "Rejected",
      appliedAt: at,
      history: [
        submitted,
        {
          status: "rejected",
          label: "Rejected",
          reason: "The role needs CCNP.",
          by: "staff",
          at: "2026-11-22T05:30:00Z",
        },
      ],
      canWithdraw: false,
    },
  ],
  gov: [
    {
      board: "gov",
      id: "g1",
      applicationNumber: "APP261120ABCDEF",
      jobTitle: "Data Entry Operator",
      company: "Bihar State Revenue Board",
      status: "pending",
      paymentStatus: "failed",
      statusLabel: "Payment failed",
      feePaise: 50_000,
      feeReason: null,
      appliedAt: at,
      paidAt: null,
      history: [submitted],
      receiptUrl: null,
      payUrl: "/gov-career/status?number=APP261120ABCDEF",
      payNow: { applicationId: "g1", feePaise: 50_000, lastDate: "2026-12-20" },
      amountPaidPaise: null,
      refundedPaise: null,
      correctionRefundPaise: 0,
      heldForRefundPaise: 0,
      feeDuePaise: 0,
      canWithdraw: true,
    },
  ],
};

const text = () => document.body.textContent ?? "";

describe("the applicant's applications", () => {
  it("shows each application's status, history with reasons, and only the actions it allows", () => {
    render(<ApplicationsList applications={applications} />);
    expect(text()).toContain("CA-261120-7K3QXM");
    expect(text()).toContain("Reason: The role needs CCNP.");
    const items = document.querySelectorAll("li article");
    expect(items).toHaveLength(2);
    const [company, gov] = items;
    expect(company.querySelector("button")).toBeNull(); // a rejected application cannot be withdrawn
    expect([...gov.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Pay ₹500 now", "Withdraw"]);
    expect(gov.textContent).toContain("Payment failed");
    const history = company.querySelector("ol")!;
    expect([...history.querySelectorAll("li")].map((li) => li.textContent?.split(" ")[0])).toEqual([
      "Submitted",
      "Rejected",
    ]);
  });

  it("says a fee was refunded, what a correction will refund, what a correction left to pay, and a payment due back", () => {
    const gov = applications.gov[0];
    render(
      <ApplicationsList
        applications={{
          company: [],
          gov: [
            {
              ...gov,
              id: "g2",
              status: "cancelled",
              paymentStatus: "completed",
              statusLabel: "Cancelled",
              paidAt: at,
              payNow: null,
              canWithdraw: false,
              refundedPaise: 50_000,
            },
            {
              ...gov,
              id: "g3",
              paymentStatus: "completed",
              statusLabel: "Under Review",
              paidAt: at,
              amountPaidPaise: 50_000,
              payNow: { applicationId: "g3", feePaise: 20_000, lastDate: "2026-12-20" },
              feeDuePaise: 20_000,
              canWithdraw: false,
            },
            {
              ...gov,
              id: "g4",
              paymentStatus: "completed",
              paidAt: at,
              amountPaidPaise: 70_000,
              payNow: null,
              canWithdraw: false,
              correctionRefundPaise: 20_000,
            },
            // Exempt, then made chargeable by a correction: not "No fee (exempt)".
            {
              ...gov,
              id: "g6",
              paymentStatus: "exempt",
              statusLabel: "Under Review",
              payNow: { applicationId: "g6", feePaise: 50_000, lastDate: "2026-12-20" },
              feeDuePaise: 50_000,
              canWithdraw: false,
            },
            // Unpaid on a job the office set inactive before its last date: no Pay now, so not "yet".
            { ...gov, id: "g7", payNow: null, canWithdraw: true },
            // Exempt, made chargeable by a correction, then rejected: the difference can no longer be paid.
            {
              ...gov,
              id: "g8",
              status: "rejected",
              paymentStatus: "exempt",
              statusLabel: "Rejected",
              payNow: null,
              feeDuePaise: 50_000,
              canWithdraw: false,
            },
            // Paid after it was withdrawn: the bank shows the debit, the card says it comes back.
            {
              ...gov,
              id: "g5",
              status: "withdrawn",
              statusLabel: "Withdrawn",
              payNow: null,
              canWithdraw: false,
              heldForRefundPaise: 50_000,
            },
          ],
        }}
      />,
    );
    const [refunded, owing, owed, exemptOwing, closedJob, rejectedOwing, held] =
      document.querySelectorAll("li article");
    for (const card of [closedJob, rejectedOwing]) {
      expect(card.textContent).toContain("PaymentNot paid");
      expect(card.textContent).not.toContain("Not paid yet");
    }
    expect(exemptOwing.textContent).toContain("PaymentNot paid yet");
    expect(exemptOwing.textContent).not.toContain("exempt");
    expect(refunded.textContent).toContain("₹500 paid and refunded to you");
    expect(refunded.textContent).not.toContain("Paid on");
    expect([...owing.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["Pay ₹200 difference now"]);
    expect(owed.querySelector('[data-testid="correction-refund"]')?.textContent).toBe(
      "₹200 will be refunded to you: you paid more than your fee, which was lowered.",
    );
    // Withdrawn and unpaid: it can no longer be paid, so not "yet".
    expect(held.textContent).toContain("PaymentNot paid");
    expect(held.textContent).not.toContain("Not paid yet");
    expect(held.querySelector('[data-testid="held-for-refund"]')?.textContent).toMatch(
      /^We received ₹500 from you that could not be counted as this application's fee .* It will be refunded to you\.$/,
    );
  });

  it("says so when there are none", () => {
    render(<ApplicationsList applications={{ company: [], gov: [] }} />);
    expect(text()).toContain("No applications with this e-mail address yet.");
    expect(document.querySelector('a[href="/gov-career"]')).not.toBeNull();
  });

  it("is in Hindi on a Hindi page: status words, history, reasons' labels, dates and actions", () => {
    const rejected = applications.company[0].history[1];
    render(
      <ApplicationsList
        applications={{
          ...applications,
          company: [
            {
              ...applications.company[0],
              history: [submitted, { ...rejected, reason: "Position filled" }],
            },
          ],
        }}
      />,
      { locale: "hi" },
    );
    const [company, gov] = document.querySelectorAll("li article");
    expect(document.querySelector("#company-applications")!.textContent).toBe("कंपनी की नौकरियाँ (1)");
    expect(document.querySelector("#gov-applications")!.textContent).toBe("सरकारी और दूसरी नौकरियाँ (1)");
    expect(company.textContent).toContain("Network Engineer"); // the job's title as posted
    expect(company.textContent).toContain("स्थितिअस्वीकृत");
    expect(company.textContent).toContain("आवेदन की तारीख20 नवंबर 2026");
    const history = [...company.querySelectorAll("ol li")].map((li) => li.textContent);
    expect(history[0]).toMatch(/^जमा हुआ 20 नवंबर 2026/);
    expect(history[1]).toMatch(/^अस्वीकृत 22 नवंबर 2026.*, हमारी टीम ने किया/);
    expect(history[1]).toContain("कारण: पद भर चुका है");
    expect(gov.textContent).toContain("स्थितिभुगतान नहीं हो पाया");
    expect(gov.textContent).toContain("भुगतानभुगतान नहीं हो पाया");
    expect([...gov.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["₹500 का भुगतान अभी करें", "वापस लें"]);
    expect(text()).not.toMatch(/Status|History|Applied on|Payment|Withdraw|Submitted|Rejected/);
  });

  it("says in Hindi that there are none, with links to the Hindi boards", () => {
    render(<ApplicationsList applications={{ company: [], gov: [] }} />, { locale: "hi" });
    expect(text()).toContain("इस ईमेल पते से अभी तक कोई आवेदन नहीं है।");
    expect(document.querySelector('a[href="/hi/gov-career"]')!.textContent).toBe("सरकारी नौकरियाँ");
  });
});
