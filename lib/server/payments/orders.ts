import "server-only";

import { createTranslator, type Messages } from "use-intl/core";

import { routing, type Locale } from "@/i18n/routing";
import { formatIstDate } from "@/lib/dates";
import { ApiError } from "@/lib/server/http/api";
import { db, type Tx } from "@/lib/server/db/client";
import { isJobOpen } from "@/lib/server/gov/jobs";
import { isComplete } from "@/lib/server/gov/status";
import { log } from "@/lib/server/platform/log";
import { messagesFor } from "@/lib/server/i18n/locale";
import { checkoutConfig, paymentMode } from "@/lib/server/payments/config";
import { gateway } from "@/lib/server/payments/gateway";
import { lockApplication, TX_OPTIONS } from "@/lib/server/payments/ledger";
import { reconcileOrder } from "@/lib/server/payments/reconcile";
import { GatewayError } from "@/lib/server/payments/types";
import { GOV_MESSAGES } from "@/lib/validation/gov-applications";

// Step 2: the order, for the fee the server computed when the application was saved (whatever the
// browser may send). An open
// order of the same amount is handed out again instead of a new one: Razorpay refuses a second
// successful payment on a paid order, so retries in two tabs cannot charge twice.
const REUSE_ORDER_FOR_MS = 24 * 60 * 60 * 1000;
/** The longest Pay waits on the gateway's word about the application's open orders. */
const ORDER_CHECK_BUDGET_MS = 4_000;

const checkoutWords = (locale: Locale) =>
  createTranslator({ locale, messages: messagesFor(locale) as Messages, namespace: "govForm.checkout" });

/**
 * What Checkout shows, in the page's language: the portal's name and what the payment is for
 * ("Application Fee for <job>"). Razorpay wants the description to start with a letter or a digit:
 * a Hindi sentence starts with the job's title, so a title that does not falls back to the English
 * wording, which always does.
 */
export function checkoutTexts(locale: Locale, jobTitle: string, difference: boolean) {
  const key = difference ? "differenceFor" : "feeFor";
  const t = checkoutWords(locale);
  const description = t(key, { title: jobTitle });
  return {
    name: t("merchant"),
    description: /^[\p{L}\p{N}]/u.test(description)
      ? description
      : checkoutWords(routing.defaultLocale)(key, { title: jobTitle }),
  };
}

async function findOrCreateOrder(tx: Tx, applicationId: string, now: Date) {
  const found = await tx.govApplication.findUnique({
    where: { id: applicationId },
    select: {
      id: true,
      applicationNumber: true,
      job: { select: { id: true, title: true, status: true, deadline: true } },
    },
  });
  const notFound = () => new ApiError("not_found", "Application not found. Please submit the form again.");
  if (!found) throw notFound();
  // Its status, payment status and fee as they are under the lock (a payment may just have been counted).
  const app = { ...found, ...(await lockApplication(tx, found.id)) };
  // An erased application (on request, or by the retention purge) is no longer anybody's to pay for.
  if (app.anonymisedAt) throw notFound();
  // A correction raised the fee of a complete application: the order is for the difference only,
  // payable after the job's deadline too (correction windows usually open after it).
  const difference = isComplete(app.paymentStatus) && app.feeDuePaise > 0;
  if (!difference && app.paymentStatus === "completed") {
    throw new ApiError("conflict", "The fee for this application has already been paid.");
  }
  if (!difference && app.paymentStatus === "exempt") {
    throw new ApiError("conflict", "No fee is due for this application: it was submitted without payment.");
  }
  if (app.paymentStatus === "expired") {
    throw new ApiError(
      "conflict",
      `This application was closed without payment: the last date to pay was ${formatIstDate(app.job.deadline)}.`,
    );
  }
  // Two whole sentences rather than the status in one: the catalogue translates each (errors.gov.payment).
  if (app.status === "withdrawn") {
    throw new ApiError("conflict", "This application was withdrawn: no fee can be paid for it.");
  }
  if (app.status === "cancelled") {
    throw new ApiError("conflict", "This application was cancelled: no fee can be paid for it.");
  }
  if (app.status === "rejected") {
    throw new ApiError("conflict", "This application was rejected: no fee can be paid for it.");
  }
  if (!difference && !isJobOpen(app.job, now)) throw new ApiError("conflict", GOV_MESSAGES.jobClosed);
  const amount = difference ? app.feeDuePaise : app.feePaise;
  if (!Number.isInteger(amount) || amount <= 0) throw new ApiError("bad_request", GOV_MESSAGES.invalidFee);

  const mode = paymentMode();
  const currency = "INR";
  let order = await tx.payment.findFirst({
    where: {
      applicationId,
      mode,
      amountPaise: amount,
      status: { in: ["created", "failed"] },
      createdAt: { gte: new Date(now.getTime() - REUSE_ORDER_FOR_MS) },
    },
    orderBy: { createdAt: "desc" },
    select: { orderId: true, amountPaise: true, currency: true },
  });
  if (!order) {
    let created;
    try {
      created = await gateway(mode).createOrder({
        amountPaise: amount,
        currency,
        receipt: app.applicationNumber,
        notes: { applicationNumber: app.applicationNumber, jobId: app.job.id },
      });
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      log.error("payments.create_order_failed", { applicationNumber: app.applicationNumber, error: error.message });
      throw new ApiError("unavailable", "Failed to create payment order");
    }
    if (created.amount !== amount || created.currency !== currency) {
      log.error("payments.order_amount_mismatch", { orderId: created.id, amount: created.amount, expected: amount });
      throw new ApiError("unavailable", "Failed to create payment order");
    }
    order = await tx.payment.create({
      data: { applicationId: app.id, mode, orderId: created.id, amountPaise: amount, currency },
      select: { orderId: true, amountPaise: true, currency: true },
    });
  }
  return { app, order, difference, mode };
}

export async function createOrderForApplication(
  applicationId: string,
  { now = new Date(), locale = routing.defaultLocale }: { now?: Date; locale?: Locale } = {},
) {
  // A payment Checkout took on an open order that was never confirmed (the browser lost the verify,
  // the webhook is late) is counted first: the applicant who reloads, or goes to the status page,
  // and presses Pay again is told the fee is paid, not handed Checkout for a second payment. A
  // gateway that cannot answer leaves it to reconciliation, as before.
  // Only the orders Checkout could still be using (the reuse window), all at once, and never for
  // more than ORDER_CHECK_BUDGET_MS: with the gateway down, Pay answers as quickly as before, and
  // a check still running goes on by itself (recording a payment twice is harmless).
  const open = await db.payment.findMany({
    where: {
      applicationId,
      mode: paymentMode(),
      status: { in: ["created", "failed"] },
      createdAt: { gte: new Date(now.getTime() - REUSE_ORDER_FOR_MS) },
    },
    select: { orderId: true, mode: true },
  });
  if (open.length) {
    const checks = open.map((order) =>
      reconcileOrder(order).catch((error: unknown) => {
        log.warn("payments.order_check_failed", {
          orderId: order.orderId,
          error: error instanceof Error ? error.message : String(error),
        });
      }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.all(checks),
      new Promise((resolve) => (timer = setTimeout(resolve, ORDER_CHECK_BUDGET_MS))),
    ]);
    clearTimeout(timer);
  }
  // One request per application at a time (a double click, two tabs): under the application's row
  // lock the second one finds the order the first made instead of making another. The gateway is
  // asked inside the lock (at most its 10 s timeout); when it fails, nothing is written.
  const { app, order, difference, mode } = await db.$transaction(
    (tx) => findOrCreateOrder(tx, applicationId, now),
    TX_OPTIONS,
  );
  const { keyId } = checkoutConfig();
  return {
    success: true as const,
    message: "Order created",
    id: order.orderId,
    amount: order.amountPaise,
    currency: order.currency,
    mode,
    key: mode === "live" ? keyId : null,
    ...checkoutTexts(locale, app.job.title, difference),
    applicationNumber: app.applicationNumber,
  };
}
