import "server-only";

import { env } from "@/lib/env";
import { currentRequestId } from "@/lib/server/request-context";

// Structured JSON logs, one object per line. Callers pass ids and counts, never secrets or
// personal identifiers (Aadhaar, PAN, account numbers, passwords).
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function write(level: Level, event: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const requestId = currentRequestId();
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(requestId ? { requestId } : {}),
    ...fields,
  });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
};
