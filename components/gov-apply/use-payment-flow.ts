"use client";

import { useRef, useState } from "react";

import { loadRazorpay, openRazorpay } from "@/components/gov-apply/razorpay-checkout";
import type {
  CheckoutConfig,
  CheckoutSuccess,
  OrderAnswer,
  PaidApplication,
  Prefill,
  SavedApplication,
} from "@/components/gov-apply/types";

// The browser's half of the payment flow: save the application, ask for an order, open Checkout
// (Razorpay's, or the built-in test one), then have the server verify what Checkout returned. An
// application whose fee is ₹0 is submitted by the save itself, and no order is made. `pay` is the
// same flow from step 2 for an application saved earlier (pay later: the status page, the portal).
// Messages are the spec's (section 8), in English: the page shows them in its own language by their
// text (errors.gov.payment). The server answers in the page's language (Accept-Language).
export const MESSAGES = {
  gateway: "Could not connect to payment gateway. Check your internet connection.",
  orderFailed: "Failed to create payment order",
  orderUnreachable: "Could not initiate payment. Please try again later.",
  submitUnreachable: "Could not submit your application. Please check your connection and try again.",
  failed: (reason: string) => `Payment failed: ${reason}. Please try again.`,
  afterPayment: (paymentId: string) =>
    `Application submission failed after payment. Please contact support with your payment ID: ${paymentId}`,
};

type Answer = { ok: boolean; status: number; retryAfterSeconds: number | null; body: Record<string, unknown> };

/** The page's language (<html lang>), so the API answers its messages in it. */
const language = () => ({ "Accept-Language": document.documentElement.lang || "en" });

async function answerOf(res: Response): Promise<Answer> {
  const retryAfter = Number(res.headers.get("retry-after"));
  return {
    ok: res.ok,
    status: res.status,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

async function postJson(url: string, body: unknown): Promise<Answer> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...language() },
    body: JSON.stringify(body),
  });
  return answerOf(res);
}

/**
 * After Checkout the money has been taken: a verify the server could not answer (busy: 429, down:
 * 5xx, or no connection) is asked again, at these intervals, before the page gives up. Verifying
 * is idempotent on the server, and the webhook and reconciliation record the payment regardless.
 */
const VERIFY_RETRY_DELAYS_MS = [1_500, 4_000, 10_000];
const MAX_VERIFY_WAIT_MS = 20_000;

async function verifyOnServer(response: CheckoutSuccess): Promise<Answer | null> {
  for (let attempt = 0; ; attempt++) {
    const answer = await postJson("/api/payments/verify", response).catch(() => null);
    const unanswered = !answer || answer.status === 429 || answer.status >= 500;
    if (!unanswered || attempt >= VERIFY_RETRY_DELAYS_MS.length) return answer;
    const asked = (answer?.retryAfterSeconds ?? 0) * 1000;
    const wait = Math.min(Math.max(VERIFY_RETRY_DELAYS_MS[attempt], asked), MAX_VERIFY_WAIT_MS);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

export function usePaymentFlow(opts: {
  checkout?: CheckoutConfig;
  onError(message: string, fieldErrors?: Record<string, string>): void;
  onPaid(result: PaidApplication): void;
  /** The applicant closed Checkout: the application stays saved, unpaid, to be paid later. */
  onUnpaid?(saved: SavedApplication): void;
  /**
   * The server has stored the application (before any payment, Checkout not open yet): its answers
   * are no longer only in the page. `saved`: the application to pay for, null when it has no fee.
   */
  onSaved?(saved: SavedApplication | null): void;
  /** A payment succeeded in Checkout and is being confirmed: an earlier attempt's error no longer applies. */
  onVerifying?(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [testOrder, setTestOrder] = useState<{ order: OrderAnswer; prefill: Prefill } | null>(null);
  const [applicationNumber, setApplicationNumber] = useState<string | null>(null);
  // What Checkout returned for a payment the server could not be reached to confirm (the money is
  // taken): the page offers to check it again, never to pay again.
  const [unconfirmed, setUnconfirmed] = useState<CheckoutSuccess | null>(null);
  const verifying = useRef(false);
  // The Checkout open over the page: Razorpay's ("live") stays open after a failed attempt, for
  // another way to pay; the test one closes.
  const openCheckout = useRef<"live" | "test" | null>(null);
  // The saved application being paid for (set by start() or pay()).
  const saved = useRef<SavedApplication | null>(null);

  const fail = (message: string, fieldErrors?: Record<string, string>) => {
    opts.onError(message, fieldErrors);
    setBusy(false);
  };

  async function verify(response: CheckoutSuccess) {
    if (verifying.current) return;
    verifying.current = true;
    // Busy again until the answer: after a failed attempt in the same Checkout (which stays open and
    // lets the applicant try another way), the page had said "failed" and offered Pay and Edit.
    setBusy(true);
    setUnconfirmed(null);
    opts.onVerifying?.();
    setTestOrder(null);
    try {
      const answer = await verifyOnServer(response);
      if (answer?.ok && answer.body.success) {
        opts.onPaid({
          applicationNumber: String(answer.body.applicationNumber),
          paymentId: response.razorpay_payment_id,
          receiptUrl: String(answer.body.receiptUrl),
        });
        return;
      }
      // The server's own words about this payment (a second payment not collected, a signature
      // that does not match, the gateway not confirming it yet: those name the payment). Still
      // busy or unreachable after the retries: the payment ID, never the server's generic "please
      // try again", which reads as "pay again".
      const paymentId = response.razorpay_payment_id;
      const message = text(answer?.body.message);
      const aboutPayment = answer && ((answer.status < 500 && answer.status !== 429) || message?.includes(paymentId));
      // Not answered (no connection, busy, down: verify's own 503s name the payment too): the money
      // is taken and its fate unknown, so the one way on is to ask again, never to pay again.
      if (!answer || answer.status === 429 || answer.status >= 500) setUnconfirmed(response);
      fail((aboutPayment && message) || MESSAGES.afterPayment(paymentId));
    } catch {
      setUnconfirmed(response);
      fail(MESSAGES.afterPayment(response.razorpay_payment_id));
    } finally {
      verifying.current = false;
    }
  }

  const handlers = {
    success: (response: CheckoutSuccess) => {
      openCheckout.current = null;
      void verify(response);
    },
    failure: (reason: string) => {
      if (openCheckout.current === "test") openCheckout.current = null;
      setTestOrder(null);
      fail(MESSAGES.failed(reason.replace(/\.$/, "")));
    },
    dismiss: () => {
      openCheckout.current = null;
      setTestOrder(null);
      if (verifying.current) return;
      setBusy(false);
      if (saved.current) opts.onUnpaid?.(saved.current);
    },
  };

  /** Step 2 onwards for a saved application: the order (an open one is reused), then Checkout. */
  async function pay(application: SavedApplication, prefill: Prefill) {
    setBusy(true);
    saved.current = application;
    setApplicationNumber(application.applicationNumber);
    let order: Answer;
    try {
      order = await postJson("/api/payments/create-order", { applicationId: application.id });
    } catch {
      return fail(MESSAGES.orderUnreachable);
    }
    if (!order.ok || !order.body.success) return fail(text(order.body.message) ?? MESSAGES.orderFailed);
    const answer = order.body as unknown as OrderAnswer;

    if (answer.mode === "test") {
      openCheckout.current = "test";
      return setTestOrder({ order: answer, prefill });
    }
    try {
      const razorpay = await loadRazorpay();
      openCheckout.current = "live";
      openRazorpay(razorpay, answer, prefill, handlers);
    } catch {
      openCheckout.current = null;
      fail(MESSAGES.gateway);
    }
  }

  async function start(form: FormData, prefill: Prefill) {
    setBusy(true);
    let saved: Answer;
    try {
      const res = await fetch("/api/gov/applications", { method: "POST", body: form, headers: language() });
      saved = await answerOf(res);
    } catch {
      return fail(MESSAGES.submitUnreachable);
    }
    if (!saved.ok) {
      return fail(
        text(saved.body.message) ?? "Failed to submit application",
        saved.body.errors as Record<string, string>,
      );
    }
    const application = saved.body.application as {
      id: string;
      applicationNumber: string;
      paymentStatus: string;
      feePaise: number;
      feeReason: string;
      receiptUrl?: string;
      mailed?: boolean;
    };
    setApplicationNumber(application.applicationNumber);
    // A fee of ₹0: the server has submitted the application, and there is nothing to pay.
    if (application.paymentStatus === "exempt" && application.receiptUrl) {
      opts.onSaved?.(null);
      return opts.onPaid({
        applicationNumber: application.applicationNumber,
        paymentId: null,
        receiptUrl: application.receiptUrl,
        exemptReason: application.feeReason,
      });
    }
    const due: SavedApplication = {
      id: application.id,
      applicationNumber: application.applicationNumber,
      feePaise: application.feePaise,
      mailed: application.mailed !== false,
    };
    opts.onSaved?.(due);
    await pay(due, prefill);
  }

  /** Whether a Checkout is open over the page (Razorpay's, or the test one): the focus is its own. */
  const checkoutOpen = () => openCheckout.current !== null;
  /** Asks the server again about the payment it could not confirm (verifying is safe to repeat). */
  const recheck = unconfirmed ? () => void verify(unconfirmed) : null;
  return {
    busy,
    start,
    pay,
    testOrder,
    handlers,
    applicationNumber,
    checkoutOpen,
    recheck,
    mode: opts.checkout?.mode,
  };
}
