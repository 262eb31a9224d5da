import "server-only";

// Serves a stored file to a caller who has already been authorised for it: the original name in
// Content-Disposition (inline to view, ?download=1 to save), never sniffed, never shared caches.

export type ServedFile = { fileName: string; contentType: string; size: number; data: Uint8Array };

export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function fileResponse(req: Request, file: ServedFile, opts: { cache?: string } = {}): Response {
  const download = new URL(req.url).searchParams.get("download") === "1";
  return new Response(Buffer.from(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Content-Disposition": contentDisposition(download ? "attachment" : "inline", file.fileName),
      "Cache-Control": opts.cache ?? "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
