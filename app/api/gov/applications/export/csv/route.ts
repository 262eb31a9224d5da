// GET /api/gov/applications/export/csv - CSV of the current filter (GovAdmin), streamed, masked, audited
import { withAuth } from "@/lib/server/http/api";
import { exportGovApplicationsCsv } from "@/lib/server/gov/console/export";
import { parseApplicationQuery } from "@/lib/validation/gov-admin";

export const GET = withAuth("gov.applications.export", async ({ req, user, ip }) => {
  const { filter } = parseApplicationQuery(new URL(req.url).searchParams);
  const stream = await exportGovApplicationsCsv(filter, user, ip);
  const name = `applications_${new Date().toISOString().slice(0, 10)}.csv`;
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
