import "server-only";

import { revalidateTag, unstable_cache } from "next/cache";

import { runningInNext } from "@/lib/env";

// Public reads (job boards, job pages, GET /api/jobs, GET /api/gov/jobs, the sitemap) come from
// Next's data cache, tagged; every write that changes what they show expires the tag in the same
// request. The writing instance shows the change at once; another instance, whose cache is its
// own, within PUBLIC_READ_SECONDS (time-based revalidation).
// Cache Components ('use cache') is not enabled: staff pages carry a per-request CSP nonce, which
// Next documents as incompatible with the partial prerendering it brings. Outside Next (Vitest,
// the CLI scripts) there is no cache: reads run directly and expiring is a no-op.

export const PUBLIC_READ_SECONDS = 60;

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

/** Expires the tags now: the next read on this instance goes to the database. */
export function expirePublicReads(...tags: string[]): void {
  if (!runningInNext()) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/**
 * Inside a statically rendered route: keep this rendering for `seconds` only, whatever the route's
 * own revalidation time (Next keeps the shortest time of any cached read made while rendering).
 */
export async function renewWithin(seconds: number): Promise<void> {
  if (!runningInNext()) return;
  await unstable_cache(async () => seconds, ["renew-within"], { revalidate: seconds })();
}
