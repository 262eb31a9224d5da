// Logout (next-auth's sign-out, which the staff consoles' Logout button calls) ends that one session
// on the server: a copy of its cookie is refused afterwards, not only when it expires, and next-auth
// will not renew it; the account's other sessions (another device) stay signed in.
import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";

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

  it("a token naming no sign-in (no session id or sign-in time) is no session: it could never be signed out", async () => {
    const { claims } = await staffSessions();
    const legacy = await encode({ token: claims, secret: authSecret(), maxAge: SESSION_MAX_AGE });
    expect((await decodeSessionToken(legacy))?.sid).toBeUndefined();
    expect(await userFromRequest(withCookie(legacy))).toBeNull();
    await expect(renew(legacy)).rejects.toThrow("Session ended");
  });

  it("a sign-in lasts 12 hours however often it is renewed; renewing keeps its sign-in time", async () => {
    const { user, claims } = await staffSessions();
    const signedIn = Math.floor(Date.now() / 1000);
    const renewed = await renew(await encodeSessionToken({ ...claims, sid: "s-renewed", auth: signedIn - 3600 }));
    expect(renewed).toMatchObject({ sid: "s-renewed", auth: signedIn - 3600 });

    // Renewed every few hours since, as the session endpoint does: its token is fresh, its sign-in is not.
    const old = await encodeSessionToken({ ...claims, sid: "s-old", auth: signedIn - 12 * 3600 - 60 });
    expect((await decodeSessionToken(old))!.exp! * 1000).toBeGreaterThan(Date.now());
    expect(await userFromRequest(withCookie(old))).toBeNull();
    await expect(renew(old)).rejects.toThrow("Session ended");
    const bearer = new Request("http://127.0.0.1:3000/api/me", { headers: { authorization: `Bearer ${old}` } });
    expect(await userFromRequest(bearer)).toBeNull();

    const recent = await encodeSessionToken({ ...claims, sid: "s-recent", auth: signedIn - 11 * 3600 });
    expect(await userFromRequest(withCookie(recent))).toMatchObject({ id: user.id });
  });

  it("is not renewed past its sign-in's end while the database cannot be asked", async () => {
    const { claims } = await staffSessions();
    const old = await encodeSessionToken({
      ...claims,
      sid: "s-outage",
      auth: Math.floor(Date.now() / 1000) - 13 * 3600,
    });
    const count = vi.spyOn(db.revokedSession, "count").mockRejectedValue(new Error("connection refused"));
    try {
      await expect(renew(old)).rejects.toThrow("Session ended");
      // A session within its 12 hours is kept as it is meanwhile (every request still checks it).
      const live = await encodeSessionToken(claims);
      expect(await renew(live)).toMatchObject({ sid: (await decodeSessionToken(live))?.sid });
    } finally {
      count.mockRestore();
    }
  });

  it("drops revocations whose tokens have all expired", async () => {
    await db.revokedSession.create({ data: { sid: "expired-session", expiresAt: new Date(Date.now() - 1000) } });
    await revokeSession({ sid: "fresh-session" });
    expect(await db.revokedSession.findUnique({ where: { sid: "expired-session" } })).toBeNull();
    const fresh = await db.revokedSession.findUniqueOrThrow({ where: { sid: "fresh-session" } });
    // Kept until every token of the session is refused anyway: 12 hours after its sign-in at most.
    expect(fresh.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11.9 * 3600_000);
  });
});
