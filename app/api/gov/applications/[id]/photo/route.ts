// GET /api/gov/applications/{id}/photo - the applicant's photo (GovAdmin only, never cached)
import { ApiError, withAuth } from "@/lib/server/api";
import { fileResponse } from "@/lib/server/file-response";
import { govApplicationPhotoId } from "@/lib/server/gov-admin/applications";
import { readFile } from "@/lib/server/storage";

export const GET = withAuth("gov.applications.read", async ({ req, params }) => {
  const file = await readFile(await govApplicationPhotoId(params.id));
  if (!file) throw new ApiError("not_found", "Photo not found");
  return fileResponse(req, file, { disposition: "inline" });
});
