// PUT /api/jobs/{id} - edit a company job; DELETE /api/jobs/{id} - delete it (archived if it has applications)
import { json, withAuth } from "@/lib/server/http/api";
import { deleteJob, updateJob } from "@/lib/server/careers/manage-jobs";
import { jobMessages, jobSchema } from "@/lib/validation/jobs";
import { readJson } from "@/lib/server/http/body";
import { ifMatch } from "@/lib/server/http/edit-tag";

// PUT takes the same body as POST /api/jobs (all fields; color and isActive default as on create).
// With If-Match (the job's editTag), 412 when someone else saved the job since.
export const PUT = withAuth("company.jobs.write", async ({ req, params, user, ip }) => {
  const fields = jobSchema.parse(await readJson(req));
  const job = await updateJob(params.id, fields, user, ip, ifMatch(req));
  return json({ success: true, message: jobMessages.updated, job });
});

// A job with applications is archived (closed, hidden, applicants kept): { archived: true }.
export const DELETE = withAuth("company.jobs.write", async ({ params, user, ip }) => {
  const result = await deleteJob(params.id, user, ip);
  return json({ success: true, message: jobMessages.deleted, ...result });
});
