// npm run data:purge [-- --dry-run]: anonymises every record past its retention period (README,
// "Data retention") and deletes its files, as the daily privacy.purge job does. With --dry-run it
// only counts what would go, per kind, and changes nothing. Idempotent: run it as often as you like.
// On the embedded database, stop the app first (PGlite is single-process).
import "./lib/load-env";
import { parseArgs } from "node:util";

import { db } from "@/lib/server/db/client";
import { PURGE_KINDS, purgeExpiredRecords } from "@/lib/server/privacy/purge";

const LABELS = {
  companyApplications: "company applications",
  govApplicationsUnpaid: "unpaid government applications",
  govApplicationsPaid: "paid or fee-exempt government applications",
  contactMessages: "contact messages",
} as const;

const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
const summary = await purgeExpiredRecords({ dryRun: values["dry-run"] });
console.log(summary.dryRun ? "Dry run: nothing changed. Past retention:" : "Anonymised past retention:");
for (const kind of PURGE_KINDS) console.log(`  ${LABELS[kind]}: ${summary.counts[kind]}`);
console.log(`  e-mails deleted from the outbox: ${summary.mails}${summary.dryRun ? " (past the mail period)" : ""}`);
console.log(`  expired sign-in codes: ${summary.swept.signInCodes}`);
console.log(`  expired rate-limit counters: ${summary.swept.rateLimits}`);
console.log(`  idle applicant accounts with no application left: ${summary.swept.applicants}`);
if (!summary.dryRun) {
  console.log(`  files deleted: ${summary.files}`);
  console.log(`  payment events stripped of personal fields: ${summary.paymentEvents}`);
  if (summary.compaction) {
    const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
    console.log(
      `  embedded database compacted: stored files ${mb(summary.compaction.storedFileBytesBefore)} MB to ${mb(summary.compaction.storedFileBytesAfter)} MB`,
    );
  }
  console.log(`Audit entry: ${summary.auditId}`);
}
await db.$disconnect();
process.exit(0);
