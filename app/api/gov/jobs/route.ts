// GET /api/gov/jobs - active government / other jobs for the public board: { jobs }
import { json, withPublic } from "@/lib/server/api";
import { listPublicGovJobs } from "@/lib/server/gov-jobs";

export const GET = withPublic(async () =>
  json({ success: true, jobs: await listPublicGovJobs() }, { headers: { "Cache-Control": "no-store" } }),
);
