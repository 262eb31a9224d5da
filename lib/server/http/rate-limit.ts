import "server-only";

import { db, type Tx } from "@/lib/server/db/client";

// Fixed-window counters in PostgreSQL, so every app instance shares them. One statement per
// hit counts and decides: insert the key, or bump it, or restart its window when the old one has
// expired, and return the new count. There is no separate "check" step to race past.
// "expiresAt" is a timestamp without time zone, read back as UTC: it is computed as UTC
// (timezone('UTC', now())), not in the database server's own zone (an Indian server's Asia/Kolkata
// made a 15-minute lock say "try again in 345 minutes").

export type RateLimitResult = { ok: boolean; count: number; limit: number; retryAfterSeconds: number };

/** `client`: a transaction, for a count that stands or falls with what it guards. */
export async function hit(
  key: string,
  limit: number,
  windowSeconds: number,
  client: Pick<Tx, "$queryRaw"> = db,
): Promise<RateLimitResult> {
  const rows = await client.$queryRaw<{ count: number; expiresAt: Date }[]>`
    INSERT INTO "RateLimit" ("key", "count", "expiresAt")
    VALUES (${key}, 1, timezone('UTC', now()) + make_interval(secs => ${windowSeconds}))
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."expiresAt" <= timezone('UTC', now()) THEN 1 ELSE "RateLimit"."count" + 1 END,
      "expiresAt" = CASE WHEN "RateLimit"."expiresAt" <= timezone('UTC', now())
        THEN timezone('UTC', now()) + make_interval(secs => ${windowSeconds}) ELSE "RateLimit"."expiresAt" END
    RETURNING "count", "expiresAt"`;
  const { count, expiresAt } = rows[0];
  const retryAfterSeconds = Math.max(1, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 1000));
  return { ok: count <= limit, count: Number(count), limit, retryAfterSeconds };
}

/**
 * Gives back one hit (an attempt that turned out fine), so only failures use up the limit.
 * Attempts take their slot first (`hit`), so concurrent requests can never all see room left:
 * the single statement decides, and a success returns the slot afterwards.
 */
export async function release(key: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "RateLimit" SET "count" = GREATEST("count" - 1, 0) WHERE "key" = ${key} AND "expiresAt" > timezone('UTC', now())`;
}

export async function reset(key: string): Promise<void> {
  await db.rateLimit.deleteMany({ where: { key } });
}

/** Drops expired counters (their keys name e-mail and IP addresses); the daily privacy.purge calls it. */
export async function sweepExpired(now = new Date()): Promise<number> {
  const { count } = await db.rateLimit.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
