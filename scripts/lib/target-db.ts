// The database the db:* scripts act on: DATABASE_URL when set, otherwise the embedded one.
import path from "node:path";
import fs from "node:fs";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { env } from "@/lib/env";
import { runnerForPgClient, runnerForPGlite, type SqlRunner } from "@/lib/server/db/sql-runner";

export async function withTargetDatabase<T>(fn: (runner: SqlRunner, label: string) => Promise<T>): Promise<T> {
  const { DATABASE_URL, DATA_DIR, EMBEDDED_DB_DIR } = env();
  if (DATABASE_URL) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    try {
      return await fn(runnerForPgClient(client), "PostgreSQL (DATABASE_URL)");
    } finally {
      await client.end();
    }
  }
  const dir = EMBEDDED_DB_DIR ?? path.resolve(DATA_DIR, "pglite");
  if (!dir.includes("://")) fs.mkdirSync(dir, { recursive: true });
  const pglite = new PGlite(dir);
  try {
    return await fn(runnerForPGlite(pglite), `embedded PGlite (${dir})`);
  } finally {
    await pglite.close();
  }
}
