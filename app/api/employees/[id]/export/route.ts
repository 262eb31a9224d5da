// GET /api/employees/{id}/export - one employee's data as a ZIP (record in full and every document), audited
import { exportEmployeeData } from "@/lib/server/employees/data-export";
import { withAuth } from "@/lib/server/http/api";

export const GET = withAuth("employees.read", async ({ params, user, ip }) => {
  const { zip, fileName } = await exportEmployeeData(user, params.id, ip);
  return new Response(new Uint8Array(zip), {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(zip.byteLength),
      "Cache-Control": "no-store",
    },
  });
});
