import "server-only";

import fs from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

import { env } from "@/lib/env";
import { createClient } from "@/lib/server/db/prisma";
import { log } from "@/lib/server/platform/log";
import { applyMigrations } from "@/lib/server/db/migrations";
import { printDemoAccounts, seedDatabase } from "@/lib/server/db/seed";
import { runnerForPGlite } from "@/lib/server/db/sql-runner";

// The embedded default: real PostgreSQL (PGlite, WASM) in this process, stored under
// DATA_DIR/pglite. On first use it is migrated and, while it has no account, seeded with demo data.
export function openEmbeddedDatabase() {
  const { DATA_DIR, EMBEDDED_DB_DIR, EMBEDDED_AUTO_SEED } = env();
  const dir = EMBEDDED_DB_DIR ?? path.resolve(DATA_DIR, "pglite");
  if (!dir.includes("://")) fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir);
  const factory = new PrismaPGlite(pglite);

  let ready: Promise<void> | undefined;
  const prepare = async () => {
    const started = Date.now();
    await pglite.waitReady;
    const applied = await applyMigrations(runnerForPGlite(pglite));
    if (applied.length) log.info("db.migrated", { applied, dir });
    if (EMBEDDED_AUTO_SEED) {
      // A client on the raw factory: the application's client is still waiting for us.
      const seeder = createClient(factory);
      // Only a database nobody has used yet (no account at all; a first seed cut short is finished
      // here): demo accounts an operator deleted, with their published password, stay deleted.
      if ((await seeder.user.count()) === 0) {
        const result = await seedDatabase(seeder);
        if (result.createdUsers > 0) printDemoAccounts();
      }
    }
    log.info("db.ready", { kind: "pglite", dir, ms: Date.now() - started });
  };

  return {
    factory,
    pglite,
    ready: () => {
      ready ??= prepare().catch((error: unknown) => {
        ready = undefined; // let the next request try again
        throw error;
      });
      return ready;
    },
  };
}
