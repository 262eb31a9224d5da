import "server-only";

import { env } from "@/lib/env";
import { currentRequestId } from "@/lib/server/http/request-context";

// Structured JSON logs, one object per line. Callers pass ids and counts, never secrets or
// personal data (names, e-mail addresses, phone numbers, Aadhaar, PAN, account numbers, passwords).
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

// A second line of defence: whatever a caller (or a library's error message, such as a mail
// server refusing a recipient) lets through, values shaped like an e-mail address, an Aadhaar
// number, a PAN, a bank account or phone number, or a bearer token never reach the log.
const REDACTIONS: [RegExp, string][] = [
  // Any "x@y.z" the forms accept (lib/validation/email.ts), "josé@…" and "राम@…" too: up to a quote,
  // bracket, space or separator, which also ends a JSON string.
  [/[^\s"'<>()[\]@,;:\\]+@[^\s"'<>()[\]@,;:\\]+\.[^\s"'<>()[\]@,;:\\]+/gu, "[email]"],
  [/\b\d{4}[ -]?\d{4}[ -]?\d{4}\b/g, "[aadhaar?]"],
  [/\b[A-Za-z]{5}\d{4}[A-Za-z]\b/g, "[pan?]"],
  // Indian mobiles as people type them: "+91 98765 43210", "98765-43210".
  [/(\+91[ -]?)?\b[6-9]\d{4}[ -]\d{5}\b/g, "[phone]"],
  [/\b\d{9,18}\b/g, "[number]"],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, "$1 [token]"],
];

export function redact(line: string): string {
  return REDACTIONS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line);
}

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const requestId = currentRequestId();
  const head = JSON.stringify({ time: new Date().toISOString(), level, event, ...(requestId ? { requestId } : {}) });
  const rest = redact(JSON.stringify(fields));
  const line = rest === "{}" ? head : `${head.slice(0, -1)},${rest.slice(1)}`;
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
