// PUT /api/gov/jobs/{id} - update a job (GovAdmin): { success, message, job, callLettersQueued, feesLowered }; with
// If-Match (the job's editTag), 412 when someone else saved it since
// DELETE /api/gov/jobs/{id} - delete a job without applications (GovAdmin); 409 when it has any: { success, message }
import { json, withAuth } from "@/lib/server/http/api";
import { deleteGovConsoleJob, updateGovConsoleJob } from "@/lib/server/gov/console/jobs";
import { changedLettersMailed, govJobSchema } from "@/lib/validation/gov-console";
import { readJson } from "@/lib/server/http/body";
import { ifMatch } from "@/lib/server/http/edit-tag";

export const PUT = withAuth("gov.jobs.write", async ({ req, params, user, ip }) => {
  const input = govJobSchema.parse(await readJson(req));
  const { job, callLettersQueued, feesLowered } = await updateGovConsoleJob(params.id, input, user, ip, ifMatch(req));
  // The exam or interview changed after call letters went out: each applicant gets the new one, in
  // the background (a drive's thousands of letters take minutes).
  const sent = callLettersQueued ? ` ${changedLettersMailed(callLettersQueued)}` : "";
  // A fee lowered for someone: the applications saved unpaid now ask for the new fee.
  const lowered = feesLowered
    ? ` The lower fee now applies to ${feesLowered === 1 ? "1 unpaid application" : `${feesLowered} unpaid applications`}.`
    : "";
  return json({
    success: true,
    message: `Job updated successfully!${sent}${lowered}`,
    job,
    callLettersQueued,
    feesLowered,
  });
});

export const DELETE = withAuth("gov.jobs.write", async ({ params, user, ip }) => {
  await deleteGovConsoleJob(params.id, user, ip);
  return json({ success: true, message: "Job deleted successfully!" });
});
