// Forgot password while an admin corrects the account's e-mail address: the request looks the
// account up, then (after its limits) issues the link. An address corrected in between must not get
// a working link: whoever holds the old mailbox could set the password.
import { beforeAll, describe, expect, it, vi } from "vitest";

const between = vi.hoisted(() => ({ run: null as null | (() => Promise<void>) }));
vi.mock("@/lib/server/http/rate-limit", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/server/http/rate-limit")>();
  return {
    ...real,
    // The account's own budget is taken after the lookup and before the link: the gap.
    hit: async (...args: Parameters<typeof real.hit>) => {
      const run = between.run;
      if (run && args[0].startsWith("password-reset:user:")) {
        between.run = null;
        await run();
      }
      return real.hit(...args);
    },
  };
});

import { PUT as update } from "@/app/api/employees/[id]/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { db } from "@/lib/server/db/client";
import { backgroundSettled } from "@/lib/server/platform/background";
import { bearer, editBody, makeEmployee } from "@/lib/testing/employee-fixtures";
import { call, createUser } from "@/lib/testing/fixtures";

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer(await createUser({ role: "Admin" }));
});

const linksFor = (userId: string) =>
  db.passwordResetToken.count({ where: { userId, usedAt: null, expiresAt: { gt: new Date() } } });

describe("forgot password racing an e-mail correction", () => {
  it("sends no link to the address the account had when the request read it", async () => {
    const { employee, user } = await makeEmployee({ email: "old.typo@example.in" });
    between.run = async () => {
      const res = await call(update, {
        method: "PUT",
        path: `/api/employees/${employee.id}`,
        params: { id: employee.id },
        headers: admin,
        body: editBody(employee, { email: "right.address@example.in" }),
      });
      expect(res.status, res.text).toBe(200);
    };
    const res = await call(forgot, {
      method: "POST",
      body: { identifier: "old.typo@example.in" },
      headers: { "x-forwarded-for": "198.51.100.77" },
    });
    expect(res.status).toBe(200);
    await backgroundSettled();
    expect(between.run).toBeNull(); // the correction did run in the gap
    expect(await db.mailOutbox.count({ where: { to: "old.typo@example.in" } })).toBe(0);
    // The one open link is the correction's own: an invitation to the corrected address.
    expect(await linksFor(user.id)).toBe(1);
    const mails = await db.mailOutbox.findMany({ where: { to: "right.address@example.in" } });
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Set your password for /)]);
  });
});
