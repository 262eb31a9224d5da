// The gov console signs any other role out (spec, Route guard): the session is ended on the server,
// so a copy of the cookie (another tab, a stolen one) is refused afterwards, not only the browser's.
import { describe, expect, it } from "vitest";

import type { Role } from "@/lib/generated/prisma/enums";
import { userFromRequest } from "@/lib/server/auth/session";
import { encodeSessionToken, sessionCookieName } from "@/lib/server/auth/token";
import { createUser } from "@/lib/testing/fixtures";

import { GET } from "./route";

const withCookie = (url: string, token: string) =>
  new Request(url, { headers: { cookie: `${sessionCookieName()}=${token}` } });

async function signedIn(role: Role) {
  const user = await createUser({ role });
  const token = await encodeSessionToken({ sub: user.id, name: user.name, role: user.role, tv: user.tokenVersion });
  return { user, token };
}

const visit = (token: string) => GET(withCookie("http://127.0.0.1:3000/gov-admin-dashboard/sign-out", token));
const stillSignedIn = (token: string) => userFromRequest(withCookie("http://127.0.0.1:3000/api/me", token));

describe("GET /gov-admin-dashboard/sign-out", () => {
  it.each(["CompanyAdmin", "Admin", "Employee"] as const)(
    "ends a %s session on the server, clears the cookie and sends the user to /login",
    async (role) => {
      const { user, token } = await signedIn(role);
      const copy = token;
      const other = await encodeSessionToken({ sub: user.id, name: user.name, role: user.role, tv: user.tokenVersion });

      const res = await visit(token);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/login?reason=role");
      expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^${sessionCookieName()}=;.*Max-Age=0`, "i"));
      expect(await stillSignedIn(copy)).toBeNull();
      // Another sign-in of the same account (another device) is a session of its own.
      expect(await stillSignedIn(other)).toMatchObject({ id: user.id });
    },
  );

  it("signs nobody out from another site's link: the visit goes to the home page", async () => {
    const { user, token } = await signedIn("CompanyAdmin");
    const res = await GET(
      new Request("http://127.0.0.1:3000/gov-admin-dashboard/sign-out", {
        headers: { cookie: `${sessionCookieName()}=${token}`, "sec-fetch-site": "cross-site" },
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await stillSignedIn(token)).toMatchObject({ id: user.id });
  });

  it("leaves a GovAdmin signed in and sends them to the console", async () => {
    const { user, token } = await signedIn("GovAdmin");
    const res = await visit(token);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/gov-admin-dashboard");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await stillSignedIn(token)).toMatchObject({ id: user.id });
  });
});
