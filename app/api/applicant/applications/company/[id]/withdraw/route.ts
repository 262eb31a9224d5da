// POST /api/applicant/applications/company/{id}/withdraw - the applicant withdraws their company application
import { withdrawApplication } from "@/lib/server/applicant/withdraw";
import { json, withAuth } from "@/lib/server/http/api";

export const POST = withAuth("applicant.portal", async ({ params, user }) =>
  json({ success: true, ...(await withdrawApplication("company", params.id, user.email)) }),
);
