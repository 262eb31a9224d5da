// Logout (next-auth's sign-out, which the staff consoles' Logout button calls) ends that one session
// on the server: a copy of its cookie is refused afterwards, not only when it expires, and next-auth
// will not renew it; the account's other sessions (another device) stay signed in.
import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";

import { authOptions } from "@/lib/server/auth/next-auth";
import { revokeSession } from "@/lib/server/auth/revocation";
import { userFromRequest } from "@/lib/server/auth/session";
import { decodeSessionToken, encodeSessionToken, SESSION_MAX_AGE, sessionCookieName } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { authSecret } from "@/lib/server/platform/secrets";
import { createUser } from "@/lib/testing/fixtures";

const withCookie = (token: string) =>
  new Request("http://127.0.0.1:3000/api/me", { headers: { cookie: `${sessionCookieName()}=${token}` } });

/** What next-auth does on POST /api/auth/signout with a JWT session: decode the cookie, fire the event. */
async function signOut(token: string) {
  await authOptions().events!.signOut!({ token: (await decodeSessionToken(token)) as never, session: null as never });
}

/** What next-auth's session endpoint does to renew a cookie: the jwt callback on its claims. */
async function renew(token: string) {
  return authOptions().callbacks!.jwt!({ token: (await decodeSessionToken(token)) as never } as never);
}

async function staffSessions() {
  const user = await createUser({ role: "GovAdmin" });
  const claims = { sub: user.id, name: user.name, role: user.role, tv: user.tokenVersion };
  // Two sign-ins (a computer and a phone): each token names its own session.
  return { user, claims, computer: await encodeSessionToken(claims), phone: await encodeSessionToken(claims) };
}

describe("staff sign-out", () => {
  it("refuses the signed-out session and any copy of its cookie; the other device stays signed in", async () => {
    const { user, computer, phone } = await staffSessions();
    const copied = computer;
    expect((await decodeSessionToken(computer))?.sid).not.toBe((await decodeSessionToken(phone))?.sid);
    expect(await userFromRequest(withCookie(copied))).toMatchObject({ id: user.id });

    await signOut(computer);
    expect(await userFromRequest(withCookie(copied))).toBeNull();
    expect(await userFromRequest(withCookie(phone))).toMatchObject({ id: user.id });
    // Signing out is not a password change: the account's token version stays.
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).tokenVersion).toBe(user.tokenVersion);
  });

  it("next-auth renews a live session but not a signed-out one", async () => {
    const { computer, phone } = await staffSessions();
    await signOut(computer);
    await expect(renew(computer)).rejects.toThrow("Session signed out");
    expect(await renew(phone)).toMatchObject({ sid: (await decodeSessionToken(phone))?.sid });
  });

  it("next-auth does not renew a session its account ended: password changed, account deactivated or deleted", async () => {
    const changed = await staffSessions();
    await db.user.update({ where: { id: changed.user.id }, data: { tokenVersion: { increment: 1 } } });
    await expect(renew(changed.computer)).rejects.toThrow("Session ended");

    const deactivated = await staffSessions();
    await db.user.update({ where: { id: deactivated.user.id }, data: { isActive: false } });
    await expect(renew(deactivated.phone)).rejects.toThrow("Session ended");

    const deleted = await staffSessions();
    await db.user.delete({ where: { id: deleted.user.id } });
    await expect(renew(deleted.computer)).rejects.toThrow("Session ended");
  });

  it("a sign-in through the web form gets a session id of its own", async () => {
    const { user } = await staffSessions();
    const signIn = await authOptions().callbacks!.jwt!({
      token: {},
      user: { id: user.id, name: user.name, role: user.role, tv: user.tokenVersion },
    } as never);
    expect(signIn).toMatchObject({ sub: user.id, sid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it("a token issued before sessions had ids still works until it expires, and its sign-out changes nothing", async () => {
    const { user, claims } = await staffSessions();
    const legacy = await encode({ token: claims, secret: authSecret(), maxAge: SESSION_MAX_AGE });
    expect((await decodeSessionToken(legacy))?.sid).toBeUndefined();
    await signOut(legacy);
    expect(await userFromRequest(withCookie(legacy))).toMatchObject({ id: user.id });
  });

  it("drops revocations whose tokens have all expired", async () => {
    await db.revokedSession.create({ data: { sid: "expired-session", expiresAt: new Date(Date.now() - 1000) } });
    await revokeSession({ sid: "fresh-session" });
    expect(await db.revokedSession.findUnique({ where: { sid: "expired-session" } })).toBeNull();
    const fresh = await db.revokedSession.findUniqueOrThrow({ where: { sid: "fresh-session" } });
    expect(fresh.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7.9 * 3600_000);
  });
});
