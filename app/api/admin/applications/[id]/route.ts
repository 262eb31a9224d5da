// GET /api/admin/applications/{id} - one company application in full, with its job and status timeline
import { json, withAuth } from "@/lib/server/http/api";
import { getApplication } from "@/lib/server/careers/review";

export const GET = withAuth("company.applications.read", async ({ params }) =>
  json({ success: true, application: await getApplication(params.id) }),
);
