// npm run jobs:work: a separate worker process for the background queue (mail delivery with
// retries, payment reconciliation every 10 minutes, expiry of unpaid applications). Run it beside
// web instances started with JOBS_IN_WEB=0; any number of workers may run, each job runs once.
// On the embedded database (no DATABASE_URL) the web process works the queue itself: PGlite is
// single-process, so this command is for PostgreSQL deployments.
import "./lib/load-env";

import { env } from "@/lib/env";
import { startWorker } from "@/lib/server/jobs/worker";

if (!env().DATABASE_URL) {
  console.error("npm run jobs:work needs DATABASE_URL: on the embedded database the web process works the queue.");
  process.exit(2);
}
const worker = await startWorker();
console.log("Working the queue (mail.deliver, payments.reconcile, gov.expire-unpaid, privacy.purge). Ctrl+C stops.");
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log("Stopping: finishing the jobs in hand...");
    void worker.stop().then(() => process.exit(0));
  });
}
