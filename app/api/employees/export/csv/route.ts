// GET /api/employees/export/csv - the filtered employees as CSV (streamed; bank details masked; audited)
import { withAuth } from "@/lib/server/http/api";
import { exportEmployeesCsv } from "@/lib/server/employees/export";
import { listQueryFromSearchParams } from "@/lib/validation/employees";

export const GET = withAuth("employees.read", async ({ req, user, ip }) => {
  const query = listQueryFromSearchParams(new URL(req.url).searchParams);
  const { stream, fileName } = await exportEmployeesCsv(user, query, ip);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
