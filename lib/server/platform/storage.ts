import "server-only";

import { createHash } from "node:crypto";

import type { FileKind } from "@/lib/generated/prisma/enums";
import type { Db, Tx } from "@/lib/server/db/prisma";

// The one place uploaded bytes are written and read. The PostgreSQL driver keeps them in
// StoredFile, inside the caller's transaction: the row that owns a file and the file itself
// commit or roll back together.

export type NewFile = { kind: FileKind; fileName: string; contentType: string; data: Uint8Array };

/** A stored file name's length at most, in characters (an emoji is one). */
export const FILE_NAME_MAX = 200;

/**
 * Keeps a file name displayable and safe in a Content-Disposition header: no control characters,
 * quotes or direction controls (U+202E made "CV\u202Excod.pdf" read "CVfdp.docx" in the console).
 * A long one is cut in its stem to at most FILE_NAME_MAX characters, keeping its extension, and
 * between whole characters as the eye sees them: never inside an emoji, a family emoji joined from
 * several, or a Hindi conjunct.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"\u202a-\u202e\u2066-\u2069]/g, "").trim();
  if (Array.from(cleaned).length <= FILE_NAME_MAX) return cleaned || "file";
  const ext = /\.[\p{L}\p{N}]{1,10}$/u.exec(cleaned)?.[0] ?? "";
  let stem = "";
  let room = FILE_NAME_MAX - ext.length;
  for (const { segment } of new Intl.Segmenter("en", { granularity: "grapheme" }).segment(cleaned)) {
    room -= Array.from(segment).length;
    if (room < 0) break;
    stem += segment;
  }
  // One grapheme longer than the room (a letter with hundreds of marks on it): cut it by code point.
  if (!stem)
    stem = Array.from(cleaned)
      .slice(0, FILE_NAME_MAX - ext.length)
      .join("");
  return stem + ext;
}

/** A file name safe as one path segment inside a ZIP: cleaned, never "." or ".." (leading dots go). */
export function zipEntryName(name: string): string {
  return cleanFileName(name).replace(/^\.+/, "") || "file";
}

export async function storeFile(tx: Tx, file: NewFile): Promise<{ id: string }> {
  const data = new Uint8Array(file.data);
  return tx.storedFile.create({
    data: {
      kind: file.kind,
      fileName: cleanFileName(file.fileName),
      contentType: file.contentType,
      size: data.byteLength,
      sha256: createHash("sha256").update(data).digest("hex"),
      data,
    },
    select: { id: true },
  });
}

/** A stored file with its bytes (the client is passed in: the seed uses this module before `db` exists). */
export async function readFile(db: Db | Tx, id: string) {
  return db.storedFile.findUnique({ where: { id }, omit: { data: false } });
}

export async function deleteFile(tx: Tx, id: string): Promise<void> {
  await tx.storedFile.delete({ where: { id } });
}
