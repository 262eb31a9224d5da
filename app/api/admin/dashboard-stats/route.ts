// GET /api/admin/dashboard-stats - company admin's stats: jobs, applications, top jobs, per-day chart, pipeline
import { json, withAuth } from "@/lib/server/http/api";
import { dashboardStats } from "@/lib/server/careers/dashboard";

export const GET = withAuth("company.dashboard", async () => json({ success: true, ...(await dashboardStats()) }));
