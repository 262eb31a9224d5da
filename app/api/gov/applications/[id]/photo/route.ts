// GET /api/gov/applications/{id}/photo - the applicant's photo (GovAdmin only, never cached)
import { ApiError, withAuth } from "@/lib/server/http/api";
import { fileResponse } from "@/lib/server/http/file-response";
import { govApplicationPhotoId } from "@/lib/server/gov/console/applications";
import { db } from "@/lib/server/db/client";
import { readFile } from "@/lib/server/platform/storage";

export const GET = withAuth("gov.applications.read", async ({ req, params }) => {
  const file = await readFile(db, await govApplicationPhotoId(params.id));
  if (!file) throw new ApiError("not_found", "Photo not found");
  return fileResponse(req, file, { disposition: "inline" });
});
