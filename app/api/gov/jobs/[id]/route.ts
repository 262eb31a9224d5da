// PUT /api/gov/jobs/{id} - update a job (GovAdmin): { success, message, job }
// DELETE /api/gov/jobs/{id} - delete a job without applications (GovAdmin); 409 when it has any: { success, message }
import { json, withAuth } from "@/lib/server/http/api";
import { deleteGovConsoleJob, updateGovConsoleJob } from "@/lib/server/gov/console/jobs";
import { govJobSchema } from "@/lib/validation/gov-console";
import { readJson } from "@/lib/server/http/body";

export const PUT = withAuth("gov.jobs.write", async ({ req, params, user, ip }) => {
  const input = govJobSchema.parse(await readJson(req));
  const job = await updateGovConsoleJob(params.id, input, user, ip);
  return json({ success: true, message: "Job updated successfully!", job });
});

export const DELETE = withAuth("gov.jobs.write", async ({ params, user, ip }) => {
  await deleteGovConsoleJob(params.id, user, ip);
  return json({ success: true, message: "Job deleted successfully!" });
});
