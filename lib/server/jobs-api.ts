import "server-only";

// GET /api/jobs - open company jobs, newest first, with ?q= search and ?limit=&cursor= pages
// POST /api/jobs - create a company job (company admin)
// Served by the Pages API route pages/api/jobs.ts, and for GET and HEAD in production by the
// entry itself (lib/server/direct-routes.ts): the careers board is the most requested endpoint,
// and Next answers this kind of route on Node's request/response at a third of the CPU
// (lib/server/node-api.ts).
import { json, withAuth } from "@/lib/server/api";
import { createJob } from "@/lib/server/company-admin-jobs";
import { listOpenJobs } from "@/lib/server/company-jobs";
import { nodeRoute, withPublicNode } from "@/lib/server/node-api";
import { jobListQuerySchema, jobMessages, jobSchema } from "@/lib/validation/jobs";

// Answer: { success, jobs, total, pageInfo: { limit, hasMore, nextCursor } }. Pass nextCursor
// back as ?cursor= (with the same q) for the next page; total counts every matching job.
export const GET = withPublicNode(async ({ url }) => {
  const query = jobListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const page = await listOpenJobs(query);
  return { data: { success: true, ...page }, headers: { "Cache-Control": "no-store" } };
});

// Body: { title, company, location, salary, experience, description, color?, isActive? }.
export const POST = withAuth("company.jobs.write", async ({ req, user, ip }) => {
  const fields = jobSchema.parse(await req.json());
  const job = await createJob(fields, user, ip);
  return json({ success: true, message: jobMessages.created, job }, { status: 201 });
});

export const jobsApi = nodeRoute({ GET, POST });
