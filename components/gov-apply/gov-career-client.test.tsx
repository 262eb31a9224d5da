// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";

import { render } from "@/lib/testing/render";

import { GovCareerClient } from "./gov-career-client";
import type { PublicGovJob } from "./types";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));
vi.mock("@/i18n/navigation-base", () => import("@/lib/testing/intl-navigation"));

const job = (id: string, title: string, deadline: string): PublicGovJob => ({
  id,
  title,
  company: "District Collectorate, Patna",
  location: "Patna, Bihar",
  salary: "₹18,000 per month",
  experience: "Graduate",
  description: "Data entry for the district office.",
  employmentType: "CONTRACTOR",
  feePaise: 500_00,
  fees: { GENERAL: 500_00, OBC: null, EWS: null, SC: 0, ST: 0, pwd: 0, exServiceman: null, women: 250_00 },
  deadline,
  status: "active",
  isOpen: true,
});

describe("the government board served from Next's cache", () => {
  it("shows a job whose deadline passed after the page was rendered as closed, without Apply", () => {
    // Both were open when the cached page was rendered; yesterday's deadline has passed since.
    const yesterday = new Date(Date.now() - 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
    const { container } = render(
      <GovCareerClient jobs={[job("open", "Open Clerk", "2099-12-31"), job("past", "Past Clerk", yesterday)]} />,
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
