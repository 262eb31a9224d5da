// GET /api/employees/{id}/export - one employee's data as a ZIP (record in full and every document), audited
import { exportEmployeeData } from "@/lib/server/employees/data-export";
import { SAME_SITE, withAuth } from "@/lib/server/http/api";

export const GET = withAuth(
  "employees.read",
  async ({ params, user, ip }) => {
    // Streamed (one stored file at a time), so its length is not known ahead: no Content-Length.
    const { stream, fileName } = await exportEmployeeData(user, params.id, ip);
    return new Response(stream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  },
  SAME_SITE,
);
