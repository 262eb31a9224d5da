import { json, withAuth } from "@/lib/server/http/api";
import { employeeStats, recentActivity } from "@/lib/server/employees/dashboard";

// GET /api/employees/dashboard - the employee console's dashboard: key figures and recent activity (Admin)
export const GET = withAuth("employees.read", async () => {
  const [stats, activity] = await Promise.all([employeeStats(), recentActivity()]);
  return json({ success: true, stats, activity });
});
