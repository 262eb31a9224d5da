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
  const payment = usePaymentFlow({
    onPaid,
    onError: (message) => setError(errorText(message)),
    onUnpaid: () => setError(null),
    onVerifying: () => setError(null),
  });
  const amount = formatRupees(application.feePaise);
  // After a failure the button (disabled while busy, so the focus had left it) takes the focus back,
  // for another try beside the message.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (error && !payment.busy) button.current?.focus();
  }, [error, payment.busy]);
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
          void payment.pay(application, prefill);
        }}
      >
        {difference ? t("payDifference", { amount }) : t("pay", { amount })}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {payment.testOrder && (
        <TestCheckoutDialog order={payment.testOrder.order} prefill={payment.testOrder.prefill} on={payment.handlers} />
      )}
    </div>
  );
}
