// DELETE /api/documents/{id} - delete a document and its file (Admin)
import { json, withAuth } from "@/lib/server/http/api";
import { deleteDocument } from "@/lib/server/employees/documents";

export const DELETE = withAuth("documents.write", async ({ params, user, ip }) => {
  await deleteDocument(user, params.id, ip);
  return json({ success: true, message: "Document deleted successfully" });
});
