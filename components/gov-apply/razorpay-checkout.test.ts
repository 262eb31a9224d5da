import { describe, expect, it, vi } from "vitest";

import { openRazorpay } from "./razorpay-checkout";

type Handler = (response: { error?: { reason?: string; description?: string } }) => void;

/** A stand-in for Razorpay's Checkout: records its options and lets the test fire "payment.failed". */
function fakeCheckout() {
  let failed: Handler | undefined;
  const Razorpay = vi.fn(function (this: unknown) {
    return { open: vi.fn(), on: (_event: string, handler: Handler) => (failed = handler) };
  });
  const order = { id: "order_1", key: "rzp_test", amount: 50_000, currency: "INR", name: "N", description: "D" };
  const failure = vi.fn();
  openRazorpay(
    Razorpay as never,
    order as never,
    { name: "A", email: "a@example.in", contact: "9876543210" },
    { success: vi.fn(), failure, dismiss: vi.fn() },
  );
  return { fail: (response: Parameters<Handler>[0]) => failed!(response), failure };
}

describe("Razorpay Checkout's failure", () => {
  it("hands on our words for a reason we know, which the page translates", () => {
    const { fail, failure } = fakeCheckout();
    fail({ error: { reason: "insufficient_funds", description: "Payment failed due to insufficient balance." } });
    expect(failure).toHaveBeenCalledWith("Your account does not have enough balance");
  });

  it("hands on Razorpay's description for another, and a sentence of ours when there is none", () => {
    const first = fakeCheckout();
    first.fail({ error: { reason: "payment_failed", description: "Your bank declined this test payment" } });
    expect(first.failure).toHaveBeenCalledWith("Your bank declined this test payment");
    const second = fakeCheckout();
    second.fail({});
    expect(second.failure).toHaveBeenCalledWith("Payment was not completed");
  });
});
