import "server-only";

import type { Role } from "@/lib/generated/prisma/enums";
import { isSessionRevoked } from "@/lib/server/auth/revocation";
import {
  decodeSessionToken,
  readCookie,
  type SessionClaims,
  sessionCookieName,
  sessionOutlived,
} from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";

// Every use of a session re-reads the user:
// a disabled account, a deleted one, or a bumped tokenVersion (password change) ends the session,
// and a session signed out (its sid revoked, revocation.ts) or signed in too long ago
// (SESSION_ABSOLUTE_MAX_AGE) is refused.

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** How this request proved who it is; cookie-authenticated writes get an Origin check. */
  via: "cookie" | "bearer";
};

/** Checks claims against the database: the account exists, is active, and the token version matches. */
/** An account may sign in and act while it is active and, for an employee, not set to Inactive. */
export function mayUseAccount(user: { isActive: boolean; employee?: { status: string } | null }): boolean {
  return user.isActive && user.employee?.status !== "Inactive";
}

export async function userForClaims(
  claims: SessionClaims | null,
  via: SessionUser["via"],
): Promise<SessionUser | null> {
  if (!claims || sessionOutlived(claims)) return null;
  const [revoked, user] = await Promise.all([isSessionRevoked(claims.sid), accountForClaims(claims, via)]);
  return revoked ? null : user;
}

async function accountForClaims(claims: SessionClaims, via: SessionUser["via"]): Promise<SessionUser | null> {
  if (claims.role === "Applicant") return applicantForClaims(claims, via);
  const user = await db.user.findUnique({
    where: { id: claims.sub },
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      tokenVersion: true,
      isActive: true,
      employee: { select: { status: true } },
    },
  });
  if (!user || !mayUseAccount(user) || user.tokenVersion !== claims.tv) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role, via };
}

/**
 * An applicant's session (lib/server/applicant/otp.ts): checked against the Applicant table only,
 * never User, so an applicant id can never stand for a staff account. `name` is the e-mail.
 */
async function applicantForClaims(claims: SessionClaims, via: SessionUser["via"]): Promise<SessionUser | null> {
  const applicant = await db.applicant.findUnique({
    where: { id: claims.sub },
    select: { id: true, email: true, tokenVersion: true },
  });
  if (!applicant || applicant.tokenVersion !== claims.tv) return null;
  return { id: applicant.id, name: applicant.email, email: applicant.email, role: "Applicant", via };
}

/** The session an API request presents (bearer token first, then the session cookie), unchecked. */
export async function sessionClaimsOf(
  req: Request,
): Promise<{ claims: SessionClaims | null; via: SessionUser["via"] } | null> {
  const auth = req.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) {
    return { claims: await decodeSessionToken(auth.slice(7).trim()), via: "bearer" };
  }
  const cookie = readCookie(req.headers.get("cookie"), sessionCookieName());
  return cookie ? { claims: await decodeSessionToken(cookie), via: "cookie" } : null;
}

/** The signed-in user of an API request (bearer token first, then the session cookie), or null. */
export async function userFromRequest(req: Request): Promise<SessionUser | null> {
  const presented = await sessionClaimsOf(req);
  return presented ? userForClaims(presented.claims, presented.via) : null;
}
