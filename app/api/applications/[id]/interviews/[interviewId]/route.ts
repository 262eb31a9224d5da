// PUT /api/applications/{id}/interviews/{interviewId} - reschedule or edit a round, or record its feedback and result
import { json, withAuth } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { updateInterview } from "@/lib/server/recruiting/interviews";
import { interviewUpdateSchema, recruitingMessages } from "@/lib/validation/recruiting";

// Body: any of the schedule fields (a real change mails the candidate an updated invite), feedback, result.
// Answer: { success, message, interview, invited }.
export const PUT = withAuth("company.applications.update", async ({ req, params, user, ip }) => {
  const input = interviewUpdateSchema.parse(await readJson(req));
  const { interview, invited } = await updateInterview(params.id, params.interviewId, input, user, ip);
  const message = invited ? recruitingMessages.interviewRescheduled : recruitingMessages.interviewUpdated;
  return json({ success: true, message, interview, invited });
});
