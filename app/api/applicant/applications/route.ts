// GET /api/applicant/applications - the signed-in applicant's applications on both boards, with status history
import { listApplicantApplications } from "@/lib/server/applicant/applications";
import { json, withAuth } from "@/lib/server/http/api";

export const GET = withAuth("applicant.portal", async ({ user }) =>
  json({ success: true, ...(await listApplicantApplications(user.email)) }),
);
