import "server-only";

import type { PaymentMode } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db/client";
import { gateway } from "@/lib/server/payments/gateway";
import { orderNotDue } from "@/lib/server/payments/ledger";
import { GatewayError, type GatewayPayment } from "@/lib/server/payments/types";

// Capturing an authorised payment collects the money, so it is decided from the application as it
// is just before the capture, not as the caller read it earlier: another order of the same
// application may have been paid in between (two tabs, or the reconcile run that started minutes
// ago). An authorisation that is not captured lapses by itself and the bank releases the amount.

export type NotDue = NonNullable<ReturnType<typeof orderNotDue>>;

/** Why this order may not be collected now (read fresh from the database), or null while it is due. */
export async function orderNotDueNow(orderId: string): Promise<NotDue | null> {
  const order = await db.payment.findUnique({
    where: { orderId },
    select: {
      amountPaise: true,
      application: {
        select: { status: true, paymentStatus: true, feePaise: true, feeDuePaise: true, anonymisedAt: true },
      },
    },
  });
  // An order we never made is nobody's fee: markPaid records what arrives for it as unknown.
  if (!order) return "stale";
  return orderNotDue(order.application, order);
}

/**
 * Captures the payment when it is only authorised and its order is still due; a GatewayError from
 * the capture is the caller's to handle. Returns the payment (captured, or as it was) and, when
 * it was left uncaptured, why.
 *
 * /verify and the payment.authorized webhook usually arrive together, and both may find the
 * payment authorised and the order due: Razorpay then refuses the second capture ("already been
 * captured"). The money is collected either way, so a refused capture is followed by a fresh read,
 * and a payment captured meanwhile goes on to be counted instead of the applicant being told that
 * it could not be confirmed (or the webhook failing and being retried).
 */
export async function captureIfDue(
  mode: PaymentMode,
  orderId: string,
  payment: GatewayPayment,
): Promise<{ payment: GatewayPayment; notDue: NotDue | null }> {
  if (payment.status !== "authorized") return { payment, notDue: null };
  const gw = gateway(mode);
  const notDue = await orderNotDueNow(orderId);
  if (notDue) {
    // "Paid already" may be by this very payment: the webhook or reconciliation captured and
    // counted it after the caller read it as authorised. Then it is the fee, collected, not a
    // second payment to leave for the bank to release (the applicant would be told so, wrongly).
    const now = await gw.fetchPayment(payment.id).catch(() => null);
    if (now?.status === "captured" && now.orderId === orderId) return { payment: now, notDue: null };
    return { payment, notDue };
  }
  try {
    return { payment: await gw.capture(payment.id, payment.amount, payment.currency), notDue: null };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    const now = await gw.fetchPayment(payment.id).catch(() => null);
    if (now?.status === "captured" && now.orderId === orderId) return { payment: now, notDue: null };
    throw error;
  }
}
