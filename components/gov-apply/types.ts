// Shapes the gov-apply components share with the server pages that render them.
import type { PublicGovJob } from "@/lib/server/gov/jobs";

export type { PublicGovJob };

export type CheckoutConfig = { mode: "live" | "test"; keyId: string | null };

export type NumberReservation = { applicationNumber: string; token: string };

/** A complete application: paid, or submitted without payment because its fee was ₹0 (exempt). */
export type PaidApplication = {
  applicationNumber: string;
  /** Null when exempt. */
  paymentId: string | null;
  receiptUrl: string;
  /** Why no fee applied, when exempt ("SC category fee"). */
  exemptReason?: string;
};

/**
 * A saved application whose fee is still to be paid (the same number is paid for later). `mailed`:
 * false when the form's save sent no "pay later" mail (the address had too many today).
 */
export type SavedApplication = { id: string; applicationNumber: string; feePaise: number; mailed?: boolean };

export type OrderAnswer = {
  id: string;
  amount: number;
  currency: string;
  mode: "live" | "test";
  key: string | null;
  name: string;
  description: string;
};

export type CheckoutSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export type Prefill = { name: string; email: string; contact: string };
