// npm run payments:reconcile [-- --older-than-minutes 15 --max-age-days 7]: asks the payment
// gateway about every order still unpaid after N minutes and marks what was paid, through the same
// markPaid as the browser and the webhook. Idempotent; schedule it (cron) every few minutes.
// On the embedded database, stop the app first (PGlite is single-process).
import "./lib/load-env";
import { parseArgs } from "node:util";

import { db } from "@/lib/server/db/client";
import { reconcilePayments } from "@/lib/server/payments/reconcile";

const { values } = parseArgs({
  options: {
    "older-than-minutes": { type: "string", default: "15" },
    "max-age-days": { type: "string", default: "7" },
  },
});
const olderThanMinutes = Number(values["older-than-minutes"]);
const maxAgeDays = Number(values["max-age-days"]);
if (!(olderThanMinutes >= 0) || !(maxAgeDays > 0)) {
  console.error("Usage: npm run payments:reconcile -- [--older-than-minutes N] [--max-age-days N]");
  process.exit(2);
}
const summary = await reconcilePayments({ olderThanMinutes, maxAgeDays });
console.log(
  `Reconcile: ${summary.checked} open orders checked, ${summary.paid} newly paid, ${summary.flagged} flagged, ` +
    `${summary.alreadyRecorded} already recorded, ${summary.failed} failed attempts, ${summary.errors} gateway errors; ` +
    `refunds: ${summary.refunds.checked} checked, ${summary.refunds.updated} settled, ${summary.refunds.errors} unconfirmed.`,
);
await db.$disconnect();
process.exit(summary.errors + summary.refunds.errors > 0 ? 1 : 0);
