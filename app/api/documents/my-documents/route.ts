// GET /api/documents/my-documents - the signed-in employee's own documents
import { json, withAuth } from "@/lib/server/http/api";
import { listOwnDocuments } from "@/lib/server/employees/documents";

export const GET = withAuth("self.read", async ({ user }) =>
  json({ success: true, documents: await listOwnDocuments(user.id) }, { headers: { "Cache-Control": "no-store" } }),
);
