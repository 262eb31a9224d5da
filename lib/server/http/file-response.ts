import "server-only";

// Serves a stored file to a caller who has already been authorised for it: the original name in
// Content-Disposition (inline to view, ?download=1 to save), never sniffed, never shared caches.

export type ServedFile = { fileName: string; contentType: string; size: number; data: Uint8Array };

/** RFC 6266 / 5987: an ASCII fallback name plus the exact UTF-8 name. */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
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
      "Content-Disposition": contentDisposition(disposition, file.fileName),
      "Cache-Control": opts.cache ?? "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
