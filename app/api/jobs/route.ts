// GET /api/jobs - open company jobs, newest first, with ?q= search and ?limit=&cursor= pages
import { json, withPublic } from "@/lib/server/api";
import { listOpenJobs } from "@/lib/server/company-jobs";
import { jobListQuerySchema } from "@/lib/validation/jobs";

// Answer: { success, jobs, total, pageInfo: { limit, hasMore, nextCursor } }. Pass nextCursor
// back as ?cursor= (with the same q) for the next page; total counts every matching job.
export const GET = withPublic(async ({ req }) => {
  const query = jobListQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const page = await listOpenJobs(query);
  return json({ success: true, ...page }, { headers: { "Cache-Control": "no-store" } });
});
