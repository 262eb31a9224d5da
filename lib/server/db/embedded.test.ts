// The embedded database seeds its demo data (accounts with a published password) only while it has
// no account: demo accounts an operator deleted do not come back at the next start.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { resetEnv } from "@/lib/env";
import { openEmbeddedDatabase } from "@/lib/server/db/embedded";
import { createClient } from "@/lib/server/db/prisma";

const saved = { dir: process.env.EMBEDDED_DB_DIR, seed: process.env.EMBEDDED_AUTO_SEED };
afterEach(() => {
  for (const [key, value] of [
    ["EMBEDDED_DB_DIR", saved.dir],
    ["EMBEDDED_AUTO_SEED", saved.seed],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnv();
});

/** Starts the embedded database in `dir` as the server does, runs `check` on it, and closes it. */
async function start<T>(dir: string, check: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  process.env.EMBEDDED_DB_DIR = dir;
  process.env.EMBEDDED_AUTO_SEED = "1";
  resetEnv();
  const embedded = openEmbeddedDatabase();
  try {
    await embedded.ready();
    return await check(createClient(embedded.factory));
  } finally {
    await embedded.pglite.close();
  }
}

describe("the embedded database's demo data", () => {
  it("is seeded on first start, and a demo account deleted afterwards stays deleted", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-seed-"));
    try {
      const first = await start(dir, async (db) => {
        const admin = await db.user.findUnique({ where: { email: "admin@demo.local" } });
        expect(admin?.role).toBe("Admin");
        await db.user.delete({ where: { email: "admin@demo.local" } });
        return { users: await db.user.count(), jobs: await db.companyJob.count() };
      });
      expect(first.users).toBeGreaterThan(0);

      await start(dir, async (db) => {
        expect(await db.user.findUnique({ where: { email: "admin@demo.local" } })).toBeNull();
        expect(await db.user.count()).toBe(first.users);
        expect(await db.companyJob.count()).toBe(first.jobs);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
