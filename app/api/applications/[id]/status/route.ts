// PUT /api/applications/{id}/status - set a company application's status (audited)
import { ApiError, json, withAuth } from "@/lib/server/http/api";
import { getApplication } from "@/lib/server/careers/review";
import { changeStatus } from "@/lib/server/careers/review-status";
import { reviewMessages, statusUpdateSchema } from "@/lib/validation/application-review";
import { readJson } from "@/lib/server/http/body";

// Body: { status, reason?, from? } (reason required for "rejected"; "withdrawn" is the applicant's
// own; from: the status the screen showed). 409 for an anonymised or withdrawn application, and
// when `from` is given and someone else changed the status meanwhile.
// The applicant is mailed once per real change. Answer: { success, message, changed, application } with the new timeline.
export const PUT = withAuth("company.applications.update", async ({ req, params, user, ip }) => {
  const { status, reason, from } = statusUpdateSchema.parse(await readJson(req));
  const { changed, erased, withdrawn, conflicts } = await changeStatus([params.id], status, user, ip, {
    reason,
    from: from && { [params.id]: from },
  });
  if (erased.length > 0) throw new ApiError("conflict", reviewMessages.erased);
  if (conflicts.length > 0) throw new ApiError("conflict", reviewMessages.changedMeanwhile(conflicts[0].status));
  if (withdrawn.length > 0) throw new ApiError("conflict", reviewMessages.withdrawn);
  return json({
    success: true,
    message: reviewMessages.statusUpdated,
    changed: changed.length === 1,
    application: await getApplication(params.id),
  });
});
