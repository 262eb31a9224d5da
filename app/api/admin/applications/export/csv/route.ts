// GET /api/admin/applications/export/csv - the filtered applications as a streamed CSV (audited)
import { SAME_SITE, withAuth } from "@/lib/server/http/api";
import { exportApplicationsCsv } from "@/lib/server/careers/export";
import { csvResponse } from "@/lib/server/platform/csv";
import { applicationListQuerySchema } from "@/lib/validation/application-review";

// Takes the list's query parameters (page and pageSize are ignored: every matching row is exported).
export const GET = withAuth(
  "company.applications.read",
  async ({ req, user, ip }) => {
    const query = applicationListQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
    return csvResponse(await exportApplicationsCsv(query, user, ip), "applications");
  },
  SAME_SITE,
);
