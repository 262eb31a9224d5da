// GET /api/applications/download/{fileName} - a company application's resume, as an attachment
import { SAME_SITE, withAuth } from "@/lib/server/http/api";
import { downloadResume } from "@/lib/server/careers/resumes";
import { fileResponse } from "@/lib/server/http/file-response";

// {fileName} is the application's `resume` value: "<file id>-<original name>".
// Audited: refused from another site's link, as the other audited downloads are.
export const GET = withAuth(
  "company.applications.read",
  async ({ req, params, user, ip }) =>
    fileResponse(req, await downloadResume(params.fileName, user, ip), { disposition: "attachment" }),
  SAME_SITE,
);
