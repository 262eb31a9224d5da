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

  it("says so when there are none", () => {
    render(<ApplicationsList applications={{ company: [], gov: [] }} />);
    expect(text()).toContain("No applications with this e-mail address yet.");
    expect(document.querySelector('a[href="/gov-career"]')).not.toBeNull();
  });
});
