// GET /api/employees/me - the signed-in employee's own record (account number masked)
import { ApiError, json, withAuth } from "@/lib/server/http/api";
import { getOwnEmployee } from "@/lib/server/employees/read";

export const GET = withAuth("self.read", async ({ user }) => {
  const employee = await getOwnEmployee(user.id);
  if (!employee) throw new ApiError("not_found", "No employee record is linked to this account.");
  return json(employee, { headers: { "Cache-Control": "no-store" } });
});
