import "server-only";

// File types decided from the bytes, never from the name or the browser's Content-Type:
// a renamed executable is not a PDF.

export type DetectedType = { ext: "pdf" | "doc" | "docx" | "jpg" | "png" | "gif" | "webp"; mime: string };

function startsWith(data: Uint8Array, bytes: number[], offset = 0): boolean {
  return bytes.every((b, i) => data[offset + i] === b);
}

export function detectFileType(data: Uint8Array): DetectedType | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { ext: "pdf", mime: "application/pdf" }; // %PDF-
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { ext: "jpg", mime: "image/jpeg" };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", mime: "image/png" };
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return { ext: "gif", mime: "image/gif" }; // GIF8
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: "webp", mime: "image/webp" };
  }
  // Legacy Word: an OLE2 compound file.
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { ext: "doc", mime: "application/msword" };
  // DOCX: a ZIP whose entries include word/ (checked in the first 64 KiB of the central data).
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    const head = Buffer.from(data.subarray(0, Math.min(data.length, 65_536))).toString("latin1");
    const tail = Buffer.from(data.subarray(Math.max(0, data.length - 65_536))).toString("latin1");
    if (head.includes("word/") || tail.includes("word/document.xml")) {
      return { ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" };
    }
  }
  return null;
}

export const DOCUMENT_TYPES = ["pdf", "doc", "docx"] as const;
export const IMAGE_TYPES = ["jpg", "png", "gif", "webp"] as const;
