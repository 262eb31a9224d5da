// GET /api/gov/applications/{id}/certificate - the category certificate the applicant uploaded, if any (GovAdmin only)
import { govApplicationFile } from "@/lib/server/gov/console/applications";
import { withAuth } from "@/lib/server/http/api";

export const GET = withAuth("gov.applications.read", ({ req, params }) =>
  govApplicationFile(req, params.id, "certificate"),
);
