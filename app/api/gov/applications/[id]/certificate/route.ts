// GET /api/gov/applications/{id}/certificate - the category certificate the applicant uploaded, if
// any (GovAdmin only, audited: refused from another site's link, as the other audited downloads are)
import { govApplicationFile } from "@/lib/server/gov/console/applications";
import { SAME_SITE, withAuth } from "@/lib/server/http/api";

export const GET = withAuth(
  "gov.applications.read",
  ({ req, params, user, ip }) => govApplicationFile(req, params.id, "certificate", { user, ip }),
  SAME_SITE,
);
