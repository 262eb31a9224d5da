import "server-only";

import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import type { SqlRunner } from "@/lib/server/db/sql-runner";

// Applies prisma/migrations/*/migration.sql and records them in Prisma Migrate's own
// `_prisma_migrations` table (same columns, same sha256 checksums), so a database migrated here
// is one `prisma migrate deploy` recognises, and vice versa. Each migration runs in a transaction.

export type Migration = { name: string; sql: string; checksum: string };

export function migrationsDir(): string {
  return path.resolve(process.cwd(), "prisma", "migrations");
}

// The turbopackIgnore comments keep Next's file tracing from copying the whole project into the
// standalone build; prisma/migrations is traced by outputFileTracingIncludes in next.config.ts.
export function readMigrations(dir = migrationsDir()): Migration[] {
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) return [];
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

type AppliedRow = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

export async function appliedMigrations(db: SqlRunner): Promise<AppliedRow[]> {
  const exists = await db.query<{ present: boolean }>(
    `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS present`,
  );
  if (!exists[0]?.present) return [];
  return db.query<AppliedRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
  );
}

/** Names of migrations on disk that the database has not applied yet. */
export async function pendingMigrations(db: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  const applied = new Set(
    (await appliedMigrations(db)).filter((r) => r.finished_at && !r.rolled_back_at).map((r) => r.migration_name),
  );
  return migrations.filter((m) => !applied.has(m.name)).map((m) => m.name);
}

export async function applyMigrations(db: SqlRunner, migrations = readMigrations()): Promise<string[]> {
  return db.withLock(async () => {
    await db.exec(CREATE_TABLE);
    const rows = await appliedMigrations(db);
    const failed = rows.find((r) => !r.finished_at && !r.rolled_back_at);
    if (failed) {
      throw new Error(`Migration ${failed.migration_name} failed earlier; resolve it before applying more`);
    }
    const done = new Map(rows.filter((r) => !r.rolled_back_at).map((r) => [r.migration_name, r.checksum]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum) {
        if (checksum !== migration.checksum) {
          console.warn(`[migrations] ${migration.name} was edited after it was applied (checksum differs)`);
        }
        continue;
      }
      await db.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
      });
      applied.push(migration.name);
    }
    return applied;
  });
}
