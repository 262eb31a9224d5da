// GET /api/employees/me/account-number - the employee's own bank account number in full (audited)
import { json, withAuth } from "@/lib/server/http/api";
import { revealOwnAccountNumber } from "@/lib/server/employees/read";

export const GET = withAuth("self.read", async ({ user, ip }) =>
  json({ accountNumber: await revealOwnAccountNumber(user, ip) }, { headers: { "Cache-Control": "no-store" } }),
);
