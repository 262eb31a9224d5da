import "server-only";

import { extensionFor } from "@/lib/server/platform/file-type";

// Serves a stored file to a caller who has already been authorised for it: the original name in
// Content-Disposition (inline to view, ?download=1 to save), never sniffed, never shared caches.
// The name's extension is the one of the type detected from the bytes at upload: a PDF uploaded
// as "cv.html" is saved as "cv.pdf", so no browser or desktop opens it as something else.

export type ServedFile = { fileName: string; contentType: string; size: number; data: Uint8Array };

/** RFC 6266 / 5987: an ASCII fallback name plus the exact UTF-8 name. */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/** The stored name with the extension of its detected type (unknown types keep their name). */
export function servedFileName(fileName: string, contentType: string): string {
  const ext = extensionFor(contentType);
  if (!ext) return fileName;
  const dot = fileName.lastIndexOf(".");
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  const current = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
  const same = current === ext || (ext === "jpg" && current === "jpeg");
  return same ? fileName : `${stem || "file"}.${ext}`;
}

/** Inline unless ?download=1, or always `opts.disposition` when given. */
export function fileResponse(
  req: Request,
  file: ServedFile,
  opts: { cache?: string; disposition?: "inline" | "attachment" } = {},
): Response {
  const download = new URL(req.url).searchParams.get("download") === "1";
  const disposition = opts.disposition ?? (download ? "attachment" : "inline");
  return new Response(Buffer.from(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Content-Disposition": contentDisposition(disposition, servedFileName(file.fileName, file.contentType)),
      "Cache-Control": opts.cache ?? "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
