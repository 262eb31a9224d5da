// POST /api/gov/applications/{id}/reveal - full Aadhaar and PAN for the GovAdmin, written to the audit log
import { json, withAuth } from "@/lib/server/http/api";
import { revealGovApplicationIds } from "@/lib/server/gov/console/applications";

export const POST = withAuth("gov.applications.reveal", async ({ params, user, ip }) =>
  json({ success: true, ...(await revealGovApplicationIds(params.id, user, ip)) }),
);
