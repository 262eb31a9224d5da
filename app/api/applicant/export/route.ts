// GET /api/applicant/export - "Download my data": a ZIP of the applicant's applications (applications.json) and files
import { exportApplicantData } from "@/lib/server/applicant/export";
import { enforceLimit, SAME_SITE, withAuth } from "@/lib/server/http/api";

/** A few downloads an hour per applicant: each one reads every file they uploaded. */
const EXPORT_LIMIT = { limit: 5, windowSeconds: 60 * 60 };

export const GET = withAuth(
  "applicant.portal",
  async ({ user, ip }) => {
    await enforceLimit(
      `applicant-export:${user.id}`,
      EXPORT_LIMIT.limit,
      EXPORT_LIMIT.windowSeconds,
      "You have downloaded your data several times in the last hour. Please try again later.",
    );
    // Streamed (one stored file at a time), so its length is not known ahead: no Content-Length.
    const { stream, fileName } = await exportApplicantData(user, ip);
    return new Response(stream, {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  },
  SAME_SITE,
);
