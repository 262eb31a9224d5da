"use client";

import { useEffect, useRef, useState } from "react";

import type { CheckoutSuccess, OrderAnswer, Prefill } from "@/components/gov-apply/types";
import { formatRupees } from "@/lib/money";

// The built-in checkout used when no Razorpay keys are configured. It behaves like Razorpay's:
// Pay hands back an order id, payment id and signature (made by the server with its local test
// secret) that go through the normal verification; Fail reports a failure; Close dismisses.
// A native modal <dialog>: focus stays inside, Escape closes, the page behind is inert.

type Props = {
  order: OrderAnswer;
  prefill: Prefill;
  on: { success(r: CheckoutSuccess): void; failure(description: string): void; dismiss(): void };
};

export function TestCheckoutDialog({ order, prefill, on }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [pending, setPending] = useState<"pay" | "fail" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = document.activeElement as HTMLElement | null;
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    if (!dialog.open) dialog.showModal();
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      returnFocus?.focus?.();
    };
  }, []);

  async function choose(outcome: "pay" | "fail") {
    setPending(outcome);
    setProblem(null);
    try {
      const res = await fetch("/api/payments/test-checkout", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ orderId: order.id, outcome }),
      });
      const body = (await res.json()) as Partial<CheckoutSuccess> & { error?: { description?: string } };
      if (body.razorpay_signature) on.success(body as CheckoutSuccess);
      else if (body.error) on.failure(body.error.description ?? "Payment failed");
      else setProblem("The test gateway did not answer. Please try again.");
    } catch {
      setProblem("The test gateway did not answer. Please try again.");
    } finally {
      setPending(null);
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby="test-checkout-title"
      aria-describedby="test-checkout-note"
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) on.dismiss();
      }}
      className="m-auto w-[min(92vw,26rem)] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="rounded-t-xl bg-brand-700 px-5 py-4 text-white">
        <div className="flex items-center justify-between gap-3">
          <h2 id="test-checkout-title" className="text-lg font-semibold">
            {order.name}
          </h2>
          <span className="rounded bg-amber-300 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase">
            Test mode
          </span>
        </div>
        <p className="mt-1 text-sm text-white/90">{order.description}</p>
      </div>
      <div className="space-y-4 px-5 py-4 text-sm text-slate-700">
        <p className="text-2xl font-bold text-slate-900" data-testid="test-checkout-amount">
          {formatRupees(order.amount)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-500">Name</dt>
          <dd>{prefill.name}</dd>
          <dt className="text-slate-500">E-mail</dt>
          <dd>{prefill.email}</dd>
          <dt className="text-slate-500">Mobile</dt>
          <dd>{prefill.contact}</dd>
          <dt className="text-slate-500">Order</dt>
          <dd className="font-mono text-xs">{order.id}</dd>
        </dl>
        <p id="test-checkout-note" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          Test mode: payments are not configured on this server, so no money is charged. Choose what the payment gateway
          should answer.
        </p>
        {problem && (
          <p role="alert" className="text-red-700">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <button
            type="button"
            onClick={() => on.dismiss()}
            disabled={pending !== null}
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          >
            Close
          </button>
          <button
            type="button"
            onClick={() => void choose("fail")}
            disabled={pending !== null}
            className="rounded-md border border-red-300 px-4 py-2 font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            Fail
          </button>
          <button
            type="button"
            autoFocus
            onClick={() => void choose("pay")}
            disabled={pending !== null}
            aria-busy={pending === "pay" || undefined}
            className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
          >
            Pay
          </button>
        </div>
      </div>
    </dialog>
  );
}
