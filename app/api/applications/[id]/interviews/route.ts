// GET, POST /api/applications/{id}/interviews - a company application's interview rounds
import { json, withAuth } from "@/lib/server/http/api";
import { readJson } from "@/lib/server/http/body";
import { listInterviews, scheduleInterview } from "@/lib/server/recruiting/interviews";
import { interviewSchema, recruitingMessages } from "@/lib/validation/recruiting";

// GET answers { success, interviews (by start), events (scheduled/updated/cancelled/feedback, oldest first) }.
export const GET = withAuth("company.applications.read", async ({ params }) =>
  json({ success: true, ...(await listInterviews(params.id)) }),
);

// Body: { round, date, time (IST), durationMinutes, mode, location, interviewers }. The candidate is
// mailed an invite (invite.ics). 409 when the application is withdrawn or anonymised.
export const POST = withAuth("company.applications.update", async ({ req, params, user, ip }) => {
  const input = interviewSchema.parse(await readJson(req));
  const interview = await scheduleInterview(params.id, input, user, ip);
  return json({ success: true, message: recruitingMessages.interviewScheduled, interview }, { status: 201 });
});
