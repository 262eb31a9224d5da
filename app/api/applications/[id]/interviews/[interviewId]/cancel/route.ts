// POST /api/applications/{id}/interviews/{interviewId}/cancel - cancel a round and send the candidate the cancellation
import { json, withAuth } from "@/lib/server/http/api";
import { cancelInterview } from "@/lib/server/recruiting/interviews";
import { recruitingMessages } from "@/lib/validation/recruiting";

export const POST = withAuth("company.applications.update", async ({ params, user, ip }) =>
  json({
    success: true,
    message: recruitingMessages.interviewCancelled,
    interview: await cancelInterview(params.id, params.interviewId, user, ip),
  }),
);
