import "server-only";

import type { PaymentMode } from "@/lib/generated/prisma/enums";
import { db, type Db, type Tx } from "@/lib/server/db/client";
import { gateway } from "@/lib/server/payments/gateway";
import { MONEY_TAKEN, orderNotDue } from "@/lib/server/payments/ledger";
import { GatewayError, type GatewayPayment } from "@/lib/server/payments/types";
import { log } from "@/lib/server/platform/log";

/** A claim outlives a capture call (10 s at most) and the markPaid after it. */
const CLAIM_MS = 60_000;
/** How long a payment waits for another one's capture before it is left for a later try. */
export const CLAIM_WAIT_MS = 8_000;
const CLAIM_POLL_MS = 200;

// Capturing an authorised payment collects the money, so it is decided from the application as it
// is just before the capture, not as the caller read it earlier: another order of the same
// application may have been paid in between (two tabs, or the reconcile run that started minutes
// ago). An authorisation that is not captured lapses by itself and the bank releases the amount.
//
// Deciding and capturing are not one step, so one application has one capture under way at a time:
// before it captures, a payment claims the application (captureClaim, a single conditional UPDATE,
// so on PostgreSQL two claims at once cannot both win). Two authorisations handled at the same
// moment (two tabs paying the same order, or /verify and the webhook for two payments) used to be
// both captured, and the second refunded later by staff; now the second waits for the first, finds
// the application paid and is left uncaptured. A claim ends when markPaid records its payment (in
// the same transaction), when it is given up before any capture was asked for, or after CLAIM_MS.

/**
 * Why a payment is left uncaptured: its application's (orderNotDue), or "amount", a payment of
 * another amount or currency than its order's. Checkout charges the order's amount, so that is a
 * payment nobody asked for: captured, it was collected and then owed back (markPaid flags it for a
 * refund); left, its authorisation lapses and the applicant is never charged.
 */
export type NotDue = NonNullable<ReturnType<typeof orderNotDue>> | "amount";

type OrderNow = {
  applicationId: string;
  /** What the order asks for. */
  amountPaise: number;
  currency: string;
  /** Why this order may not be collected now, or null while it is due. */
  notDue: NotDue | null;
  /** The payment whose capture is under way for the application, and since when. */
  claim: string | null;
  claimedAt: Date | null;
};

/** The order's application as it is now (read fresh from the database); null for an order we never made. */
async function readOrder(orderId: string): Promise<OrderNow | null> {
  const order = await db.payment.findUnique({
    where: { orderId },
    select: {
      amountPaise: true,
      currency: true,
      applicationId: true,
      application: {
        select: {
          status: true,
          paymentStatus: true,
          feePaise: true,
          feeDuePaise: true,
          anonymisedAt: true,
          captureClaim: true,
          captureClaimedAt: true,
        },
      },
    },
  });
  if (!order) return null;
  const { application } = order;
  return {
    applicationId: order.applicationId,
    amountPaise: order.amountPaise,
    currency: order.currency,
    notDue: orderNotDue(application, order),
    claim: application.captureClaim,
    claimedAt: application.captureClaimedAt,
  };
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
  const waitUntil = Date.now() + CLAIM_WAIT_MS;
  // "Paid already" may be by this very payment: the webhook or reconciliation captured and counted
  // it after the caller read it as authorised. Then it is the fee, collected, not a second payment
  // to leave for the bank to release (the applicant would be told so, wrongly).
  // Our ledger says so first; else Razorpay is asked, and when it cannot be, the caller's
  // GatewayError says "not confirmed yet" rather than "not collected" of a payment that may be the fee.
  const notCollected = async (notDue: NotDue) => {
    const counted = await db.payment.findFirst({
      where: { orderId, paymentId: payment.id, status: { in: MONEY_TAKEN } },
      select: { id: true },
    });
    if (counted) return { payment: { ...payment, status: "captured" as const }, notDue: null };
    const now = await gw.fetchPayment(payment.id);
    if (now?.status === "captured" && now.orderId === orderId) return { payment: now, notDue: null };
    return { payment, notDue };
  };
  for (;;) {
    // Not due: nothing will be captured, so no claim is needed to say so. An order we never made is
    // nobody's fee: markPaid records what arrives for it as unknown.
    const order = await readOrder(orderId);
    if (!order || order.notDue) return notCollected(order?.notDue ?? "stale");
    if (payment.amount !== order.amountPaise || payment.currency !== order.currency) return notCollected("amount");
    const claim = await claimCapture(gw, order, payment.id);
    if (claim === "claimed") {
      // Decided again under the claim: another payment may have been captured and counted between
      // the read above and the claim (its markPaid ended its claim as it counted it).
      let now: OrderNow | null;
      try {
        now = await readOrder(orderId);
      } catch (error) {
        await releaseCapture(order.applicationId, payment.id); // nothing was captured
        throw error;
      }
      if (now?.claim === payment.id) {
        if (!now.notDue) break;
        await releaseCapture(order.applicationId, payment.id);
        return notCollected(now.notDue);
      }
      // Lost (it lapsed while the database was slow, and another payment took it over): this one
      // waits as for any claim.
    }
    if (claim === "collected" || Date.now() >= waitUntil) {
      // The other capture is slow, or took the money and is not counted yet (reconciliation counts
      // it): this one is a GatewayError to its caller, so /verify says "not confirmed yet", the
      // webhook is retried and reconciliation tries again on its next run.
      log.warn("payments.capture_waited", { orderId, paymentId: payment.id, claim });
      throw new GatewayError("Another payment for this application is being captured; try again later.");
    }
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }
  // From here the claim stays until markPaid counts this payment or it lapses, whatever the answer:
  // Razorpay may be capturing it still (a reply cut off, a 5xx, or another caller's capture of the
  // same payment, which shares the claim and may be the cause of a refusal here).
  try {
    return { payment: await gw.capture(payment.id, payment.amount, payment.currency), notDue: null };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    const now = await gw.fetchPayment(payment.id).catch(() => null);
    if (now?.status === "captured" && now.orderId === orderId) return { payment: now, notDue: null };
    throw error;
  }
}

type Claim = "claimed" | "held" | "collected";

/**
 * Claims the order's application (as `order` read it) for capturing `paymentId`: "held" while
 * another payment's claim runs. A claim older than CLAIM_MS (its server stopped between capture
 * and markPaid, or markPaid failed) is taken over only when its payment was not captured:
 * "collected" when it was, as the application's fee is then taken and only waits to be counted.
 */
async function claimCapture(gw: ReturnType<typeof gateway>, order: OrderNow, paymentId: string): Promise<Claim> {
  const { claim: holder, claimedAt: since } = order;
  const lapsed = holder !== null && holder !== paymentId && since !== null && since.getTime() < Date.now() - CLAIM_MS;
  if (lapsed) {
    const theirs = await gw.fetchPayment(holder).catch(() => undefined);
    if (theirs === undefined) return "held"; // the gateway cannot say: not taken over blind
    if (theirs?.status === "captured") return "collected";
  }
  const claimed = await db.govApplication.updateMany({
    where: {
      id: order.applicationId,
      // Conditional on what was read: two claims at once cannot both win.
      OR: lapsed
        ? [{ captureClaim: holder, captureClaimedAt: since }]
        : [{ captureClaim: null }, { captureClaim: paymentId }],
    },
    data: { captureClaim: paymentId, captureClaimedAt: new Date() },
  });
  return claimed.count === 1 ? "claimed" : "held";
}

/** Gives up a claim before any capture was asked for. */
async function releaseCapture(applicationId: string, paymentId: string) {
  try {
    await endCaptureClaim(db, applicationId, paymentId);
  } catch (error) {
    // The claim then lapses by itself; the caller's own error is the one to report.
    log.warn("payments.capture_release_failed", { applicationId, paymentId, error: String(error) });
  }
}

/** Ends `paymentId`'s capture claim: markPaid, in its transaction, once it has recorded the payment. */
export async function endCaptureClaim(client: Db | Tx, applicationId: string, paymentId: string) {
  await client.govApplication.updateMany({
    where: { id: applicationId, captureClaim: paymentId },
    data: { captureClaim: null, captureClaimedAt: null },
  });
}

/**
 * Whether money may be on its way into the application, as its claim was read under the row's lock:
 * a capture under way (a claim younger than CLAIM_MS), or an older claim's payment captured and not
 * counted yet (its server stopped between the capture and markPaid; reconciliation counts it). The
 * gateway is asked only about an older claim, and when it cannot say, the answer is "may be".
 * Withdrawing or erasing the application meanwhile would leave the applicant charged for one they
 * had closed.
 */
export async function feeMayBeArriving(
  client: Db | Tx,
  applicationId: string,
  claim: { captureClaim: string | null; captureClaimedAt: Date | null },
): Promise<boolean> {
  const { captureClaim: holder, captureClaimedAt: since } = claim;
  if (!holder) return false;
  if (!since || since.getTime() >= Date.now() - CLAIM_MS) return true;
  const order = await client.payment.findFirst({
    where: { applicationId },
    orderBy: { createdAt: "desc" },
    select: { mode: true },
  });
  if (!order) return false;
  const theirs = await gateway(order.mode)
    .fetchPayment(holder)
    .catch(() => undefined);
  return theirs === undefined || theirs?.status === "captured";
}
