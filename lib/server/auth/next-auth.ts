import "server-only";

import type { AuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { env } from "@/lib/env";
import { signInWithCode } from "@/lib/server/applicant/otp";
import {
  INVALID_CREDENTIALS,
  SIGN_IN_UNAVAILABLE,
  signInForForm,
  throttledMessage,
} from "@/lib/server/auth/authenticate";
import { isSessionRevoked, revokeSession } from "@/lib/server/auth/revocation";
import { type SessionUser, userForClaims } from "@/lib/server/auth/session";
import {
  newSession,
  SESSION_MAX_AGE,
  secureCookiesEnabled,
  sessionCookieName,
  type SessionClaims,
  sessionOutlived,
} from "@/lib/server/auth/token";
import { clientIpFromRecord } from "@/lib/server/http/request";
import { log } from "@/lib/server/platform/log";
import { authSecret } from "@/lib/server/platform/secrets";
import { applicantMessages, codeSignInSchema } from "@/lib/validation/applicant";
import { loginSchema } from "@/lib/validation/auth";

// next-auth v4 for the web sign-in form: Credentials provider, JWT session in an HttpOnly
// cookie. The claims (sub, role, name, tv, sid) are the same ones API bearer tokens carry.
export function authOptions(): AuthOptions {
  const appUrl = env().APP_URL;
  // next-auth derives its own URL from NEXTAUTH_URL; without APP_URL it uses the request's host.
  if (appUrl) process.env.NEXTAUTH_URL ??= appUrl;
  else process.env.AUTH_TRUST_HOST ??= "1";

  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE },
    jwt: { maxAge: SESSION_MAX_AGE },
    pages: { signIn: "/login", error: "/login" },
    useSecureCookies: secureCookiesEnabled(),
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookiesEnabled() },
      },
    },
    providers: [
      CredentialsProvider({
        name: "Credentials",
        credentials: { identifier: { type: "text" }, password: { type: "password" } },
        async authorize(credentials, req) {
          // The thrown message is what the form shows (next-auth passes it on as the error).
          const parsed = loginSchema.safeParse({
            identifier: credentials?.identifier ?? "",
            password: credentials?.password ?? "",
          });
          if (!parsed.success) {
            // min(1) is the schema's only lower bound: an empty field gets the schema's own words;
            // anything else it refuses (too long) cannot be anybody's credentials.
            const empty = parsed.error.issues.find((i) => i.code === "too_small");
            throw new Error(empty?.message ?? INVALID_CREDENTIALS);
          }
          const ip = clientIpFromRecord(req.headers);
          const outcome = await signInForForm(parsed.data.identifier, parsed.data.password, ip);
          if (!outcome.ok && outcome.reason === "unavailable") throw new Error(SIGN_IN_UNAVAILABLE);
          if (outcome.ok) {
            return {
              id: outcome.user.id,
              name: outcome.user.name,
              role: outcome.user.role,
              tv: outcome.user.tokenVersion,
            };
          }
          throw new Error(
            outcome.reason === "throttled" ? throttledMessage(outcome.retryAfterSeconds) : INVALID_CREDENTIALS,
          );
        },
      }),
      // Applicants: the e-mailed one-time code (lib/server/applicant/otp.ts), the same check as
      // POST /api/applicant/session; the session says role Applicant and carries the Applicant's id.
      CredentialsProvider({
        id: "applicant-code",
        name: "E-mail code",
        credentials: { email: { type: "email" }, code: { type: "text" } },
        async authorize(credentials, req) {
          const parsed = codeSignInSchema.safeParse({ email: credentials?.email, code: credentials?.code });
          if (!parsed.success) throw new Error(applicantMessages.code);
          const outcome = await signInWithCode(parsed.data.email, parsed.data.code, clientIpFromRecord(req.headers));
          if (!outcome.ok) throw new Error(applicantMessages.codeRefused);
          const { id, email, tokenVersion } = outcome.applicant;
          return { id, name: email, role: "Applicant", tv: tokenVersion };
        },
      }),
    ],
    events: {
      // Logout (the staff consoles call next-auth's signOut) ends this session on the server too: a
      // copy of the cookie is refused from now on, not when it expires. Other devices stay signed in.
      async signOut({ token }) {
        await revokeSession(token as Partial<SessionClaims> | null);
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const u = user as unknown as { id: string; name: string; role: string; tv: number };
          return { sub: u.id, name: u.name, role: u.role, tv: u.tv, ...newSession() };
        }
        // A session that has ended is not renewed: next-auth answers with no session and clears the
        // cookie. Signed out (its sid revoked), or its account's sessions all ended: a password
        // change or reset, a deactivated or deleted account (the checks every request makes).
        const claims = token as Partial<SessionClaims>;
        // A token that names no account is no session, whatever the database says.
        if (typeof claims.sub !== "string") throw new Error("Session ended");
        // Nor one signed in too long ago (or naming no sign-in), whatever the database says: this is
        // decided from the token alone, so a moment of database trouble cannot prolong it either.
        if (sessionOutlived(claims)) throw new Error("Session ended");
        let revoked: boolean;
        let account: SessionUser | null;
        try {
          revoked = await isSessionRevoked(claims.sid);
          account = revoked ? null : await userForClaims(claims as SessionClaims, "cookie");
        } catch (error) {
          // Not knowing is not an ending: a throw here would clear the cookie, so a moment of
          // database trouble would sign everybody out. The token is kept as it is; every API request
          // and staff page checks the account against the database itself and serves nothing meanwhile.
          log.error("auth.session_check_error", {
            error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          });
          return token;
        }
        if (revoked) throw new Error("Session signed out");
        if (!account) throw new Error("Session ended");
        return token;
      },
      async session({ session, token }) {
        session.user = { id: token.sub, name: token.name, role: token.role } as typeof session.user;
        return session;
      },
    },
  };
}
