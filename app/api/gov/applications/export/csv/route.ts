// GET /api/gov/applications/export/csv - CSV of the current filter (GovAdmin), streamed, masked, audited
import { SAME_SITE, withAuth } from "@/lib/server/http/api";
import { exportGovApplicationsCsv } from "@/lib/server/gov/console/export";
import { csvResponse } from "@/lib/server/platform/csv";
import { parseApplicationQuery } from "@/lib/validation/gov-console";

export const GET = withAuth(
  "gov.applications.export",
  async ({ req, user, ip }) => {
    const { filter } = parseApplicationQuery(new URL(req.url).searchParams);
    return csvResponse(await exportGovApplicationsCsv(filter, user, ip), "applications");
  },
  SAME_SITE,
);
