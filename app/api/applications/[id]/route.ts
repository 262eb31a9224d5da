// GET /api/applications/{jobId} - the applicants of one company job, newest first (company admin)
import { json, withAuth } from "@/lib/server/http/api";
import { APPLICANTS_LIMIT, listJobApplicants } from "@/lib/server/careers/review";

// The folder is [id] because /api/applications/{id}/status shares this level; here it is a job id.
// Answer: { success, job, applications (at most APPLICANTS_LIMIT), total, limit }.
export const GET = withAuth("company.applications.read", async ({ params }) =>
  json({ success: true, ...(await listJobApplicants(params.id)), limit: APPLICANTS_LIMIT }),
);
