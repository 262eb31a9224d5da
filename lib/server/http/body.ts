import "server-only";

import { ApiError } from "@/lib/server/http/api";
import { isForeignOrigin } from "@/lib/server/http/request";

// The one way a route handler reads a request body that is not multipart (multipart.ts has its own
// streaming limits). The size is checked against Content-Length first and then counted while
// reading, so an oversized body is refused with 413 before it is buffered. Text must be well-formed
// Unicode: a lone surrogate ("\ud800") cannot be stored and is refused with 400 here, the same on
// PostgreSQL and on PGlite.

/** JSON bodies: 64 KB unless a route says otherwise. */
export const JSON_MAX_BYTES = 64 * 1024;

export const TOO_LARGE = "The request body is too large.";
export const ILL_FORMED_TEXT = "The request contains text that is not valid Unicode.";
export const TOO_DEEP = "The request is nested too deeply.";

/** No form or API body of ours nests deeper than a few levels; JSON.parse alone takes any depth. */
export const JSON_MAX_DEPTH = 32;

/** The request body as text, refused with 413 past `maxBytes` (counted while reading, not trusted from headers). */
export async function readBoundedText(req: Request, maxBytes: number): Promise<string> {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) throw new ApiError("payload_too_large", TOO_LARGE);
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
      throw new ApiError("payload_too_large", TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * What is wrong with a parsed JSON value, if anything: nested deeper than JSON_MAX_DEPTH, or a
 * string (or key) that is not well-formed UTF-16. Walked with a stack of its own, not by recursion:
 * thousands of nested brackets fit in a small body, and a recursive walk ran out of call stack (500).
 */
function jsonDefect(value: unknown): "deep" | "ill-formed" | null {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === "string") {
      if (!item.isWellFormed()) return "ill-formed";
    } else if (item && typeof item === "object") {
      if (depth >= JSON_MAX_DEPTH) return "deep";
      for (const [key, child] of Object.entries(item)) {
        if (!key.isWellFormed()) return "ill-formed";
        pending.push([child, depth + 1]);
      }
    }
  }
  return null;
}

/** True when every string (and key) in a parsed JSON value is well-formed UTF-16. */
export function isWellFormedJson(value: unknown): boolean {
  return jsonDefect(value) !== "ill-formed";
}

/**
 * The value with every lone surrogate replaced by U+FFFD: for a signed payment event, which must be
 * recorded and counted whatever its free-text notes hold, rather than refused.
 */
export function toWellFormedJson(value: unknown): unknown {
  if (typeof value === "string") return value.toWellFormed();
  if (Array.isArray(value)) return value.map(toWellFormedJson);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key.toWellFormed(), toWellFormedJson(v)]));
  }
  return value;
}

/** Parses JSON text (SyntaxError -> 400 in handleApiError); ill-formed Unicode or deep nesting in it -> 400. */
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  const defect = jsonDefect(value);
  if (defect) throw new ApiError("bad_request", defect === "deep" ? TOO_DEEP : ILL_FORMED_TEXT);
  return value;
}

export type JsonOptions = {
  /** Larger or smaller than the 64 KB default. */
  maxBytes?: number;
  /** A public form posted by a browser: refuse other sites (CSRF) and anything but application/json (415). */
  form?: boolean;
};

/** A JSON request body, bounded (413), well-formed (400) and parsed. */
export async function readJson(req: Request, { maxBytes = JSON_MAX_BYTES, form = false }: JsonOptions = {}) {
  if (form) {
    if (isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
    if (!(req.headers.get("content-type") ?? "").toLowerCase().startsWith("application/json")) {
      throw new ApiError("unsupported_media_type", "Send the form as application/json.");
    }
  }
  return parseJson(await readBoundedText(req, maxBytes));
}
