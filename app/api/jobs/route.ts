// GET /api/jobs - the careers board's first page: open company jobs, newest first, 12 of them,
// with { success, jobs, total, pageInfo }. Statically rendered and revalidated like the board
// page (every job write expires it at once through its cache tags; other instances within 60 s).
// A query (?q=, ?limit=, ?cursor=) and POST go to app/api/jobs/live/route.ts: proxy.ts rewrites
// them there (lib/api/routes.ts). The security headers come from next.config.ts.
import { listBoardJobs } from "@/lib/server/careers/jobs";
import { JOBS_PAGE_DEFAULT } from "@/lib/validation/jobs";

export const revalidate = 60;

export const GET = async () => Response.json({ success: true, ...(await listBoardJobs(JOBS_PAGE_DEFAULT)) });
