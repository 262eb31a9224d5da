import { json, withAuth } from "@/lib/server/http/api";
import { listOpenDrafts } from "@/lib/server/employees/drafts";

// GET /api/employee-drafts - hires waiting for an employee record, oldest first (Admin)
export const GET = withAuth("employees.read", async () => json({ success: true, ...(await listOpenDrafts()) }));
