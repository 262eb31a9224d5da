import { json, withAuth } from "@/lib/server/http/api";
import { mailOverview } from "@/lib/server/platform/mail-admin";

// GET /api/admin/mail - the mail outbox: counts by state and the e-mails that failed (Admin)
export const GET = withAuth("system.mail", async () => json({ success: true, mail: await mailOverview() }));
