// GET /api/gov/applications/{id} - one application in full for the detail view (GovAdmin); Aadhaar/PAN masked
import { json, withAuth } from "@/lib/server/api";
import { govApplicationDetail } from "@/lib/server/gov-admin/applications";

export const GET = withAuth("gov.applications.read", async ({ params }) =>
  json({ success: true, application: await govApplicationDetail(params.id) }),
);
