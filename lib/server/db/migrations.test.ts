import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

import { applyMigrations, pendingMigrations, readMigrations } from "@/lib/server/db/migrations";
import { runnerForPGlite } from "@/lib/server/db/sql-runner";

describe("runtime migrator", () => {
  it("applies every committed migration once, recording Prisma's checksums", async () => {
    const pglite = new PGlite();
    const runner = runnerForPGlite(pglite);
    const migrations = readMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(await pendingMigrations(runner)).toEqual(migrations.map((m) => m.name));

    expect(await applyMigrations(runner)).toEqual(migrations.map((m) => m.name));
    expect(await applyMigrations(runner)).toEqual([]);
    expect(await pendingMigrations(runner)).toEqual([]);

    const rows = await runner.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => [r.migration_name, r.checksum])).toEqual(migrations.map((m) => [m.name, m.checksum]));
    expect(rows.every((r) => r.finished_at)).toBe(true);

    const tables = await runner.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
    );
    expect(tables.map((t) => t.tablename)).toEqual(
      expect.arrayContaining(["User", "GovApplication", "Payment", "RateLimit"]),
    );
    await pglite.close();
  });

  it("rolls back a failing migration completely and records nothing", async () => {
    const pglite = new PGlite();
    const runner = runnerForPGlite(pglite);
    const broken = [
      { name: "0001_broken", checksum: "x", sql: `CREATE TABLE "Half" (id int); SELECT * FROM "missing_table";` },
    ];
    await expect(applyMigrations(runner, broken)).rejects.toThrow();
    const half = await runner.query<{ present: boolean }>(`SELECT to_regclass('"Half"') IS NOT NULL AS present`);
    expect(half[0].present).toBe(false);
    expect(await pendingMigrations(runner, broken)).toEqual(["0001_broken"]);
    await pglite.close();
  });
});
