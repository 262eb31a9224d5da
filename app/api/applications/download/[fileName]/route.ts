// GET /api/applications/download/{fileName} - a company application's resume, as an attachment
import { withAuth } from "@/lib/server/http/api";
import { downloadResume } from "@/lib/server/careers/resumes";
import { fileResponse } from "@/lib/server/http/file-response";

// {fileName} is the application's `resume` value: "<file id>-<original name>".
export const GET = withAuth("company.applications.read", async ({ req, params, user, ip }) =>
  fileResponse(req, await downloadResume(params.fileName, user, ip), { disposition: "attachment" }),
);
