import { json, withAuth } from "@/lib/server/http/api";
import { dismissDraft, getOpenDraft } from "@/lib/server/employees/drafts";
import { draftMessages } from "@/lib/validation/employee-drafts";

// GET /api/employee-drafts/{id} - one open hire, to prefill the create form (Admin)
export const GET = withAuth("employees.read", async ({ params }) =>
  json({ success: true, draft: await getOpenDraft(params.id) }),
);

// DELETE /api/employee-drafts/{id} - dismiss an open hire: the draft and its resume copy are deleted (Admin)
export const DELETE = withAuth("employees.write", async ({ params, user, ip }) => {
  await dismissDraft(user, params.id, ip);
  return json({ success: true, message: draftMessages.dismissed });
});
