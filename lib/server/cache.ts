import "server-only";

import { revalidateTag, unstable_cache } from "next/cache";
import { after } from "next/server";

import { runningInNext } from "@/lib/env";

// Public reads (job boards, job pages, GET /api/jobs, GET /api/gov/jobs, the sitemap) come from
// Next's data cache, tagged; every write that changes what they show expires the tag in the same
// request. The writing instance shows the change at once; another instance, whose cache is its
// own, within PUBLIC_READ_SECONDS (time-based revalidation).
// A rendering that was already under way when the write committed read the old rows, yet Next
// dates a cache entry by when it is stored, after the expiry, and would keep it for a full
// PUBLIC_READ_SECONDS (a board a visitor opened at that moment hid the admin's new job for a
// minute). So the tags are expired again RENDER_SETTLE_MS later, after the response, once any such
// rendering has been stored: at worst the change shows a few seconds late, never a minute.
// Cache Components ('use cache') is not enabled: staff pages carry a per-request CSP nonce, which
// Next documents as incompatible with the partial prerendering it brings. Outside Next (Vitest,
// the CLI scripts) there is no cache: reads run directly and expiring is a no-op.

export const PUBLIC_READ_SECONDS = 60;

/** Longer than a public page or cached read takes to render and store on a busy machine. */
export const RENDER_SETTLE_MS = 5_000;

export const cacheTags = {
  companyJobs: "company-jobs",
  companyJob: (id: string) => `company-job:${id}`,
  govJobs: "gov-jobs",
  govJob: (id: string) => `gov-job:${id}`,
} as const;

/** `read(...args)` through Next's cache under `key` + args, tagged with `tags`. */
export function cachedRead<A extends unknown[], R>(
  key: string,
  tags: string[],
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  if (!runningInNext()) return read;
  return unstable_cache(read, [key], { tags, revalidate: PUBLIC_READ_SECONDS });
}

/**
 * Expires the tags now, so the next read on this instance goes to the database, and again
 * RENDER_SETTLE_MS after the response, for a rendering that straddled the write (see above).
 */
export function expirePublicReads(...tags: string[]): void {
  if (!runningInNext()) return;
  const expire = () => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  };
  expire();
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, RENDER_SETTLE_MS));
    expire();
  });
}

/**
 * Inside a statically rendered route: keep this rendering for `seconds` only, whatever the route's
 * own revalidation time (Next keeps the shortest time of any cached read made while rendering).
 */
export async function renewWithin(seconds: number): Promise<void> {
  if (!runningInNext()) return;
  await unstable_cache(async () => seconds, ["renew-within"], { revalidate: seconds })();
}

/**
 * Whether a read by id should go through Next's cache for `id`: the id is in a cached list of the
 * records that exist (`listed`) or, when this instance's list is older than the record (made on
 * another instance), found by id in the database, uncached (`exists`). Read through the cache by
 * id, every made-up id a client asked for ("/gov-career/x1", "/gov-career/x2", ...) was stored as
 * an entry of its own.
 */
export async function isKnownId(
  id: string,
  listed: () => Promise<readonly string[]>,
  exists: () => Promise<boolean>,
): Promise<boolean> {
  return (await listed()).includes(id) || (await exists());
}
