import "server-only";

import { createHash } from "node:crypto";

import { ApiError } from "@/lib/server/http/api";

// Edits two people make of one record at once. A console serves each record it lets staff edit with
// an entity tag of what its form shows (`editTag`), and the form sends it back as `If-Match` when it
// saves. The save reads the record again under its row lock and refuses with 412 when what the form
// shows has changed since it was opened, so the second of two admins does not silently overwrite the
// first one's exam venue or fee. Only the edited fields count: a counter the record also holds
// (applications paid) changes nothing the form shows. A request without `If-Match` (an API client)
// saves as before.

/** The tag of a record's edited fields: the same fields with the same values give the same tag. */
export function editTag(fields: Record<string, unknown>): string {
  const values = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key] instanceof Date ? (fields[key] as Date).toISOString() : (fields[key] ?? null)]);
  return `"${createHash("sha256").update(JSON.stringify(values)).digest("base64url").slice(0, 27)}"`;
}

/**
 * The tag a request's `If-Match` names (one tag, as a form sends it), or null when it names none or
 * any (`*`: the record exists, which the save checks anyway).
 */
export function ifMatch(req: Request): string | null {
  const value = req.headers.get("if-match")?.trim();
  return value && value !== "*" ? value.replace(/^W\//, "") : null;
}

/** Refuses the save (412) when the record's edited fields are no longer those the form was opened with. */
export function assertUnchanged(expected: string | null, current: Record<string, unknown>, message: string): void {
  if (expected !== null && editTag(current) !== expected) throw new ApiError("precondition_failed", message);
}
