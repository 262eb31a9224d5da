// GET /api/employees/{id}/export - one employee's data as a ZIP (record in full and every document), audited
import { exportEmployeeData } from "@/lib/server/employees/data-export";
import { SAME_SITE, withAuth } from "@/lib/server/http/api";
import { zipResponse } from "@/lib/server/platform/zip";

export const GET = withAuth(
  "employees.read",
  async ({ params, user, ip }) => zipResponse(await exportEmployeeData(user, params.id, ip)),
  SAME_SITE,
);
