// GET /api/employees/export/csv - the filtered employees as CSV (streamed; bank details masked; audited)
import { SAME_SITE, withAuth } from "@/lib/server/http/api";
import { exportEmployeesCsv } from "@/lib/server/employees/export";
import { csvResponse } from "@/lib/server/platform/csv";
import { listQueryFromSearchParams } from "@/lib/validation/employees";

export const GET = withAuth(
  "employees.read",
  async ({ req, user, ip }) => {
    const query = listQueryFromSearchParams(new URL(req.url).searchParams);
    return csvResponse(await exportEmployeesCsv(user, query, ip), "employees");
  },
  SAME_SITE,
);
