// The embedded database keeps a deleted file's bytes in its data files until it is vacuumed, and
// it never vacuums by itself: the daily purge compacts it (lib/server/db/maintenance.ts).
import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { db, databaseKind, rawConnection } from "@/lib/server/db/client";
import { compactEmbeddedDatabase } from "@/lib/server/db/maintenance";
import { deleteFile, storeFile } from "@/lib/server/platform/storage";

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
    for (let i = 0; i < 4; i++) {
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
    expect(result).not.toBeNull();
    // Five files' worth before, about one after: the four deleted ones are no longer stored anywhere.
    expect(result!.storedFileBytesBefore).toBeGreaterThan(4.5 * 1_048_576);
    expect(result!.storedFileBytesAfter).toBeLessThan(2 * 1_048_576);
    // The kept file is whole.
    const raw = await rawConnection();
    expect(raw.kind).toBe("pglite");
    const row = await db.storedFile.findUniqueOrThrow({ where: { id: kept.id }, omit: { data: false } });
    expect(row.data.byteLength).toBe(1_048_576);
  });
});
