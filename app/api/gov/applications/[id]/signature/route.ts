// GET /api/gov/applications/{id}/signature - the applicant's signature (GovAdmin only, never cached)
import { govApplicationFile } from "@/lib/server/gov/console/applications";
import { withAuth } from "@/lib/server/http/api";

export const GET = withAuth("gov.applications.read", ({ req, params, user, ip }) =>
  govApplicationFile(req, params.id, "signature", { user, ip }),
);
