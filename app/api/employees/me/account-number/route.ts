// GET /api/employees/me/account-number - the employee's own bank account number in full (audited)
import { json, withAuth } from "@/lib/server/api";
import { revealOwnAccountNumber } from "@/lib/server/employee-read";

export const GET = withAuth("self.read", async ({ user, ip }) =>
  json({ accountNumber: await revealOwnAccountNumber(user, ip) }, { headers: { "Cache-Control": "no-store" } }),
);
