// DELETE /api/documents/{id} - delete a document and its file (Admin)
import { json, withAuth } from "@/lib/server/api";
import { deleteDocument } from "@/lib/server/documents";

export const DELETE = withAuth("documents.write", async ({ params, user, ip }) => {
  await deleteDocument(user, params.id, ip);
  return json({ success: true, message: "Document deleted successfully" });
});
