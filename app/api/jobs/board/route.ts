// GET /api/jobs/board - the careers board's first page (what GET /api/jobs answers without a query),
// rendered statically and kept in Next's cache: every job write expires it (tag company-jobs), and
// it is rebuilt at most 60 s after a write on another instance. next.config.ts rewrites a plain
// GET /api/jobs here, so the board's most common read costs what a static file does.
import { renewWithin } from "@/lib/server/cache";
import { listBoardJobs } from "@/lib/server/careers/jobs";
import { handleApiError, isDatabaseDown, isTransactionTimeout } from "@/lib/server/http/api";
import { log } from "@/lib/server/platform/log";
import { JOBS_PAGE_DEFAULT } from "@/lib/validation/jobs";

export const dynamic = "force-static";
export const revalidate = 60;

// After a write expires the tag, the next request renders the route again in the foreground. If the
// database is down just then, a throw would be Next's bare 500. Instead the route answers the board
// this process last rendered (a visitor still sees the jobs, without the latest change), or, when it
// has rendered none yet, the API's 503 with Retry-After; either answer is kept for one second only,
// so the first request after the database is back renders the board again.
const OUTAGE_ANSWER_SECONDS = 1;
let lastRendered: string | undefined;

const board = (body: string) => new Response(body, { headers: { "Content-Type": "application/json" } });

// Not wrapped in withPublic: its answer is rendered once and served to everyone, so it must carry
// nothing of one request (no X-Request-Id). next.config.ts gives it the API security headers.
export const GET = async (): Promise<Response> => {
  try {
    lastRendered = JSON.stringify({ success: true, ...(await listBoardJobs(JOBS_PAGE_DEFAULT)) });
    return board(lastRendered);
  } catch (error) {
    if (!isDatabaseDown(error) && !isTransactionTimeout(error)) throw error;
    await renewWithin(OUTAGE_ANSWER_SECONDS);
    if (!lastRendered) return handleApiError(error, "/api/jobs");
    log.warn("jobs.board_previous_served", { reason: "database_unavailable" });
    return board(lastRendered);
  }
};
