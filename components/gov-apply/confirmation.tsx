"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

import { ReceiptLink } from "@/components/ui/receipt-link";
import type { PaidApplication } from "@/components/gov-apply/types";
import { useStatusWords } from "@/components/i18n/use-status-words";
import { formatRupees } from "@/lib/money";

export const RETURN_AFTER_SECONDS = 10;

// Shown after the server has verified the payment. Returns to the listings by itself after 10 s
// (the countdown is visible and can be cancelled).
export function Confirmation({ result, onBack }: { result: PaidApplication; onBack(): void }) {
  const t = useTranslations("govStatus");
  const words = useStatusWords();
  const [seconds, setSeconds] = useState(RETURN_AFTER_SECONDS);
  const [cancelled, setCancelled] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const back = useRef(onBack);
  useEffect(() => {
    back.current = onBack;
  });
  // The return is due 10 s after the confirmation appeared, by the clock: a tick the browser runs
  // late (a busy phone) shows the right number and does not push the return back.
  const due = useRef<number | null>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (cancelled) return;
    due.current ??= performance.now() + RETURN_AFTER_SECONDS * 1000;
    const dueAt = due.current;
    const tick = () => {
      const left = Math.max(0, Math.ceil((dueAt - performance.now()) / 1000));
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        back.current();
      }
    };
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [cancelled]);

  return (
    <section
      aria-labelledby="confirmation-title"
      className="mx-auto max-w-xl rounded-2xl border border-green-200 bg-white p-8 text-center shadow-sm"
    >
      <div
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
      >
        ✓
      </div>
      <h2
        id="confirmation-title"
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {t("confirmation.title")}
      </h2>
      <p className="mt-3 text-slate-700">
        {result.paymentId === null
          ? result.exemptReason
            ? t("confirmation.exemptWithReason", { reason: words.feeReason(result.exemptReason), fee: formatRupees(0) })
            : t("confirmation.exempt")
          : t("confirmation.paid")}
      </p>
      <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
        <dt className="text-slate-500">{t("labels.applicationNumber")}</dt>
        <dd className="font-mono font-semibold text-slate-900" data-testid="confirmation-number">
          {result.applicationNumber}
        </dd>
        <dt className="text-slate-500">{t("labels.status")}</dt>
        <dd>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
            {t("status.pending")}
          </span>
        </dd>
        <dt className="text-slate-500">{result.paymentId === null ? t("labels.payment") : t("labels.paymentId")}</dt>
        {result.paymentId === null ? (
          <dd className="text-slate-700" data-testid="confirmation-payment">
            {t("confirmation.exemptNoFee")}
          </dd>
        ) : (
          <dd className="font-mono text-xs break-all text-slate-700">{result.paymentId}</dd>
        )}
      </dl>
      <p className="mt-6 text-slate-700">{t("confirmation.thanks")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onBack}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t("labels.backToJobs")}
        </button>
        <ReceiptLink href={result.receiptUrl} className="px-5 py-2.5" />
      </div>
      <div className="mt-5 text-sm text-slate-500" data-testid="return-countdown">
        {cancelled ? (
          <p>{t("confirmation.returnCancelled")}</p>
        ) : (
          <p>
            {t.rich("confirmation.returning", {
              seconds,
              count: (chunks) => <span aria-live="off">{chunks}</span>,
            })}{" "}
            <button type="button" onClick={() => setCancelled(true)} className="font-medium text-brand-700 underline">
              {t("confirmation.stay")}
            </button>
          </p>
        )}
      </div>
    </section>
  );
}
