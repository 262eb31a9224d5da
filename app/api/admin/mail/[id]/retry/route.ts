// POST /api/admin/mail/{id}/retry - queue a failed e-mail again for a fresh round of tries (Admin, audited)
import { json, withAuth } from "@/lib/server/http/api";
import { retryMail } from "@/lib/server/platform/mail-admin";

export const POST = withAuth("system.mail", async ({ params, user, ip }) => {
  await retryMail(params.id, user, ip);
  return json({ success: true, message: "The e-mail is queued to be sent again." });
});
