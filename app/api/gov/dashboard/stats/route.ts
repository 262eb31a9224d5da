// GET /api/gov/dashboard/stats - console stats (GovAdmin): totals, fees from captured payments, 30-day trend, jobs closing soon
import { json, withAuth } from "@/lib/server/http/api";
import { govDashboardStats } from "@/lib/server/gov/console/stats";

export const GET = withAuth("gov.dashboard", async () => json({ success: true, ...(await govDashboardStats()) }));
