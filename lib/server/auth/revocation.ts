import "server-only";

import { SESSION_ABSOLUTE_MAX_AGE, type SessionClaims } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";

// Logout ends the one session that asked, on the server: its `sid` is kept here until the token
// would have expired, and userForClaims refuses it. A copy of the cookie (another tab of the same
// browser, or a stolen one) stops working at once; the account's other devices stay signed in.
// Ending every session of an account is the token version's job (password change or reset).

/**
 * Refuses this token's session from now on. A session's cookie is re-issued with a later expiry
 * while it is used, even while the database cannot say it was revoked (next-auth.ts keeps a session
 * it cannot check), but no token of it is accepted SESSION_ABSOLUTE_MAX_AGE after its sign-in, which
 * came before this revocation: that long after it, the entry proves nothing and is swept. A token
 * without a session id is no session (sessionOutlived).
 */
export async function revokeSession(claims: Pick<SessionClaims, "sid"> | null | undefined): Promise<void> {
  if (!claims?.sid) return;
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_ABSOLUTE_MAX_AGE * 1000);
  await db.revokedSession.upsert({ where: { sid: claims.sid }, create: { sid: claims.sid, expiresAt }, update: {} });
  // Entries past their token's expiry prove nothing any more.
  await db.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date(now) } } });
}

export async function isSessionRevoked(sid: string | undefined): Promise<boolean> {
  if (!sid) return false;
  return (await db.revokedSession.count({ where: { sid } })) > 0;
}
