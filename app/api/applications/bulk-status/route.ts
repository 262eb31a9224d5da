// POST /api/applications/bulk-status - set one status on many company applications at once (audited)
import { json, withAuth } from "@/lib/server/http/api";
import { changeStatus } from "@/lib/server/careers/review-status";
import { bulkStatusSchema, reviewMessages } from "@/lib/validation/application-review";
import { readJson } from "@/lib/server/http/body";

// Body: { ids: string[] (1-500), status, reason? } (reason required for "rejected"); one mail per
// changed application. All or nothing: 404 when any id is unknown.
// Answer: { success, message, updated (rows whose status changed), unchanged (already that status),
// erased (anonymised: left as they were) }.
export const POST = withAuth("company.applications.update", async ({ req, user, ip }) => {
  const { ids, status, reason } = bulkStatusSchema.parse(await readJson(req));
  const { changed, unchanged, erased } = await changeStatus(ids, status, user, ip, reason);
  return json({
    success: true,
    message: reviewMessages.statusUpdated,
    updated: changed.map((c) => c.id),
    unchanged,
    erased,
  });
});
