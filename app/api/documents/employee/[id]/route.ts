// GET /api/documents/employee/{id} - an employee's documents (Admin: any; Employee: own only, else 404)
import { SIGNED_IN } from "@/lib/auth/permissions";
import { json, withAuth } from "@/lib/server/http/api";
import { listEmployeeDocuments } from "@/lib/server/employees/documents";

export const GET = withAuth(SIGNED_IN, async ({ params, user }) =>
  json(
    { success: true, documents: await listEmployeeDocuments(user, params.id) },
    { headers: { "Cache-Control": "no-store" } },
  ),
);
