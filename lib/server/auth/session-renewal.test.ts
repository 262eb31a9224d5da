// next-auth renews the web session cookie through the jwt callback, and clears the cookie when the
// callback throws. A moment of database trouble must not sign everybody out; a session the
// database says has ended still ends.
import { afterEach, describe, expect, it, vi } from "vitest";

import { GET as me } from "@/app/api/me/route";
import { authOptions } from "@/lib/server/auth/next-auth";
import { decodeSessionToken, encodeSessionToken, sessionCookieName } from "@/lib/server/auth/token";
import { db, type Db } from "@/lib/server/db/client";
import { call, createUser, prismaClient } from "@/lib/testing/fixtures";

/** What next-auth's session endpoint does to renew a cookie: the jwt callback on its claims. */
async function renew(token: string) {
  return authOptions().callbacks!.jwt!({ token: (await decodeSessionToken(token)) as never } as never);
}

/** The database refuses every read the session checks make, as it does while PostgreSQL is down. */
function databaseDown() {
  const client = prismaClient() as unknown as Db;
  const outage = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  vi.spyOn(client.revokedSession, "count").mockRejectedValue(outage());
  vi.spyOn(client.user, "findUnique").mockRejectedValue(outage());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("web session renewal while the database is down", () => {
  it("keeps the session (no sign-out), while the API serves nothing to it until the database is back", async () => {
    const user = await createUser({ role: "GovAdmin" });
    const token = await encodeSessionToken({ sub: user.id, name: user.name, role: user.role, tv: user.tokenVersion });
    const cookie = { cookie: `${sessionCookieName()}=${token}` };

    databaseDown();
    expect(await renew(token)).toMatchObject({ sub: user.id, role: "GovAdmin" });
    expect((await call(me, { headers: cookie })).status).toBe(503);

    vi.restoreAllMocks();
    expect((await call(me, { headers: cookie })).json).toMatchObject({ id: user.id });
  });

  it("still ends a session the database says has ended", async () => {
    const user = await createUser({ role: "CompanyAdmin" });
    const token = await encodeSessionToken({ sub: user.id, name: user.name, role: user.role, tv: user.tokenVersion });
    await db.user.update({ where: { id: user.id }, data: { isActive: false } });
    await expect(renew(token)).rejects.toThrow("Session ended");
  });
});
