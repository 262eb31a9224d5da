"use client";

import { useState } from "react";

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
  label = "now",
}: {
  application: SavedApplication;
  /** After the amount: "now", or "difference now" for what a correction left to pay. */
  label?: string;
  prefill: Prefill;
  onPaid(result: PaidApplication): void;
  size?: "md" | "lg";
}) {
  const [error, setError] = useState<string | null>(null);
  const payment = usePaymentFlow({
    onPaid,
    onError: (message) => setError(message),
    onUnpaid: () => setError(null),
  });
  return (
    <div className="space-y-3">
      <Button
        variant="primary"
        size={size}
        busy={payment.busy}
        busyLabel="Opening payment..."
        onClick={() => {
          setError(null);
          void payment.pay(application, prefill);
        }}
      >
        Pay {formatRupees(application.feePaise)} {label}
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
