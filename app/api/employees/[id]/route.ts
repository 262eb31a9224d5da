import { SIGNED_IN } from "@/lib/auth/permissions";
import { ApiError, json, withAuth } from "@/lib/server/http/api";
import { isForeignOrigin } from "@/lib/server/http/request";
import { readEmployeeRequest } from "@/lib/server/employees/input";
import { getEmployeeFor } from "@/lib/server/employees/read";
import { deleteEmployee, updateEmployee } from "@/lib/server/employees/records";
import { employeeUpdateSchema } from "@/lib/validation/employees";

// GET /api/employees/{id} - one employee (Admin: any, ?reveal=1 shows Aadhaar/PAN/account in full, audited; Employee: own only)
export const GET = withAuth(SIGNED_IN, async ({ req, params, user, ip }) => {
  const reveal = new URL(req.url).searchParams.get("reveal") === "1";
  // A reveal is audited: another site's link or image must not write "viewed" for a signed-in admin.
  if (reveal && isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
  const employee = await getEmployeeFor(user, params.id, { reveal, ip });
  return json({ success: true, employee }, { headers: { "Cache-Control": "no-store" } });
});

// PUT /api/employees/{id} - update an employee (multipart or JSON; a new profilePicture replaces the old one)
export const PUT = withAuth("employees.write", async ({ req, params, user, ip }) => {
  const { fields, photo, removePhoto } = await readEmployeeRequest(req);
  const input = employeeUpdateSchema.parse(fields);
  // A field left out keeps its value (Aadhaar, PAN and the account number come back masked on GET).
  const sent = new Set(Object.keys(fields));
  const { employee, invitedAgain } = await updateEmployee(
    user,
    params.id,
    input,
    { file: photo, remove: removePhoto },
    ip,
    sent,
  );
  // invitedAgain: the e-mail was changed; the sessions ended and a set-password link went to the new address.
  return json({ success: true, message: "Employee updated successfully", employee, invitedAgain });
});

// DELETE /api/employees/{id} - delete the employee, their sign-in, documents and files
export const DELETE = withAuth("employees.write", async ({ params, user, ip }) => {
  await deleteEmployee(user, params.id, ip);
  return json({ success: true, message: "Employee deleted successfully" });
});
