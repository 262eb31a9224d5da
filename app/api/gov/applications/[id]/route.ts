// GET /api/gov/applications/{id} - one application in full for the detail view (GovAdmin); Aadhaar/PAN masked
import { json, withAuth } from "@/lib/server/http/api";
import { govApplicationDetail } from "@/lib/server/gov/console/applications";

export const GET = withAuth("gov.applications.read", async ({ params }) =>
  json({ success: true, application: await govApplicationDetail(params.id) }),
);
