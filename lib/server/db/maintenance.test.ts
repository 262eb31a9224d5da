// The embedded database keeps a deleted file's bytes in its data files until it is vacuumed, and
// it never vacuums by itself: the daily purge compacts it (lib/server/db/maintenance.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

import { databaseKind, db } from "@/lib/server/db/client";
import { compactEmbeddedDatabase, compactPglite } from "@/lib/server/db/maintenance";
import { deleteFile, storeFile } from "@/lib/server/platform/storage";

/** Every file under `dir` that contains `marker`. */
function filesHolding(dir: string, marker: Buffer): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.readFileSync(file).includes(marker));
}

describe("compactEmbeddedDatabase", () => {
  it("gives back the space of deleted files on the embedded database (and leaves PostgreSQL to autovacuum)", async () => {
    if (databaseKind() !== "pglite") {
      expect(await compactEmbeddedDatabase()).toBeNull();
      return;
    }
    // Incompressible bytes, so the table's size is the files' size.
    const megabyte = () => new Uint8Array(randomBytes(1_048_576));
    const kept = await db.$transaction((tx) =>
      storeFile(tx, {
        kind: "EmployeeDocument",
        fileName: "kept.pdf",
        contentType: "application/pdf",
        data: megabyte(),
      }),
    );
    const gone: string[] = [];
    for (let i = 0; i < 8; i++) {
      const file = await db.$transaction((tx) =>
        storeFile(tx, {
          kind: "EmployeeDocument",
          fileName: `gone-${i}.pdf`,
          contentType: "application/pdf",
          data: megabyte(),
        }),
      );
      gone.push(file.id);
    }
    for (const id of gone) await db.$transaction((tx) => deleteFile(tx, id));

    const result = await compactEmbeddedDatabase();
    expect(result).toMatchObject({ database: "pglite", rewritten: true });
    // Nine files' worth before, about one after: the eight deleted ones are no longer stored.
    expect(result!.storedFileBytesBefore).toBeGreaterThan(8.5 * 1_048_576);
    expect(result!.storedFileBytesAfter).toBeLessThan(2 * 1_048_576);
    const row = await db.storedFile.findUniqueOrThrow({ where: { id: kept.id }, omit: { data: false } });
    expect(row.data.byteLength).toBe(1_048_576);
    // Nothing left to reclaim: the next night's run does not rewrite the table again.
    expect(await compactEmbeddedDatabase()).toMatchObject({ rewritten: false });
  });

  it("leaves no byte of a deleted file anywhere in the database's folder, its write-ahead log included", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compact-"));
    const pglite = new PGlite(dir);
    try {
      await pglite.exec(`CREATE TABLE "StoredFile" (id text PRIMARY KEY, size int NOT NULL, data bytea NOT NULL)`);
      const marker = Buffer.from(`AADHAAR-SCAN-${randomBytes(8).toString("hex")}`);
      // A scan that does not compress away (random bytes around the marker), deleted.
      const scan = Buffer.concat([randomBytes(600_000), marker, randomBytes(600_000)]);
      for (let i = 0; i < 5; i++) {
        await pglite.query(`INSERT INTO "StoredFile" VALUES ($1, $2, $3)`, [`f${i}`, scan.length, scan]);
      }
      await pglite.exec(`DELETE FROM "StoredFile"`);
      await pglite.exec("CHECKPOINT");
      expect(filesHolding(dir, marker).length).toBeGreaterThan(0);

      expect(await compactPglite(pglite)).toMatchObject({ rewritten: true });
      await pglite.close();
      expect(filesHolding(dir, marker)).toEqual([]);
    } finally {
      if (!pglite.closed) await pglite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
