import "server-only";

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
