// One fresh database per test file: an in-memory PGlite by default, or, when TEST_DATABASE_URL
// points at a PostgreSQL server, a new database created on it (and dropped afterwards).
import { randomBytes } from "node:crypto";

import pg from "pg";
import { afterAll } from "vitest";

process.env.AUTH_SECRET ??= "test-auth-secret-0123456789abcdefghijklmnop";
process.env.DATA_ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString("base64");
process.env.LOG_LEVEL ??= "error";

const adminUrl = process.env.TEST_DATABASE_URL;

if (adminUrl) {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.DATABASE_POOL_SIZE = "4";

  const { applyMigrations } = await import("@/lib/server/db/migrations");
  const { runnerForPgClient } = await import("@/lib/server/db/sql-runner");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await applyMigrations(runnerForPgClient(client));
  await client.end();

  afterAll(async () => {
    const { db } = await import("@/lib/server/db/client");
    await db.$disconnect();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
} else {
  delete process.env.DATABASE_URL;
  process.env.EMBEDDED_DB_DIR = "memory://";
  process.env.EMBEDDED_AUTO_SEED = "0";
}
