"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { useErrorText } from "@/components/i18n/error-text";
import { TestCheckoutDialog } from "@/components/gov-apply/test-checkout-dialog";
import type { PaidApplication, Prefill, SavedApplication } from "@/components/gov-apply/types";
import { usePaymentFlow } from "@/components/gov-apply/use-payment-flow";
import { Button } from "@/components/ui/button";
import { formatRupees } from "@/lib/money";

/**
 * "Pay ₹750 now" for an application saved earlier: the same application and number, through the
 * same order, Checkout and server verification as the form (an open order is reused). Used by the
 * screen after a closed Checkout, the status page and the applicant portal.
 */
export function PayNowButton({
  application,
  prefill,
  onPaid,
  size = "lg",
  difference = false,
}: {
  application: SavedApplication;
  /** "Pay ₹200 difference now": what a correction left to pay (else "Pay ₹750 now"). */
  difference?: boolean;
  prefill: Prefill;
  onPaid(result: PaidApplication): void;
  size?: "md" | "lg";
}) {
  const t = useTranslations("govStatus.payNow");
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  // Checkout gone (closed, or failed and closed): the focus, which was on the busy button or in
  // Checkout, comes back to the page: on what went wrong, or else on the button. Not while
  // Razorpay's Checkout stays open after a failed attempt: the focus is its own then.
  const [refocus, setRefocus] = useState(0);
  const payment = usePaymentFlow({
    onPaid,
    onError: (message) => {
      setError(errorText(message));
      if (!payment.checkoutOpen()) setRefocus((n) => n + 1);
    },
    onUnpaid: () => {
      setError(null);
      setRefocus((n) => n + 1);
    },
    onVerifying: () => setError(null),
  });
  const amount = formatRupees(application.feePaise);
  const button = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (refocus && !payment.busy) (message.current ?? button.current)?.focus();
  }, [refocus, payment.busy]);
  return (
    <div className="space-y-3">
      <Button
        ref={button}
        variant="primary"
        size={size}
        busy={payment.busy}
        busyLabel={t("opening")}
        onClick={() => {
          setError(null);
          // Checkout took the fee and the server could not be reached to confirm it: ask again,
          // never open Checkout for a second payment.
          if (payment.recheck) return payment.recheck();
          void payment.pay(application, prefill);
        }}
      >
        {payment.recheck ? t("checkPayment") : difference ? t("payDifference", { amount }) : t("pay", { amount })}
      </Button>
      {error && (
        <p ref={message} role="alert" tabIndex={-1} className="text-sm text-red-700 focus:outline-none">
          {error}
        </p>
      )}
      {payment.testOrder && (
        <TestCheckoutDialog order={payment.testOrder.order} prefill={payment.testOrder.prefill} on={payment.handlers} />
      )}
    </div>
  );
}
