// POST /api/applicant/applications/gov/{id}/withdraw - the applicant withdraws their unpaid government application
import { withdrawApplication } from "@/lib/server/applicant/withdraw";
import { json, withAuth } from "@/lib/server/http/api";

export const POST = withAuth("applicant.portal", async ({ params, user }) =>
  json({ success: true, ...(await withdrawApplication("gov", params.id, user.email)) }),
);
