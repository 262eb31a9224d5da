"use client";

import type { CheckoutSuccess, OrderAnswer, Prefill } from "@/components/gov-apply/types";
import { declineText } from "@/lib/payments/decline";

// Razorpay Standard Checkout, loaded only when an applicant is about to pay.
const SCRIPT_URL = "https://checkout.razorpay.com/v1/checkout.js";
export const BRAND_COLOUR = "#800020";

type RazorpayInstance = {
  open(): void;
  on(event: "payment.failed", handler: (response: { error?: { reason?: string; description?: string } }) => void): void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay missing")));
    script.onerror = () => {
      loading = null; // allow another try
      script.remove();
      reject(new Error("Razorpay checkout could not be loaded"));
    };
    document.body.appendChild(script);
  });
  return loading;
}

export function openRazorpay(
  Razorpay: RazorpayConstructor,
  order: OrderAnswer,
  prefill: Prefill,
  on: { success(r: CheckoutSuccess): void; failure(description: string): void; dismiss(): void },
) {
  const checkout = new Razorpay({
    key: order.key,
    amount: order.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    order_id: order.id,
    prefill,
    theme: { color: BRAND_COLOUR },
    handler: on.success,
    modal: { ondismiss: on.dismiss, escape: true },
  });
  checkout.on("payment.failed", (response) =>
    on.failure(declineText(response.error?.reason, response.error?.description, "Payment was not completed")),
  );
  checkout.open();
}
