// PUT /api/gov/applications/{id}/status - record a decision (GovAdmin): { success, message }
// Body: { status, reason?, from? } (reason required for "rejected" and "cancelled"; "withdrawn" is
// the applicant's own; from: the status the screen showed, 409 when someone else changed it since).
// A real change is kept in the status history and mailed to the applicant.
import { json, withAuth } from "@/lib/server/http/api";
import { updateGovApplicationStatus } from "@/lib/server/gov/console/applications";
import { statusText, statusUpdateSchema } from "@/lib/validation/gov-console";
import { readJson } from "@/lib/server/http/body";

export const PUT = withAuth("gov.applications.update", async ({ req, params, user, ip }) => {
  const { status, reason, from } = statusUpdateSchema.parse(await readJson(req));
  const change = await updateGovApplicationStatus(params.id, status, user, ip, reason, from);
  return json({
    success: true,
    message: `Application status updated to ${statusText(status)} successfully!`,
    status: change.to,
    previousStatus: change.from,
    changed: change.changed,
    changedAt: change.at.toISOString(),
  });
});
