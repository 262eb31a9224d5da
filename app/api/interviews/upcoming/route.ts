// GET /api/interviews/upcoming - the next scheduled interviews (14 days, at most 10) for the console's dashboard
import { json, withAuth } from "@/lib/server/http/api";
import { upcomingInterviews } from "@/lib/server/recruiting/interviews";

export const GET = withAuth("company.applications.read", async () =>
  json({ success: true, interviews: await upcomingInterviews() }),
);
