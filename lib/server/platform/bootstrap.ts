import "server-only";

import pg from "pg";

import { env, parseEnv } from "@/lib/env";
import { installRequestGuard, spoofableConfiguration } from "@/lib/server/http/client-address";
import { installIdleCollector } from "@/lib/server/platform/idle-gc";
import { databaseKind, db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";
import { pendingMigrations } from "@/lib/server/db/migrations";
import { runnerForPgClient } from "@/lib/server/db/sql-runner";

/**
 * Runs once when the server starts. Embedded database: the first query migrates it and, on first
 * start, seeds it and prints the demo accounts. External PostgreSQL: migrations are a release
 * step (`npm run db:deploy`), so we only warn if some are pending.
 */
export async function bootstrap(): Promise<void> {
  // next.config.ts validates the environment for `next dev`/`next start`, but the standalone
  // server (.next/standalone/server.js) never loads next.config.ts: check again, and stop.
  try {
    parseEnv(process.env);
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
  // Before the first request: rate limits count against the address the socket saw (or the one
  // the trusted proxies report), never one the client wrote itself.
  const spoofable = spoofableConfiguration({ hops: env().TRUST_PROXY_HOPS, hostname: listeningHost() });
  if (spoofable && env().NODE_ENV === "production") {
    console.error(`\nRefusing to start: ${spoofable}\n`);
    process.exit(1);
  }
  installRequestGuard(env().TRUST_PROXY_HOPS);
  installIdleCollector();
  const started = Date.now();
  try {
    if (databaseKind() === "pglite") {
      await db.$queryRaw`SELECT 1`;
    } else {
      const client = new pg.Client({ connectionString: env().DATABASE_URL });
      await client.connect();
      try {
        const pending = await pendingMigrations(runnerForPgClient(client));
        if (pending.length) log.warn("db.migrations_pending", { pending, fix: "npm run db:deploy" });
      } finally {
        await client.end();
      }
    }
    log.info("server.ready", { database: databaseKind(), ms: Date.now() - started });
  } catch (error) {
    // Keep serving: requests will answer 503 until the database is reachable.
    log.error("server.bootstrap_failed", { message: error instanceof Error ? error.message : String(error) });
  }
  // The background queue (mail, reconciliation, expiry), unless a separate `npm run jobs:work` has
  // it. Whatever the check above found: it keeps trying until the database answers.
  const { stopWorkerFirst } = await import("@/lib/server/jobs/shutdown");
  if (env().JOBS_IN_WEB) {
    const { startWorkerInWeb, stopWorkerInWeb } = await import("@/lib/server/jobs/worker");
    void startWorkerInWeb();
    // On SIGTERM the worker finishes the jobs in hand, and the requests' background work is
    // recorded, before Next's own shutdown runs.
    stopWorkerFirst(stopWorkerInWeb);
  } else {
    // No worker here, but the requests' background work (a sign-in code's mail) still gets its time.
    stopWorkerFirst(async () => {});
  }
}

/** The address the server listens on: HOSTNAME for server.js, -H/--hostname for `next start`. */
function listeningHost(): string | undefined {
  const argv = process.argv;
  const flag = argv.findIndex((a) => a === "-H" || a === "--hostname");
  return env().HOSTNAME ?? (flag >= 0 ? argv[flag + 1] : undefined);
}
