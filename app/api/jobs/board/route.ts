// GET /api/jobs/board - the careers board's first page (what GET /api/jobs answers without a query),
// rendered statically and kept in Next's cache: every job write expires it (tag company-jobs), and
// it is rebuilt at most 60 s after a write on another instance. next.config.ts rewrites a plain
// GET /api/jobs here, so the board's most common read costs what a static file does.
import { boardResponseBody } from "@/lib/server/careers/jobs";
import { JOBS_PAGE_DEFAULT } from "@/lib/validation/jobs";

export const dynamic = "force-static";
export const revalidate = 60;

// Not wrapped in withPublic: its answer is rendered once and served to everyone, so it must carry
// nothing of one request (no X-Request-Id). next.config.ts gives it the API security headers.
export const GET = async () =>
  new Response(await boardResponseBody(JOBS_PAGE_DEFAULT), { headers: { "Content-Type": "application/json" } });
