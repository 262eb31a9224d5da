// GET /api/admin/applications/export/csv - the filtered applications as a streamed CSV (audited)
import { withAuth } from "@/lib/server/http/api";
import { exportApplicationsCsv, exportFileName } from "@/lib/server/careers/export";
import { applicationListQuerySchema } from "@/lib/validation/application-review";

// Takes the list's query parameters (page and pageSize are ignored: every matching row is exported).
export const GET = withAuth("company.applications.read", async ({ req, user, ip }) => {
  const query = applicationListQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  const stream = await exportApplicationsCsv(query, user, ip);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
    },
  });
});
