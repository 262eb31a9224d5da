// GET /api/applicant/export - "Download my data": a ZIP of the applicant's applications (applications.json) and files
import { exportApplicantData } from "@/lib/server/applicant/export";
import { enforceLimit, SAME_SITE, withAuth } from "@/lib/server/http/api";
import { zipResponse } from "@/lib/server/platform/zip";

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
    return zipResponse(await exportApplicantData(user, ip));
  },
  SAME_SITE,
);
