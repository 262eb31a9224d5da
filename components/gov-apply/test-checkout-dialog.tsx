"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import type { CheckoutSuccess, OrderAnswer, Prefill } from "@/components/gov-apply/types";
import { useErrorText } from "@/components/i18n/error-text";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { DescriptionList } from "@/components/ui/description-list";
import { Dialog } from "@/components/ui/dialog";
import { usePending } from "@/components/ui/use-pending";
import { apiFetch } from "@/lib/api-client";
import { formatRupees } from "@/lib/money";

// The built-in checkout used when no Razorpay keys are configured. It behaves like Razorpay's:
// Pay hands back an order id, payment id and signature (made by the server with its local test
// secret) that go through the normal verification; Fail reports a failure; Close, Escape and a
// click beside it dismiss it (not while an answer is pending). Its words are the catalogue's
// (govForm.checkout): the status page's "Pay now" opens it too, so that page needs "govForm". The
// order's description comes from the server in the page's language, as Razorpay's Checkout gets it.

type Props = {
  order: OrderAnswer;
  prefill: Prefill;
  on: { success(r: CheckoutSuccess): void; failure(description: string): void; dismiss(): void };
};

export function TestCheckoutDialog({ order, prefill, on }: Props) {
  const t = useTranslations("govForm.checkout");
  const errorText = useErrorText();
  const [pending, run] = usePending<"pay" | "fail">();
  const [problem, setProblem] = useState<string | null>(null);

  async function choose(outcome: "pay" | "fail") {
    setProblem(null);
    try {
      const body = await run(outcome, () =>
        apiFetch<Partial<CheckoutSuccess> & { error?: { description?: string } }>("/api/payments/test-checkout", {
          method: "POST",
          body: { orderId: order.id, outcome },
        }),
      );
      if (body.razorpay_signature) on.success(body as CheckoutSuccess);
      else if (body.error) on.failure(body.error.description ?? "Payment failed");
      else setProblem(t("noAnswer"));
    } catch {
      setProblem(t("noAnswer"));
    }
  }

  return (
    <Dialog
      returnFocus={false}
      onClose={() => !pending && on.dismiss()}
      title={order.name}
      description={order.description}
      size="sm"
      hideClose
      footer={
        <>
          <button type="button" onClick={() => on.dismiss()} disabled={pending !== null} className={buttonClass()}>
            {t("close")}
          </button>
          <button
            type="button"
            onClick={() => void choose("fail")}
            disabled={pending !== null}
            className={buttonClass("danger-outline")}
          >
            {t("fail")}
          </button>
          <button
            type="button"
            data-autofocus
            onClick={() => void choose("pay")}
            disabled={pending !== null}
            aria-busy={pending === "pay" || undefined}
            className={buttonClass("primary")}
          >
            {t("pay")}
          </button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-700">
        <div className="flex items-center justify-between gap-3">
          <p className="text-2xl font-bold text-slate-900" data-testid="test-checkout-amount">
            {formatRupees(order.amount)}
          </p>
          <Badge className="bg-amber-300 tracking-wide text-amber-950 uppercase">{t("testMode")}</Badge>
        </div>
        <DescriptionList
          items={[
            [t("name"), prefill.name],
            [t("email"), prefill.email],
            [t("mobile"), prefill.contact],
            [
              t("order"),
              <span key="order" className="font-mono text-xs break-all">
                {order.id}
              </span>,
            ],
          ]}
        />
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">{t("note")}</p>
        {problem && (
          <p role="alert" className="text-red-700">
            {errorText(problem)}
          </p>
        )}
      </div>
    </Dialog>
  );
}
