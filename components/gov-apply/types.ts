// Shapes the gov-apply components share with the server pages that render them.
import type { PublicGovJob } from "@/lib/server/gov/jobs";

export type { PublicGovJob };

export type CheckoutConfig = { mode: "live" | "test"; keyId: string | null };

export type NumberReservation = { applicationNumber: string; token: string };

export type PaidApplication = { applicationNumber: string; paymentId: string; receiptUrl: string };

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
