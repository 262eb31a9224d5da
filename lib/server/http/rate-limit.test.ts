import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db/client";
import { hit, release, reset, sweepExpired } from "@/lib/server/http/rate-limit";

describe("PostgreSQL rate limiter", () => {
  it("allows up to the limit, then refuses with a retry time", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hit("t:basic", 3, 60));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3].count).toBe(4);
    expect(results[3].retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3].retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("keeps its windows in UTC on a database server in another time zone", async () => {
    // An Indian server's default zone. (On PostgreSQL the pool sets UTC on every connection, so
    // this session setting reaches at most one of them; the embedded database has one session.)
    await db.$executeRawUnsafe("SET TIME ZONE 'Asia/Kolkata'");
    try {
      for (let i = 0; i < 2; i++) await hit("t:zone", 1, 900);
      const refused = await hit("t:zone", 1, 900);
      expect(refused.ok).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(890);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
      const row = await db.rateLimit.findUniqueOrThrow({ where: { key: "t:zone" } });
      expect(Math.abs(row.expiresAt.getTime() - (Date.now() + 900_000))).toBeLessThan(15_000);
      // Still counting the same window: the stored end is not taken for one already past.
      expect((await hit("t:zone", 1, 900)).count).toBe(4);
    } finally {
      await db.$executeRawUnsafe("SET TIME ZONE 'UTC'");
    }
  });

  it("counts concurrent hits exactly once each", async () => {
    await Promise.all(Array.from({ length: 20 }, () => hit("t:concurrent", 100, 60)));
    expect((await db.rateLimit.findUnique({ where: { key: "t:concurrent" } }))?.count).toBe(20);
  });

  it("starts a new window after expiry, and reset clears a key", async () => {
    await hit("t:expiry", 1, 60);
    await db.rateLimit.update({ where: { key: "t:expiry" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await hit("t:expiry", 1, 60)).ok).toBe(true);
    await reset("t:expiry");
    expect(await db.rateLimit.findUnique({ where: { key: "t:expiry" } })).toBeNull();
  });

  it("release gives one slot back, never below zero", async () => {
    await hit("t:release", 2, 60);
    await hit("t:release", 2, 60);
    await release("t:release");
    expect((await hit("t:release", 2, 60)).ok).toBe(true);
    await reset("t:release");
    await release("t:release");
    expect(await db.rateLimit.findUnique({ where: { key: "t:release" } })).toBeNull();
  });

  it("sweeps expired counters", async () => {
    await hit("t:sweep", 1, 60);
    await db.rateLimit.update({ where: { key: "t:sweep" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimit.findUnique({ where: { key: "t:sweep" } })).toBeNull();
  });
});
