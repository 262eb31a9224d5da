import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db/client";

// How sign-in and forgot-password read the name a person types: an e-mail address (stored
// lower-cased) or an employee's Reference ID (stored upper-cased). The rate limits key on the same
// value the account is looked up by, so case variants share one budget: "ſ".toUpperCase() is "S"
// and "ı".toUpperCase() is "I", so a key taken before upper-casing would give each its own.

/** The value an identifier is looked up (and rate limited) by. */
export function accountKey(identifier: string): string {
  const trimmed = identifier.trim();
  return trimmed.includes("@") ? trimmed.toLowerCase() : trimmed.toUpperCase();
}

/** Reference IDs are printable ASCII; anything else names no account (whatever it upper-cases to). */
export function isReferenceIdShape(identifier: string): boolean {
  return /^[\x21-\x7e]+$/.test(identifier);
}

/** The user an e-mail address or an employee's Reference ID names, as sign-in and forgot-password read it. */
export async function findAccount<S extends Prisma.UserSelect>(identifier: string, select: S) {
  const key = accountKey(identifier);
  if (key.includes("@")) return db.user.findUnique({ where: { email: key }, select });
  if (!isReferenceIdShape(identifier.trim())) return null;
  const employee = await db.employee.findUnique({ where: { referenceId: key }, select: { user: { select } } });
  return employee?.user ?? null;
}
