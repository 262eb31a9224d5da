// POST /api/applications/bulk-status - set one status on many company applications at once (audited)
import { json, withAuth } from "@/lib/server/http/api";
import { changeStatus } from "@/lib/server/careers/review-status";
import { bulkStatusSchema, reviewMessages } from "@/lib/validation/application-review";
import { readJson } from "@/lib/server/http/body";

// Body: { ids: string[] (1-500), status, reason?, from? } (reason required for "rejected"; from: id
// -> the status the screen showed); one mail per changed application. 404 (nothing changed) when
// any id is unknown. Answer: { success, message, updated (rows whose status changed), unchanged
// (already that status), erased (anonymised), withdrawn (by the applicant), conflicts ([{ id, status }]:
// changed by someone else meanwhile, with their status now) }; those three are left as they were.
export const POST = withAuth("company.applications.update", async ({ req, user, ip }) => {
  const { ids, status, reason, from } = bulkStatusSchema.parse(await readJson(req));
  const { changed, unchanged, erased, withdrawn, conflicts } = await changeStatus(ids, status, user, ip, {
    reason,
    from,
  });
  const left = erased.length + withdrawn.length + conflicts.length;
  return json({
    success: true,
    message: left > 0 ? reviewMessages.someLeft(left) : reviewMessages.statusUpdated,
    updated: changed.map((c) => c.id),
    unchanged,
    erased,
    withdrawn,
    conflicts,
  });
});
