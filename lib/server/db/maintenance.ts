import "server-only";

import { rawConnection } from "@/lib/server/db/client";
import { log } from "@/lib/server/platform/log";

// The embedded database (PGlite) never vacuums by itself: its autovacuum setting reads "on" but no
// autovacuum worker runs in it. The rows of deleted files (a document deleted, an upload replaced,
// an application erased or purged) stayed in its data files, readable with a text search of
// DATA_DIR and in any copy of it, and the files only grew (an audit uploaded and deleted 15 files
// of 1 MB: 14 MB more on disk, nothing reused). Run daily by the privacy purge:
// - VACUUM FULL "StoredFile" rewrites the table of uploaded bytes without the deleted ones;
// - VACUUM makes the other tables' dead rows' space reusable.
// On a PostgreSQL server autovacuum does the second; it is not run here.

export type Compaction = { database: "pglite"; storedFileBytesBefore: number; storedFileBytesAfter: number } | null;

/** Compacts the embedded database (null on PostgreSQL, whose own autovacuum keeps it). */
export async function compactEmbeddedDatabase(): Promise<Compaction> {
  const raw = await rawConnection();
  if (raw.kind !== "pglite") return null;
  const { pglite } = raw;
  const size = async () =>
    Number(
      (await pglite.query<{ bytes: string }>(`SELECT pg_total_relation_size('"StoredFile"')::text AS bytes`)).rows[0]
        .bytes,
    );
  const before = await size();
  // One statement per call: VACUUM cannot run inside a transaction block, which several would make.
  await pglite.exec(`VACUUM FULL "StoredFile"`);
  await pglite.exec("VACUUM");
  const after = await size();
  log.info("db.compacted", { storedFileBytesBefore: before, storedFileBytesAfter: after });
  return { database: "pglite", storedFileBytesBefore: before, storedFileBytesAfter: after };
}
