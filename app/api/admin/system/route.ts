import { json, withAuth } from "@/lib/server/http/api";
import { systemInfo } from "@/lib/server/platform/system-info";

// GET /api/admin/system - the running system's figures: version, database, uptime, sign-ins (Admin)
export const GET = withAuth("system.read", async () => json({ success: true, system: await systemInfo() }));
