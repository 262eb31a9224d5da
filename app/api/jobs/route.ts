// GET /api/jobs - open company jobs, newest first, with ?q= search and ?limit=&cursor= pages
// POST /api/jobs - create a company job (company admin)
import { json, withAuth, withPublic } from "@/lib/server/api";
import { createJob } from "@/lib/server/company-admin-jobs";
import { listOpenJobs } from "@/lib/server/company-jobs";
import { jobListQuerySchema, jobMessages, jobSchema } from "@/lib/validation/jobs";

// Answer: { success, jobs, total, pageInfo: { limit, hasMore, nextCursor } }. Pass nextCursor
// back as ?cursor= (with the same q) for the next page; total counts every matching job.
export const GET = withPublic(async ({ req }) => {
  const query = jobListQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const page = await listOpenJobs(query);
  return json({ success: true, ...page }, { headers: { "Cache-Control": "no-store" } });
});

// Body: { title, company, location, salary, experience, description, color?, isActive? }.
export const POST = withAuth("company.jobs.write", async ({ req, user, ip }) => {
  const fields = jobSchema.parse(await req.json());
  const job = await createJob(fields, user, ip);
  return json({ success: true, message: jobMessages.created, job }, { status: 201 });
});
