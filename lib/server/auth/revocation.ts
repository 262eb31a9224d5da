import "server-only";

import { SESSION_MAX_AGE, type SessionClaims } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";

// Logout ends the one session that asked, on the server: its `sid` is kept here until the token
// would have expired, and userForClaims refuses it. A copy of the cookie (another tab of the same
// browser, or a stolen one) stops working at once; the account's other devices stay signed in.
// Ending every session of an account is the token version's job (password change or reset).

/**
 * Refuses this token's session from now on. A session's cookie is re-issued with a later expiry
 * while it is used (next-auth's session endpoint, which refuses a revoked session from now on), so
 * every token of it has expired SESSION_MAX_AGE after the revocation, when the entry is swept.
 * Tokens without a session id are left to expire.
 */
export async function revokeSession(claims: Pick<SessionClaims, "sid"> | null | undefined): Promise<void> {
  if (!claims?.sid) return;
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_MAX_AGE * 1000);
  await db.revokedSession.upsert({ where: { sid: claims.sid }, create: { sid: claims.sid, expiresAt }, update: {} });
  // Entries past their token's expiry prove nothing any more.
  await db.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
}

export async function isSessionRevoked(sid: string | undefined): Promise<boolean> {
  if (!sid) return false;
  return (await db.revokedSession.count({ where: { sid } })) > 0;
}
