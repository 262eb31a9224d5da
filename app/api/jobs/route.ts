// GET /api/jobs - open company jobs, newest first, with ?q= search and ?limit=&cursor= pages
// POST /api/jobs - create a company job (company console)
import { createJob } from "@/lib/server/careers/manage-jobs";
import { listBoardJobs, listOpenJobs } from "@/lib/server/careers/jobs";
import { json, withAuth, withPublic } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { jobListQuerySchema, jobMessages, jobSchema } from "@/lib/validation/jobs";

// Answer: { success, jobs, total, pageInfo: { limit, hasMore, nextCursor } }. Pass nextCursor
// back as ?cursor= (with the same q) for the next page; total counts every matching job.
// A first page without a search comes from Next's cache (expired by every job write); a search
// or a later page goes to the database. A plain GET without a query is served by the static
// app/api/jobs/board (next.config.ts rewrites it there).
export const GET = withPublic(async ({ req }) => {
  const query = jobListQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const page = query.q || query.cursor ? await listOpenJobs(query) : await listBoardJobs(query.limit);
  return json({ success: true, ...page }, { headers: { "Cache-Control": "no-store" } });
});

// Body: { title, company, location, salary, experience, description, color?, isActive? }.
export const POST = withAuth("company.jobs.write", async ({ req, user, ip }) => {
  const fields = jobSchema.parse(await readJson(req));
  const job = await createJob(fields, user, ip);
  return json({ success: true, message: jobMessages.created, job }, { status: 201 });
});
