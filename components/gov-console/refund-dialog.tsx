"use client";

import { useRef, useState } from "react";

import { FormDialog } from "@/components/ui/dialog";
import { TextareaField } from "@/components/ui/field";
import { apiFetch, ApiClientError, errorMessage } from "@/lib/api-client";
import { formatRupees } from "@/lib/money";
import { REFUND_REASON_REQUIRED } from "@/lib/validation/gov-console";

import type { GovApplicationDetail } from "./types";

type Payment = GovApplicationDetail["payments"][number];
export type RefundAnswer = { message: string; refund: { status: "created" | "processed" | "failed" } };

// Asks for the reason and confirms the amount before the fee goes back; the server decides whether
// the payment is refundable (a 409 shows here, above the reason).
export function RefundDialog({
  payment,
  onClose,
  onDone,
}: {
  payment: Payment;
  onClose: () => void;
  onDone: (answer: RefundAnswer) => void;
}) {
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const amount = formatRupees(payment.refundablePaise);
  const part = payment.refundablePaise < payment.amountPaise;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setFieldError(REFUND_REASON_REQUIRED);
      // On the field, where its error is read out with it.
      reasonField.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDone(
        await apiFetch<RefundAnswer>(`/api/gov/payments/${payment.id}/refund`, {
          method: "POST",
          body: { reason: reason.trim() },
        }),
      );
    } catch (e) {
      if (e instanceof ApiClientError && e.errors.reason) {
        setFieldError(e.errors.reason);
        reasonField.current?.focus();
      } else setError(errorMessage(e, "Failed to request the refund"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={`Refund ${amount}`}
      description={
        part
          ? `${amount} of payment ${payment.paymentId ?? ""} (${formatRupees(payment.amountPaise)}) goes back to the applicant: the other ${formatRupees(payment.amountPaise - payment.refundablePaise)} is an overpayment refunded on its own (left by a correction, or by a fee lowered after the payment was started).`
          : `Payment ${payment.paymentId ?? ""} goes back to the applicant in full.`
      }
      size="sm"
      onClose={onClose}
      onSubmit={submit}
      submitLabel={`Refund ${amount}`}
      busy={busy}
      busyLabel="Requesting refund..."
      error={error}
    >
      <TextareaField
        ref={reasonField}
        label="Reason"
        required
        data-autofocus
        maxLength={500}
        value={reason}
        error={fieldError}
        hint="Kept with the refund and in the audit log."
        onChange={(e) => {
          setReason(e.target.value);
          setFieldError(undefined);
        }}
      />
    </FormDialog>
  );
}

/** What staff read about a payment's refund, or null when none is due or made. */
export function refundStatusText(payment: Payment, formatDate: (iso: string) => string): string | null {
  const processed = payment.refunds.find((r) => r.status === "processed");
  if (processed) return `Refunded on ${formatDate(processed.processedAt ?? processed.requestedAt)}`;
  if (payment.refunds.some((r) => r.status === "created")) return "Refund requested";
  const latest = payment.refunds.at(-1);
  if (payment.refundable && latest?.status === "failed") {
    return `Refund failed: ${latest.failureReason ?? "no reason given"} — try again`;
  }
  return payment.refundable ? "Refund due" : null;
}
