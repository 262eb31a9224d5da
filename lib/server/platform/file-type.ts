import "server-only";

import { fileTypeFromBuffer } from "file-type";
import yauzl from "yauzl";

// File types decided from the bytes, never from the name or the browser's Content-Type: a renamed
// executable is not a PDF. `file-type` reads the signature; a DOCX is then opened as the ZIP it is
// and must hold a Word document's parts, within bounds a real one never reaches.

export type DetectedType = { ext: "pdf" | "doc" | "docx" | "jpg" | "png" | "gif" | "webp"; mime: string };

export const DOCUMENT_TYPES = ["pdf", "doc", "docx"] as const;
export const IMAGE_TYPES = ["jpg", "png", "gif", "webp"] as const;

const MIME: Record<DetectedType["ext"], string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** A Word document unpacks to a few MB; far more is a ZIP bomb, not a resume. */
export const DOCX_LIMITS = { maxUncompressedBytes: 64 * 1024 * 1024, maxEntries: 2_000, maxRatio: 200 };

export async function detectFileType(data: Uint8Array): Promise<DetectedType | null> {
  if (!data.byteLength) return null;
  const found = await fileTypeFromBuffer(data);
  switch (found?.ext) {
    case "pdf":
    case "jpg":
    case "png":
    case "gif":
    case "webp":
      return { ext: found.ext, mime: MIME[found.ext] };
    // Legacy Word is an OLE2 compound file ("cfb"); file-type cannot tell .doc from .xls inside.
    case "cfb":
      return { ext: "doc", mime: MIME.doc };
    // file-type names any ZIP "docx" once it sees word/ parts; the full check is ours.
    case "docx":
      return (await isWordDocument(data)) ? { ext: "docx", mime: MIME.docx } : null;
    default:
      return null;
  }
}

/**
 * True for a ZIP whose central directory lists `[Content_Types].xml` and `word/document.xml`, with
 * no more than DOCX_LIMITS entries, uncompressed bytes and compression ratio.
 */
export function isWordDocument(data: Uint8Array): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(
      Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      { lazyEntries: true },
      (error, zip) => {
        if (error || !zip) return resolve(false);
        if (zip.entryCount > DOCX_LIMITS.maxEntries) {
          zip.close();
          return resolve(false);
        }
        const names = new Set<string>();
        let uncompressed = 0;
        let settled = false;
        const finish = (ok: boolean) => {
          if (settled) return;
          settled = true;
          zip.close();
          resolve(ok);
        };
        zip.on("entry", (entry: yauzl.Entry) => {
          names.add(entry.fileName);
          uncompressed += entry.uncompressedSize;
          if (uncompressed > DOCX_LIMITS.maxUncompressedBytes) return finish(false);
          zip.readEntry();
        });
        zip.on("end", () => {
          const ratio = uncompressed / Math.max(1, data.byteLength);
          finish(names.has("[Content_Types].xml") && names.has("word/document.xml") && ratio <= DOCX_LIMITS.maxRatio);
        });
        zip.on("error", () => finish(false));
        zip.readEntry();
      },
    );
  });
}

/** The file extension for a detected MIME type (null for anything else). */
export function extensionFor(mime: string): string | null {
  const entry = Object.entries(MIME).find(([, m]) => m === mime.toLowerCase());
  return entry ? entry[0] : null;
}
