import "server-only";

import { ApiError } from "@/lib/server/http/api";
import { isForeignOrigin } from "@/lib/server/http/request";

/**
 * Reads a small JSON body from a public form: refuses other sites' browsers (CSRF), oversized
 * bodies (413) and non-JSON content types (415). Invalid JSON becomes a 400 in handleApiError.
 */
export async function readFormJson(req: Request, maxBytes = 16_384): Promise<unknown> {
  if (isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
  if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
    throw new ApiError("unsupported_media_type", "Send the form as application/json.");
  }
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new ApiError("payload_too_large", "The request is too large.");
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes) throw new ApiError("payload_too_large", "The request is too large.");
  return JSON.parse(text);
}
