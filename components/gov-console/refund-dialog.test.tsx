// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

import { act, button, click, descriptionOf, labelOf, render } from "@/lib/testing/render";

import { RefundDialog, refundStatusText } from "./refund-dialog";
import type { GovApplicationDetail } from "./types";

type Payment = GovApplicationDetail["payments"][number];
type Refund = Payment["refunds"][number];

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: "pay-row-1",
  orderId: "order_1",
  paymentId: "pay_Second1",
  amountPaise: 50_000,
  status: "refund_pending",
  mode: "live",
  capturedAt: "2026-11-20T05:00:00.000Z",
  flaggedReason: "Second payment",
  failureReason: null,
  refundable: true,
  refundablePaise: 50_000,
  refunds: [],
  ...over,
});
const refund = (over: Partial<Refund>): Refund => ({
  id: "r1",
  refundId: "rfnd_1",
  amountPaise: 50_000,
  status: "created",
  reason: "Duplicate",
  failureReason: null,
  requestedAt: "2026-11-20T06:00:00.000Z",
  processedAt: null,
  ...over,
});
const day = (iso: string) => iso.slice(0, 10);

describe("refundStatusText", () => {
  it.each([
    ["due", payment(), "Refund due"],
    ["requested", payment({ refundable: false, refunds: [refund({})] }), "Refund requested"],
    [
      "refunded",
      payment({
        refundable: false,
        status: "refunded",
        refunds: [refund({ status: "processed", processedAt: "2026-11-22T06:00:00.000Z" })],
      }),
      "Refunded on 2026-11-22",
    ],
    [
      "failed",
      payment({ refunds: [refund({ status: "failed", failureReason: "Bank account closed" })] }),
      "Refund failed: Bank account closed — try again",
    ],
    ["not refundable", payment({ status: "captured", refundable: false }), null],
  ])("%s", (_, p, text) => {
    expect(refundStatusText(p, day)).toBe(text);
  });
});

const dialog = () => document.querySelector('[role="dialog"]')!;
const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
const textarea = () => dialog().querySelector("textarea")!;

function type(value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;
    setter.call(textarea(), value);
    textarea().dispatchEvent(new Event("input", { bubbles: true }));
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("RefundDialog", () => {
  it("names the amount, focuses the reason, and needs one before anything is sent", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    render(<RefundDialog payment={payment()} onClose={() => {}} onDone={() => {}} />);
    await settle();
    expect(labelOf(dialog())).toBe("Refund ₹500");
    expect(document.activeElement).toBe(textarea());
    button("Refund ₹500", dialog()).focus();
    click(button("Refund ₹500", dialog()));
    await settle();
    expect(textarea().getAttribute("aria-invalid")).toBe("true");
    // Focus goes to the field, whose error is read out with it.
    expect(document.activeElement).toBe(textarea());
    expect(descriptionOf(textarea())).toContain("Please give a reason for the refund.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("names what goes back of a cancelled application's fee when a correction holds part of it", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const fee = payment({ status: "captured", paymentId: "pay_Fee1", amountPaise: 100_000, refundablePaise: 70_000 });
    render(<RefundDialog payment={fee} onClose={() => {}} onDone={() => {}} />);
    await settle();
    expect(labelOf(dialog())).toBe("Refund ₹700");
    expect(dialog().textContent).toContain(
      "₹700 of payment pay_Fee1 (₹1,000) goes back to the applicant: the other ₹300 is an overpayment refunded on its own (left by a correction, or by a fee lowered after the payment was started).",
    );
    expect(button("Refund ₹700", dialog())).toBeTruthy();
  });

  it("posts the reason and hands back the server's answer; a refusal stays on screen", async () => {
    const answer = { success: true, message: "Refund of ₹500 requested.", refund: { status: "created" } };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ success: false, message: "A refund is under way." }, { status: 409 }))
      .mockResolvedValueOnce(Response.json(answer));
    vi.stubGlobal("fetch", fetch);
    const onDone = vi.fn();
    render(<RefundDialog payment={payment()} onClose={() => {}} onDone={onDone} />);
    await settle();
    type("  Paid twice  ");
    click(button("Refund ₹500", dialog()));
    await settle();
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe("A refund is under way.");
    click(button("Refund ₹500", dialog()));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/gov/payments/pay-row-1/refund");
    expect(JSON.parse(String(init.body))).toEqual({ reason: "Paid twice" });
    expect(onDone).toHaveBeenCalledWith(answer);
  });
});
