import "server-only";

import packageJson from "@/package.json";
import { databaseKind, db } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";

// The console's Settings panel: facts read from the running system, not placeholders.

const DAY = 86_400_000;

async function databaseSizeBytes(): Promise<number | null> {
  try {
    const rows = await db.$queryRaw<{ size: bigint | number }[]>`SELECT pg_database_size(current_database()) AS size`;
    return rows[0] ? Number(rows[0].size) : null;
  } catch (error) {
    log.warn("system_info.database_size_failed", { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

async function lastMigration(): Promise<{ name: string; appliedAt: string | null } | null> {
  const rows = await db.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
    SELECT migration_name, finished_at FROM "_prisma_migrations"
    WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
    ORDER BY finished_at DESC, migration_name DESC LIMIT 1`;
  const row = rows[0];
  return row
    ? { name: row.migration_name, appliedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null }
    : null;
}

export async function systemInfo(now = new Date()) {
  const since = new Date(now.getTime() - DAY);
  const [size, migration, signIns, signedInUsers] = await Promise.all([
    databaseSizeBytes(),
    lastMigration(),
    db.auditLog.count({ where: { action: "auth.login", createdAt: { gte: since } } }),
    db.auditLog.groupBy({ by: ["actorId"], where: { action: "auth.login", createdAt: { gte: since } } }),
  ]);
  const uptimeSeconds = Math.floor(process.uptime());
  return {
    version: packageJson.version,
    databaseKind: databaseKind(),
    databaseSizeBytes: size,
    lastMigration: migration,
    uptimeSeconds,
    startedAt: new Date(now.getTime() - uptimeSeconds * 1000).toISOString(),
    sessionsLast24h: signIns,
    usersLast24h: signedInUsers.length,
    nodeVersion: process.version,
    checkedAt: now.toISOString(),
  };
}

export type SystemInfo = Awaited<ReturnType<typeof systemInfo>>;
