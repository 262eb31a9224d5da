// GET /api/documents/{id}/file - a document's bytes (Admin: any; Employee: only their own, else 404); ?download=1 saves
import { SIGNED_IN } from "@/lib/auth/permissions";
import { SAME_SITE, withAuth } from "@/lib/server/http/api";
import { documentFileFor } from "@/lib/server/employees/documents";
import { fileResponse } from "@/lib/server/http/file-response";

// An admin's view or download of someone else's document is audited (documentFileFor), so another
// site's link must not make a signed-in browser open one: refused cross-site, as the other audited
// downloads are.
export const GET = withAuth(
  SIGNED_IN,
  async ({ req, params, user, ip }) => {
    const download = new URL(req.url).searchParams.get("download") === "1";
    return fileResponse(req, await documentFileFor(user, params.id, { ip, download }));
  },
  SAME_SITE,
);
