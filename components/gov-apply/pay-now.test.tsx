// @vitest-environment jsdom
// Razorpay's Checkout stays open after a failed attempt and lets the applicant try another way. A
// success after that is confirmed with our server while the page still showed the failure: the
// button must be busy again and the failure gone until the answer, so that nobody presses Pay (a
// second Checkout on the same order) or sends the form again meanwhile.
import { afterEach, describe, expect, it, vi } from "vitest";

import { act, jsonResponse, render, until } from "@/lib/testing/render";

import { PayNowButton } from "./pay-now";

type Options = { handler?: (response: unknown) => void; modal?: { ondismiss(): void } };

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { Razorpay?: unknown }).Razorpay;
});

/**
 * Pay now for application `id`, pressed, with Razorpay's Checkout (a stand-in) opened on the order
 * `fetch` gives: its options and its "payment.failed" handler, as Razorpay's script would get them.
 */
async function payNowInCheckout(id: string, fetch: (url: string) => Promise<Response>) {
  const checkout: { options: Options; failed(response: unknown): void } = { options: {}, failed: () => {} };
  (window as { Razorpay?: unknown }).Razorpay = function (given: Options) {
    checkout.options = given;
    return { open() {}, on: (_event: string, handle: (response: unknown) => void) => (checkout.failed = handle) };
  };
  vi.stubGlobal("fetch", vi.fn(fetch));
  const { container } = render(
    <PayNowButton
      application={{ id, applicationNumber: id.toUpperCase(), feePaise: 75_000 }}
      prefill={{ name: "Asha", email: "asha@example.in", contact: "9800000000" }}
      onPaid={() => {}}
    />,
  );
  const button = () => container.querySelector("button")!;
  await act(async () => button().click());
  await until(() => typeof checkout.options.handler === "function");
  return { container, button, checkout };
}

describe("Pay now, after a failed attempt in Checkout", () => {
  it("is busy, and no longer says the payment failed, while the next attempt's success is confirmed", async () => {
    const { container, button, checkout } = await payNowInCheckout(
      "app1",
      async (url) =>
        url.includes("create-order")
          ? jsonResponse(200, {
              success: true,
              id: "order_1",
              amount: 75_000,
              currency: "INR",
              mode: "live",
              key: "rzp_live_x",
              name: "TechServe Solutions",
              description: "Application fee",
              applicationNumber: "APP1",
            })
          : new Promise<Response>(() => {}), // the confirmation is slow
    );

    act(() => checkout.failed({ error: { reason: "payment_failed", description: "Declined" } }));
    expect(button().disabled).toBe(false);
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/Declined/);

    act(() =>
      checkout.options.handler!({
        razorpay_order_id: "order_1",
        razorpay_payment_id: "pay_1",
        razorpay_signature: "s",
      }),
    );
    expect(button().getAttribute("aria-disabled")).toBe("true");
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("leaves the focus to Checkout while it stays open after a failure, and gives it back to the page once it closes", async () => {
    const { container, button, checkout } = await payNowInCheckout("app2", async () =>
      jsonResponse(200, { success: true, id: "order_2", amount: 75_000, currency: "INR", mode: "live", key: "k" }),
    );

    act(() => checkout.failed({ error: { reason: "payment_failed", description: "Declined" } }));
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/Declined/);
    expect(container.contains(document.activeElement)).toBe(false);

    act(() => checkout.options.modal!.ondismiss());
    expect(document.activeElement).toBe(button());
  });

  it("after Checkout took the fee and the server could not confirm it, offers to check again, never to pay again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked: string[] = [];
      let serverBack = false;
      const { container, button, checkout } = await payNowInCheckout("app3", async (url) => {
        asked.push(url);
        if (url.includes("create-order")) {
          return jsonResponse(200, {
            success: true,
            id: "order_3",
            amount: 75_000,
            currency: "INR",
            mode: "live",
            key: "k",
          });
        }
        return serverBack
          ? jsonResponse(200, { success: true, applicationNumber: "APP3", receiptUrl: "/gov-career/receipt/APP3?t=x" })
          : // verify's own answer when the gateway cannot be asked: it names the payment.
            jsonResponse(503, {
              success: false,
              message:
                "We could not confirm your payment with the payment gateway yet. Please do not pay again: it will be confirmed automatically within a few minutes. Your payment ID: pay_3",
            });
      });
      const paid = { razorpay_order_id: "order_3", razorpay_payment_id: "pay_3", razorpay_signature: "s" };
      act(() => checkout.options.handler!(paid));
      // The page asks again for about 16 s, then gives up with the payment's id.
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(container.querySelector('[role="alert"]')?.textContent).toContain("pay_3");
      expect(button().textContent).toBe("Check my payment again");
      const verifies = () => asked.filter((u) => u.includes("/api/payments/verify")).length;
      const failedVerifies = verifies();

      serverBack = true;
      await act(async () => button().click());
      await act(() => vi.advanceTimersByTimeAsync(100));
      // The same Checkout answer went to verify again; no new order, no second Checkout.
      expect(verifies()).toBe(failedVerifies + 1);
      expect(asked.filter((u) => u.includes("create-order"))).toHaveLength(1);
      // Confirmed: the page moves on to the receipt (here, the button stays busy).
      expect(button().textContent).not.toBe("Check my payment again");
      expect(container.querySelector('[role="alert"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
