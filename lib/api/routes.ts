// Paths that proxy.ts serves from another route file. The careers board's first page is a static,
// revalidated route (app/api/jobs/route.ts); a query or a write on the same URL needs the database,
// so the proxy rewrites it to the dynamic handler.
export const JOBS_PATH = "/api/jobs";
export const JOBS_LIVE_PATH = "/api/jobs/live";

/** Where proxy.ts sends a request to /api/jobs: null keeps the static page, else the rewrite target. */
export function jobsRewrite(method: string, search: string): string | null {
  const readOnly = method === "GET" || method === "HEAD";
  return readOnly && search === "" ? null : `${JOBS_LIVE_PATH}${search}`;
}
