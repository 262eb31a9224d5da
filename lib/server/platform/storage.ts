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
 * Keeps a file name displayable and safe in a Content-Disposition header. A long one is cut in its
 * stem, by whole characters (never between an emoji's halves), keeping its extension.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  const chars = Array.from(cleaned);
  if (chars.length <= FILE_NAME_MAX) return cleaned || "file";
  const ext = /\.[\p{L}\p{N}]{1,10}$/u.exec(cleaned)?.[0] ?? "";
  return chars.slice(0, FILE_NAME_MAX - ext.length).join("") + ext;
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
