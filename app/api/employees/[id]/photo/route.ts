// GET /api/employees/{id}/photo - the profile picture (Admin: any; Employee: only their own, else 404)
import { SIGNED_IN } from "@/lib/auth/permissions";
import { withAuth } from "@/lib/server/http/api";
import { photoFileFor } from "@/lib/server/employees/documents";
import { fileResponse } from "@/lib/server/http/file-response";

export const GET = withAuth(SIGNED_IN, async ({ req, params, user }) =>
  fileResponse(req, await photoFileFor(user, params.id), { cache: "private, max-age=300" }),
);
