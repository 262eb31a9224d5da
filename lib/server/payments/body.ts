import "server-only";

import { ApiError } from "@/lib/server/http/api";

/** The request body as text, refused with 413 past `maxBytes` (counted while reading, not trusted from headers). */
export async function readBoundedText(req: Request, maxBytes: number): Promise<string> {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) {
    throw new ApiError("payload_too_large", "The request body is too large.");
  }
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new ApiError("payload_too_large", "The request body is too large.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A small JSON body (SyntaxError -> 400 through handleApiError). */
export async function readJson(req: Request, maxBytes = 16 * 1024): Promise<unknown> {
  return JSON.parse(await readBoundedText(req, maxBytes));
}
