// GET /api/applications/download/{fileName} - a company application's resume, as an attachment
import { withAuth } from "@/lib/server/api";
import { contentDisposition, downloadResume } from "@/lib/server/company-resume";

// {fileName} is the application's `resume` value: "<file id>-<original name>".
export const GET = withAuth("company.applications.read", async ({ params, user, ip }) => {
  const file = await downloadResume(params.fileName, user, ip);
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": contentDisposition(file.fileName),
      "X-Content-Type-Options": "nosniff",
    },
  });
});
