// GET /api/gov/applications/{id}/photo - the applicant's photo (GovAdmin only, never cached)
import { ApiError, withAuth } from "@/lib/server/api";
import { govApplicationPhotoId } from "@/lib/server/gov-admin/applications";
import { readFile } from "@/lib/server/storage";

export const GET = withAuth("gov.applications.read", async ({ params }) => {
  const file = await readFile(await govApplicationPhotoId(params.id));
  if (!file) throw new ApiError("not_found", "Photo not found");
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": "inline",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  });
});
