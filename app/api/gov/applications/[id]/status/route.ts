// PUT /api/gov/applications/{id}/status - record a decision (GovAdmin): { success, message }
import { json, withAuth } from "@/lib/server/http/api";
import { updateGovApplicationStatus } from "@/lib/server/gov/console/applications";
import { statusText, statusUpdateSchema } from "@/lib/validation/gov-console";
import { readJson } from "@/lib/server/http/body";

export const PUT = withAuth("gov.applications.update", async ({ req, params, user, ip }) => {
  const { status, note } = statusUpdateSchema.parse(await readJson(req));
  const change = await updateGovApplicationStatus(params.id, status, user, ip, note);
  return json({
    success: true,
    message: `Application status updated to ${statusText(status)} successfully!`,
    status: change.to,
    previousStatus: change.from,
    changedAt: change.at.toISOString(),
  });
});
