// proxy.ts's redirects for sessions that may not open a staff page (the pages check again themselves).
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";

import type { Role } from "@/lib/generated/prisma/enums";
import { encodeSessionToken } from "@/lib/server/auth/token";

import { proxy } from "./proxy";

const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ["Admin", "Applicant"] as const) {
    cookies[role] = `hr.session=${await encodeSessionToken({ sub: `${role}-id`, name: role, role, tv: 0 })}`;
  }
});

const visit = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://127.0.0.1:3000${path}`, { headers: cookie ? { cookie } : {} }));

describe("proxy", () => {
  it.each(["/dashboard", "/admin-dashboard", "/employee-dashboard/documents", "/company-admin-dashboard"])(
    "sends an applicant from %s to the applicant portal",
    async (path) => {
      const res = await visit(path, cookies.Applicant);
      expect(res.status).toBe(307);
      expect(new URL(res.headers.get("location")!).pathname).toBe("/applicant");
    },
  );

  it("signs an applicant out of the gov console as any other role", async () => {
    const res = await visit("/gov-admin-dashboard", cookies.Applicant);
    expect(res.headers.get("location")).toContain("/login?reason=role");
  });

  it("lets staff through to /dashboard and anyone to /applicant", async () => {
    expect((await visit("/dashboard", cookies.Admin)).headers.get("location")).toBeNull();
    expect((await visit("/applicant", cookies.Applicant)).headers.get("location")).toBeNull();
    expect((await visit("/applicant")).headers.get("location")).toBeNull();
  });
});
