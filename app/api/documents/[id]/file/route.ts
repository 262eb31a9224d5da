// GET /api/documents/{id}/file - a document's bytes (Admin: any; Employee: only their own, else 404); ?download=1 saves
import { SIGNED_IN } from "@/lib/auth/permissions";
import { withAuth } from "@/lib/server/http/api";
import { documentFileFor } from "@/lib/server/employees/documents";
import { fileResponse } from "@/lib/server/http/file-response";

export const GET = withAuth(SIGNED_IN, async ({ req, params, user }) =>
  fileResponse(req, await documentFileFor(user, params.id)),
);
