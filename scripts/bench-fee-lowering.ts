// npm run bench:fee-lowering: a GovAdmin lowers a job's fee while BENCH_UNPAID applications (default
// 11,000: a drive's unpaid forms) wait to pay, and one of those applicants pays meanwhile. The edit
// holds every one of them until it commits, so the payment waits for it. Prints how long the edit
// took, how long the payment waited, and how many mails the edit queued. Embedded PGlite in memory
// by default (every transaction after the one before it, as the embedded database runs them); with
// BENCH_DATABASE_URL, that PostgreSQL database (migrated first: use a throwaway one, e.g.
// `scripts/pg-throwaway.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL npm run bench:fee-lowering'`).
import "./lib/load-env";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  process.env.DATABASE_URL = pgUrl;
  execFileSync("npm", ["run", "--silent", "db:deploy"], { stdio: "inherit", env: process.env });
} else {
  process.env.EMBEDDED_DB_DIR = "memory://";
  delete process.env.DATABASE_URL;
}
process.env.EMBEDDED_AUTO_SEED = "0";
process.env.LOG_LEVEL = "error";
process.env.PAYMENTS_TEST_MODE = "1";
process.env.AUTH_SECRET ??= randomBytes(32).toString("hex");
process.env.DATA_ENCRYPTION_KEY ??= randomBytes(32).toString("base64");

const UNPAID = Number(process.env.BENCH_UNPAID ?? 11_000);

const { db } = await import("@/lib/server/db/client");
const { PUT: updateJob } = await import("@/app/api/gov/jobs/[id]/route");
const { applyTo, bearerFor, pay } = await import("@/lib/testing/gov-console");
const { createGovJob, jobEditBody } = await import("@/lib/testing/gov");
const { sender } = await import("@/lib/server/jobs/queue");
await sender(); // the queue started before the clock does, as on a running server

const job = await createGovJob({ feePaise: 50_000, title: "Bench Karmachari" });
const template = await applyTo(job.id, { dob: "1997-02-03" });
const payer = await applyTo(job.id, { dob: "1995-02-03" });

// The drive's other unpaid forms: copies of the first, each with its own id, number and Aadhaar.
const seedStarted = performance.now();
const columns = (
  await db.$queryRaw<{ column_name: string }[]>`
    SELECT column_name FROM information_schema.columns WHERE table_name = 'GovApplication'`
).map((c) => c.column_name);
const copied: Record<string, string> = {
  id: `'bench-' || g || '-' || "id"`,
  applicationNumber: `'B' || g || "applicationNumber"`,
  aadhaarHash: `"aadhaarHash" || '-' || g`,
  photoFileId: "NULL",
  signatureFileId: "NULL",
  categoryCertificateFileId: "NULL",
};
await db.$executeRawUnsafe(
  `INSERT INTO "GovApplication" (${columns.map((c) => `"${c}"`).join(", ")})
   SELECT ${columns.map((c) => copied[c] ?? `"${c}"`).join(", ")}
   FROM "GovApplication", generate_series(1, ${UNPAID - 2}) g WHERE "id" = '${template.id}'`,
);
const seedMs = performance.now() - seedStarted;

const { headers } = await bearerFor("GovAdmin");
const body = jobEditBody(job, { status: "active", fee: "300" });
const mailsBefore = await db.mailOutbox.count();
const started = performance.now();
const edit = updateJob(
  new Request(`http://127.0.0.1:3000/api/gov/jobs/${job.id}`, {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body),
  }),
  { params: Promise.resolve({ id: job.id }) },
);
// An applicant pays 200 ms into the edit (its order, then the payment counted). Timed from that
// moment: with the embedded database the process itself is busy while the edit's statements run,
// and the payment's own start is late by as much.
const PAY_AT = 200;
const paid = new Promise((resolve) => setTimeout(resolve, PAY_AT)).then(() =>
  pay(payer.id).then(
    () => `answered ${Math.round(performance.now() - started - PAY_AT)} ms after it was asked`,
    (error: unknown) =>
      `failed ${Math.round(performance.now() - started - PAY_AT)} ms after it was asked: ${String(error).split("\n")[0]}`,
  ),
);
const res = await edit;
const editMs = performance.now() - started;
const answer = (await res.json()) as { message?: string };
const payment = await paid;
const lowered = await db.govApplication.count({ where: { jobId: job.id, feePaise: 30_000 } });
const payerState = await db.govApplication.findUniqueOrThrow({
  where: { id: payer.id },
  select: { paymentStatus: true, feePaise: true },
});
const mails = (await db.mailOutbox.count()) - mailsBefore;

console.log(
  `bench:fee-lowering: ${UNPAID} unpaid applications (${pgUrl ? "PostgreSQL" : "embedded PGlite in memory"}, seeded in ${Math.round(seedMs)} ms)\n`,
);
console.log(`edit lowering the fee     ${res.status} in ${Math.round(editMs)} ms: ${answer.message}`);
console.log(`payment during the edit   ${payment} (${payerState.paymentStatus}, fee ₹${payerState.feePaise / 100})`);
console.log(`fees lowered              ${lowered}`);
console.log(`mails queued by the edit  ${mails}`);
await db.$disconnect();
process.exit(0);
