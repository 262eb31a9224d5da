import { json, withAuth } from "@/lib/server/http/api";
import { hireRecordOf, requestEmployeeRecord } from "@/lib/server/careers/hire";
import { draftMessages } from "@/lib/validation/employee-drafts";

// GET /api/applications/{id}/employee-draft - whether an employee record was requested or created for this hire
export const GET = withAuth("company.applications.read", async ({ params }) =>
  json({ success: true, record: await hireRecordOf(params.id) }),
);

// POST /api/applications/{id}/employee-draft - ask the employee admin for a record of this hire (idempotent)
export const POST = withAuth("company.applications.update", async ({ params, user, ip }) => {
  const { created, record } = await requestEmployeeRecord(user, params.id, ip);
  return json({ success: true, message: draftMessages.requested, created, record }, { status: created ? 201 : 200 });
});
