// @vitest-environment jsdom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Confirmation } from "@/components/gov-apply/confirmation";
import { render } from "@/lib/testing/render";

vi.mock("@/i18n/navigation", () => import("@/lib/testing/intl-navigation"));

const result = { applicationNumber: "APP261129ABCDEF", paymentId: "pay_test_1", receiptUrl: "/receipt/x" };
const countdown = () => document.querySelector('[data-testid="return-countdown"]')!.textContent;

describe("the confirmation's return to the listings", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("counts 10 s down and then returns", () => {
    const onBack = vi.fn();
    render(<Confirmation result={result} onBack={onBack} />);
    expect(countdown()).toContain("Returning to job listings in 10 s");
    act(() => vi.advanceTimersByTime(9_000));
    expect(countdown()).toContain("Returning to job listings in 1 s");
    expect(onBack).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1_000));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("keeps to the clock when the browser runs its timer late", () => {
    const onBack = vi.fn();
    render(<Confirmation result={result} onBack={onBack} />);
    // The page was busy for 7 s: no tick ran, but the clock moved on.
    const clock = performance.now.bind(performance);
    let busy = 0;
    vi.spyOn(performance, "now").mockImplementation(() => clock() + busy);
    busy = 7_000;
    act(() => vi.advanceTimersByTime(250));
    expect(countdown()).toContain("Returning to job listings in 3 s");
    busy = 12_000;
    act(() => vi.advanceTimersByTime(250));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("stays when the applicant asks to", () => {
    const onBack = vi.fn();
    render(<Confirmation result={result} onBack={onBack} />);
    const stay = [...document.querySelectorAll("button")].find((b) => b.textContent === "Stay on this page")!;
    act(() => stay.click());
    act(() => vi.advanceTimersByTime(20_000));
    expect(onBack).not.toHaveBeenCalled();
    expect(countdown()).not.toContain("Returning");
  });
});
