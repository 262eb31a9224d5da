// POST /api/applications/{id}/interviews/{interviewId}/cancel - cancel a round and send the candidate the
// cancellation (a round that has already started is only marked cancelled): { success, message, interview, told }
import { json, withAuth } from "@/lib/server/http/api";
import { cancelInterview } from "@/lib/server/recruiting/interviews";
import { recruitingMessages } from "@/lib/validation/recruiting";

export const POST = withAuth("company.applications.update", async ({ params, user, ip }) => {
  const { interview, told } = await cancelInterview(params.id, params.interviewId, user, ip);
  const message = told ? recruitingMessages.interviewCancelled : recruitingMessages.pastInterviewCancelled;
  return json({ success: true, message, interview, told });
});
