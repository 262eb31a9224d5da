// GET /api/admin/applications - company applications, filtered, sorted and paginated on the server
import { json, withAuth } from "@/lib/server/http/api";
import { listApplications } from "@/lib/server/careers/review";
import { applicationListQuerySchema } from "@/lib/validation/application-review";

// Query: q (name, e-mail, phone or reference), jobId, status, from, to (YYYY-MM-DD, Indian dates),
// sort (appliedDate | fullName | status | job), order (asc | desc), page, pageSize (1-100).
// Answer: { success, applications, total, page, pageSize, totalPages }.
export const GET = withAuth("company.applications.read", async ({ req }) => {
  const query = applicationListQuerySchema.parse(Object.fromEntries(new URL(req.url).searchParams));
  return json({ success: true, ...(await listApplications(query)) });
});
