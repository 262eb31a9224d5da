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

describe("Pay now, after a failed attempt in Checkout", () => {
  it("is busy, and no longer says the payment failed, while the next attempt's success is confirmed", async () => {
    let options: Options = {};
    let failed: (response: unknown) => void = () => {};
    (window as { Razorpay?: unknown }).Razorpay = function (given: Options) {
      options = given;
      return { open() {}, on: (_event: string, handle: (response: unknown) => void) => (failed = handle) };
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async (url: string) =>
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
      ),
    );
    const { container } = render(
      <PayNowButton
        application={{ id: "app1", applicationNumber: "APP1", feePaise: 75_000 }}
        prefill={{ name: "Asha", email: "asha@example.in", contact: "9800000000" }}
        onPaid={() => {}}
      />,
    );
    const button = () => container.querySelector("button")!;
    await act(async () => button().click());
    await until(() => typeof options.handler === "function");

    act(() => failed({ error: { reason: "payment_failed", description: "Declined" } }));
    expect(button().disabled).toBe(false);
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/Declined/);

    act(() =>
      options.handler!({ razorpay_order_id: "order_1", razorpay_payment_id: "pay_1", razorpay_signature: "s" }),
    );
    expect(button().disabled).toBe(true);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it("leaves the focus to Checkout while it stays open after a failure, and gives it back to the page once it closes", async () => {
    let options: Options = {};
    let failed: (response: unknown) => void = () => {};
    (window as { Razorpay?: unknown }).Razorpay = function (given: Options) {
      options = given;
      return { open() {}, on: (_event: string, handle: (response: unknown) => void) => (failed = handle) };
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(200, { success: true, id: "order_2", amount: 75_000, currency: "INR", mode: "live", key: "k" }),
      ),
    );
    const { container } = render(
      <PayNowButton
        application={{ id: "app2", applicationNumber: "APP2", feePaise: 75_000 }}
        prefill={{ name: "Asha", email: "asha@example.in", contact: "9800000000" }}
        onPaid={() => {}}
      />,
    );
    const button = () => container.querySelector("button")!;
    await act(async () => button().click());
    await until(() => typeof options.handler === "function");

    act(() => failed({ error: { reason: "payment_failed", description: "Declined" } }));
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(/Declined/);
    expect(container.contains(document.activeElement)).toBe(false);

    act(() => options.modal!.ondismiss());
    expect(document.activeElement).toBe(button());
  });
});
