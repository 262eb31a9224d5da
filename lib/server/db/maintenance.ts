import "server-only";

import type { PGlite } from "@electric-sql/pglite";

import { rawConnection } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";

// The embedded database (PGlite) never vacuums by itself: its autovacuum setting reads "on" but no
// autovacuum worker runs in it. The rows of deleted files (a document deleted, an upload replaced,
// an application erased or purged) stayed in its data files, readable with a text search of
// DATA_DIR and in any copy of it, and the files only grew (an audit uploaded and deleted 15 files
// of 1 MB: 14 MB more on disk, nothing reused). Run daily by the privacy purge:
// - VACUUM FULL "StoredFile" rewrites the table of uploaded bytes without the deleted ones, when it
//   holds any (it stops the process while it runs: not every night for nothing);
// - its write-ahead log is then switched and checkpointed past them, twice, with recycling off:
//   PGlite reuses old log segments without overwriting them, and the bytes were still there;
// - VACUUM makes the other tables' dead rows' space reusable.
// On a PostgreSQL server autovacuum does the last; it is not run here.

export type Compaction = {
  database: "pglite";
  storedFileBytesBefore: number;
  storedFileBytesAfter: number;
  rewritten: boolean;
} | null;

/** Deleted bytes the table may hold before it is rewritten: a quarter of the live ones, and 4 MB. */
const SLACK = (live: number) => live / 4 + 4 * 1_048_576;

/** Compacts one embedded database (exported for its test, which runs it on a database in a folder). */
export async function compactPglite(pglite: PGlite): Promise<NonNullable<Compaction>> {
  const sizes = async () => {
    const row = (
      await pglite.query<{ total: string; live: string }>(
        `SELECT pg_total_relation_size('"StoredFile"')::text AS total, coalesce(sum(size), 0)::text AS live FROM "StoredFile"`,
      )
    ).rows[0];
    return { total: Number(row.total), live: Number(row.live) };
  };
  const before = await sizes();
  const rewritten = before.total > before.live + SLACK(before.live);
  // One statement per call: VACUUM cannot run inside a transaction block, which several would make.
  if (rewritten) {
    await pglite.exec(`VACUUM FULL "StoredFile"`);
    await pglite.exec("SET wal_recycle = off");
    for (let i = 0; i < 2; i++) {
      await pglite.query("SELECT pg_switch_wal()");
      await pglite.exec("CHECKPOINT");
    }
    await pglite.exec("RESET wal_recycle");
  }
  await pglite.exec("VACUUM");
  const after = await sizes();
  return { database: "pglite", storedFileBytesBefore: before.total, storedFileBytesAfter: after.total, rewritten };
}

/** Compacts the embedded database (null on PostgreSQL, whose own autovacuum keeps it). */
export async function compactEmbeddedDatabase(): Promise<Compaction> {
  const raw = await rawConnection();
  if (raw.kind !== "pglite") return null;
  const result = await compactPglite(raw.pglite);
  log.info("db.compacted", result);
  return result;
}
