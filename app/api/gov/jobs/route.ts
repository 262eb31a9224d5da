// GET /api/gov/jobs - active jobs for the public board; every status for a GovAdmin (cookie/bearer, or ?all=1): { jobs }
// POST /api/gov/jobs - create a job (GovAdmin): { success, message, job }
import { can } from "@/lib/auth/permissions";
import { ApiError, json, withAuth, withPublic } from "@/lib/server/http/api";
import { userFromRequest } from "@/lib/server/auth/session";
import { createGovConsoleJob, listGovConsoleJobs } from "@/lib/server/gov/console/jobs";
import { listPublicGovJobs } from "@/lib/server/gov/jobs";
import { govJobSchema } from "@/lib/validation/gov-console";
import { readJson } from "@/lib/server/http/body";

export const GET = withPublic(async ({ req }) => {
  const wantsAll = new URL(req.url).searchParams.get("all") === "1";
  const hasCredentials = req.headers.has("authorization") || req.headers.get("cookie")?.includes("session");
  const user = wantsAll || hasCredentials ? await userFromRequest(req) : null;
  if (wantsAll && !user) throw new ApiError("unauthorized", "Authentication required. Please sign in.");
  if (wantsAll && !can(user, "gov.jobs.write"))
    throw new ApiError("forbidden", "You do not have permission to do this.", undefined, undefined, "role");
  if (can(user, "gov.jobs.write")) {
    return json(
      { success: true, jobs: await listGovConsoleJobs() },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  return json({ success: true, jobs: await listPublicGovJobs() }, { headers: { "Cache-Control": "no-store" } });
});

export const POST = withAuth("gov.jobs.write", async ({ req, user, ip }) => {
  const input = govJobSchema.parse(await readJson(req));
  const job = await createGovConsoleJob(input, user, ip);
  return json({ success: true, message: "Job created successfully!", job }, { status: 201 });
});
