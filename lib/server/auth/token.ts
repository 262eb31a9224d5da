import "server-only";

import { randomUUID } from "node:crypto";

import { decode, encode } from "next-auth/jwt";

import { env } from "@/lib/env";
import type { Role } from "@/lib/generated/prisma/enums";
import { authSecret } from "@/lib/server/platform/secrets";

// Session tokens: next-auth JWTs (encrypted JWE keyed from AUTH_SECRET), the same in the session
// cookie and in `Authorization: Bearer`. Decoding alone proves nothing about the account's
// current state; lib/server/auth/session.ts re-checks that against the database.

export const SESSION_MAX_AGE = 8 * 60 * 60;

/**
 * However often it is used, a sign-in lasts at most this long (seconds), then asks for the password
 * or the e-mail code again. A token is re-issued with a fresh SESSION_MAX_AGE while it is used
 * (next-auth's session endpoint), so without this a stolen cookie or bearer token kept alive by
 * calling that endpoint would never end.
 */
export const SESSION_ABSOLUTE_MAX_AGE = 12 * 60 * 60;

/**
 * `sid` names this one session (a sign-in), so its Logout can end it alone (revocation.ts); `auth`
 * is when that sign-in happened (seconds), kept on every renewal. `exp` (seconds) is set by the
 * encoder. Tokens issued before sessions carried both are no longer sessions (sessionOutlived).
 */
export type SessionClaims = {
  sub: string;
  role: Role;
  name: string;
  tv: number;
  sid?: string;
  auth?: number;
  exp?: number;
};

/** A new session id for a sign-in. */
export const newSessionId = (): string => randomUUID();

const nowSeconds = (now: number) => Math.floor(now / 1000);

/** A new sign-in's session id and time. */
export const newSession = (now = Date.now()) => ({ sid: newSessionId(), auth: nowSeconds(now) });

/**
 * Whether these claims are past their sign-in's end (SESSION_ABSOLUTE_MAX_AGE), or name no sign-in
 * at all: a token without a session id or sign-in time could neither be signed out nor ended.
 */
export function sessionOutlived(claims: Partial<SessionClaims>, now = Date.now()): boolean {
  if (typeof claims.sid !== "string" || typeof claims.auth !== "number") return true;
  return nowSeconds(now) - claims.auth > SESSION_ABSOLUTE_MAX_AGE;
}

export function secureCookiesEnabled(): boolean {
  return env().APP_URL?.startsWith("https://") ?? false;
}

/** `__Host-` in production over HTTPS: host-only, Secure, Path=/ (no subdomain can set or read it). */
export function sessionCookieName(): string {
  return secureCookiesEnabled() ? "__Host-hr.session" : "hr.session";
}

/** The session cookie's options, as next-auth sets them (lib/server/auth/next-auth.ts). */
export function sessionCookieOptions(maxAge = SESSION_MAX_AGE) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure: secureCookiesEnabled(), maxAge };
}

/** The Set-Cookie value that removes the session cookie (sign-out). */
export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secureCookiesEnabled() ? "; Secure" : ""}`;
}

export function encodeSessionToken(claims: SessionClaims): Promise<string> {
  return encode({
    token: { ...claims, ...(claims.sid && claims.auth ? {} : newSession()) },
    secret: authSecret(),
    maxAge: SESSION_MAX_AGE,
  });
}

export async function decodeSessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const decoded = await decode({ token, secret: authSecret() });
    if (!decoded?.sub || typeof decoded.tv !== "number" || typeof decoded.role !== "string") return null;
    return decoded as unknown as SessionClaims;
  } catch {
    return null;
  }
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      // Not valid percent-encoding (planted by a sibling subdomain over plain HTTP): no session, not a 500.
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
