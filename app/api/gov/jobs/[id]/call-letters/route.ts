// POST /api/gov/jobs/{id}/call-letters - send the changed call letter again to the applicants whose letter still names
// the exam as it was before its last change (GovAdmin): { success, message, callLettersQueued }; 409 when none is left
import { resendChangedCallLetters } from "@/lib/server/gov/call-letter/issue";
import { json, withAuth } from "@/lib/server/http/api";
import { changedLettersMailed } from "@/lib/validation/gov-console";

export const POST = withAuth("gov.jobs.write", async ({ params, user, ip }) => {
  const callLettersQueued = await resendChangedCallLetters(params.id, user, ip);
  // Letters that may not be served now (back under review, a difference due) are taken back rather
  // than mailed: the count may be 0 while the job's list still showed some to re-send.
  const message =
    changedLettersMailed(callLettersQueued) || "The call letters that may not be served now are being taken back.";
  return json({ success: true, message, callLettersQueued });
});
