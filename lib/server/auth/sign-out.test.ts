// Signing out of the web session (next-auth's sign-out, which the staff Logout button calls) ends
// the session on the server: a copy of the cookie taken before is refused afterwards, not only when
// it expires. Only a current token moves the token version; an applicant's sign-out moves theirs.
import { describe, expect, it } from "vitest";

import { authOptions } from "@/lib/server/auth/next-auth";
import { userFromRequest } from "@/lib/server/auth/session";
import { decodeSessionToken, encodeSessionToken, sessionCookieName } from "@/lib/server/auth/token";
import { db } from "@/lib/server/db/client";
import { applicantSession } from "@/lib/testing/applicant";
import { createUser } from "@/lib/testing/fixtures";

const withCookie = (token: string) =>
  new Request("http://127.0.0.1:3000/api/me", { headers: { cookie: `${sessionCookieName()}=${token}` } });

/** What next-auth does on POST /api/auth/signout with a JWT session: decode the cookie, fire the event. */
async function signOut(token: string) {
  await authOptions().events!.signOut!({ token: (await decodeSessionToken(token)) as never, session: null as never });
}

describe("next-auth sign-out", () => {
  it("refuses a session cookie issued before sign-out, on every device of the account", async () => {
    const user = await createUser({ role: "GovAdmin" });
    const claims = { sub: user.id, name: user.name, role: user.role, tv: user.tokenVersion };
    const browser = await encodeSessionToken(claims);
    const copied = await encodeSessionToken(claims);
    expect(await userFromRequest(withCookie(copied))).toMatchObject({ id: user.id });

    await signOut(browser);
    expect(await userFromRequest(withCookie(copied))).toBeNull();
    expect(await userFromRequest(withCookie(browser))).toBeNull();

    // A stale token signing out again changes nothing more; a fresh sign-in works.
    await signOut(browser);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.tokenVersion).toBe(user.tokenVersion + 1);
    const fresh = await encodeSessionToken({ ...claims, tv: row.tokenVersion });
    expect(await userFromRequest(withCookie(fresh))).toMatchObject({ id: user.id });
  });

  it("ends an applicant's sessions in the Applicant table", async () => {
    const { applicant, token } = await applicantSession();
    expect(await userFromRequest(withCookie(token))).toMatchObject({ role: "Applicant" });
    await signOut(token);
    expect(await userFromRequest(withCookie(token))).toBeNull();
    expect((await db.applicant.findUniqueOrThrow({ where: { id: applicant.id } })).tokenVersion).toBe(
      applicant.tokenVersion + 1,
    );
  });
});
