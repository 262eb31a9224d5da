// PUT /api/employees/{id}/change-password - an admin sets an employee's password; their sessions end
import { json, withAuth } from "@/lib/server/http/api";
import { changeEmployeePassword } from "@/lib/server/auth/password-change";
import { employeePasswordChangeSchema } from "@/lib/validation/passwords";
import { readJson } from "@/lib/server/http/body";

export const PUT = withAuth("employees.passwords", async ({ req, params, user, ip }) => {
  const { newPassword } = employeePasswordChangeSchema.parse(await readJson(req));
  await changeEmployeePassword(user, params.id, newPassword, ip);
  return json({ success: true, message: "Password changed successfully" });
});
