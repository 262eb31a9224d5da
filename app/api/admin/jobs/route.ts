// GET /api/admin/jobs - every company job for the admin (active and inactive; ?include=archived adds archived ones)
import { json, withAuth } from "@/lib/server/http/api";
import { listConsoleJobs } from "@/lib/server/careers/manage-jobs";

export const GET = withAuth("company.dashboard", async ({ req }) => {
  const includeArchived = new URL(req.url).searchParams.get("include") === "archived";
  return json({ success: true, jobs: await listConsoleJobs({ includeArchived }) });
});
