import "server-only";

import type { PaymentMode } from "@/lib/generated/prisma/enums";
import { db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import { captureIfDue } from "@/lib/server/payments/capture";
import { paymentMode } from "@/lib/server/payments/config";
import { gateway } from "@/lib/server/payments/gateway";
import { markFailed, markPaid } from "@/lib/server/payments/mark-paid";
import { refreshStaleRefunds, type RefreshSummary } from "@/lib/server/payments/refunds";
import { GatewayError } from "@/lib/server/payments/types";

// The safety net for a paid applicant whose browser never came back and whose webhook never
// arrived: ask the gateway about every order still unpaid after `olderThanMinutes` and feed what
// it says into the same markPaid/markFailed. Refunds still `created` after 10 minutes are asked
// about too (refreshStaleRefunds). Safe to run as often as you like (cron). Abandoned orders stay
// open for days, so each run takes the orders checked least recently (never checked first) and
// stamps each one it asked about: past `limit` open orders every order still gets its turn. One
// order that cannot be checked is logged and counted, and the run goes on. The orders of an
// application erased meanwhile are asked about too, so money it took is never lost: nothing is
// captured for it (orderNotDue), a capture is flagged for refund and its event stored redacted.

/**
 * How long one run may ask the gateway before it stops and leaves the rest to the next run (the
 * orders it did not reach are the least recently checked, so they come first then): well inside
 * the queue's 9-minute expiry, after which pg-boss marks the job failed and the next slot starts a
 * second run beside this one, which a slow gateway would then make slower still.
 */
export const RECONCILE_BUDGET_MS = 6 * 60_000;

export type ReconcileOptions = {
  /** Stop asking the gateway after this long (RECONCILE_BUDGET_MS). */
  budgetMs?: number;
  olderThanMinutes?: number;
  maxAgeDays?: number;
  limit?: number;
  now?: Date;
  /** Refunds still `created` for longer than this are refreshed from the gateway. */
  refundsOlderThanMinutes?: number;
};
export type ReconcileSummary = {
  checked: number;
  paid: number;
  flagged: number;
  alreadyRecorded: number;
  failed: number;
  errors: number;
  /** Open orders left for the next run when the budget ran out. */
  deferred: number;
  refunds: RefreshSummary;
};

type OrderFindings = Pick<ReconcileSummary, "paid" | "flagged" | "alreadyRecorded" | "failed">;

/**
 * Asks the gateway about one open order and records what it says: a payment captured (or captured
 * now, if the order is still due) through markPaid, a failed one through markFailed. Throws what
 * the gateway throws. Also run before another Checkout is opened for an application (orders.ts).
 */
export async function reconcileOrder(order: { orderId: string; mode: PaymentMode }): Promise<OrderFindings> {
  const found: OrderFindings = { paid: 0, flagged: 0, alreadyRecorded: 0, failed: 0 };
  for (const reported of await gateway(order.mode).orderPayments(order.orderId)) {
    // Only the application's current fee is collected; any other authorisation lapses by itself.
    const { payment } = await captureIfDue(order.mode, order.orderId, reported);
    if (payment.status === "captured") {
      const result = await markPaid({
        source: "reconcile",
        eventId: `reconcile:${payment.id}`,
        type: "reconcile.payment.captured",
        orderId: order.orderId,
        paymentId: payment.id,
        amountPaise: payment.amount,
        currency: payment.currency,
        paidAt: payment.createdAt,
        payload: payment.raw as object,
      });
      if (result.outcome === "paid" || result.outcome === "paid_late") found.paid++;
      else if (result.outcome.startsWith("flagged")) found.flagged++;
      else found.alreadyRecorded++;
    } else if (payment.status === "failed") {
      const outcome = await markFailed({
        source: "reconcile",
        eventId: `reconcile:${payment.id}:failed`,
        type: "reconcile.payment.failed",
        orderId: order.orderId,
        paymentId: payment.id,
        reason: payment.errorDescription ?? "Payment failed",
        payload: payment.raw as object,
      });
      if (outcome === "failed") found.failed++;
    }
  }
  return found;
}

export async function reconcilePayments(options: ReconcileOptions = {}): Promise<ReconcileSummary> {
  const {
    olderThanMinutes = 15,
    maxAgeDays = 7,
    limit = 500,
    now = new Date(),
    refundsOlderThanMinutes = 10,
    budgetMs = RECONCILE_BUDGET_MS,
  } = options;
  const started = Date.now();
  const deadline = started + budgetMs;
  // Refunds first, with a third of the time: with a slow gateway and many open orders the orders
  // would otherwise spend it all, and refunds under way would never be confirmed (nor mailed).
  const refunds = await refreshStaleRefunds(refundsOlderThanMinutes, now, 200, started + budgetMs / 3);
  const open = await db.payment.findMany({
    where: {
      status: { in: ["created", "failed"] },
      // The built-in test checkout's orders moved no money: none is counted once the site is live.
      ...(paymentMode() === "live" ? { mode: "live" as const } : {}),
      createdAt: {
        lte: new Date(now.getTime() - olderThanMinutes * 60_000),
        gte: new Date(now.getTime() - maxAgeDays * 86_400_000),
      },
    },
    orderBy: [{ reconciledAt: { sort: "asc", nulls: "first" } }, { createdAt: "asc" }],
    take: limit,
    select: { id: true, orderId: true, mode: true },
  });
  const summary: Omit<ReconcileSummary, "refunds"> = {
    checked: 0,
    paid: 0,
    flagged: 0,
    alreadyRecorded: 0,
    failed: 0,
    errors: 0,
    deferred: 0,
  };
  for (const order of open) {
    if (Date.now() >= deadline) {
      summary.deferred = open.length - summary.checked;
      break;
    }
    summary.checked++;
    try {
      const found = await reconcileOrder(order);
      summary.paid += found.paid;
      summary.flagged += found.flagged;
      summary.alreadyRecorded += found.alreadyRecorded;
      summary.failed += found.failed;
    } catch (error) {
      summary.errors++;
      if (error instanceof GatewayError) {
        log.warn("payments.reconcile_gateway_error", { orderId: order.orderId, error: error.message });
      } else {
        log.error("payments.reconcile_order_failed", { orderId: order.orderId, error: String(error) });
      }
    }
    // Checked (or tried): the order goes to the back of the queue.
    await db.payment.update({ where: { id: order.id }, data: { reconciledAt: new Date() } });
  }
  const done = { ...summary, refunds };
  log.info("payments.reconciled", done);
  return done;
}
