// GET /api/employees/me/account-number - the employee's own bank account number in full (audited)
import { ApiError, json, withAuth } from "@/lib/server/http/api";
import { isForeignOrigin } from "@/lib/server/http/request";
import { revealOwnAccountNumber } from "@/lib/server/employees/read";

export const GET = withAuth("self.read", async ({ req, user, ip }) => {
  // Audited: another site's link or image must not write "viewed" for a signed-in employee.
  if (isForeignOrigin(req)) throw new ApiError("forbidden", "Cross-site request refused.");
  return json({ accountNumber: await revealOwnAccountNumber(user, ip) }, { headers: { "Cache-Control": "no-store" } });
});
