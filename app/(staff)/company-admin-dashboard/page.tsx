import type { Metadata } from "next";

import { StaffShell } from "@/components/staff/staff-shell";
import { requirePageUser } from "@/lib/server/auth/page";
import { dashboardStats } from "@/lib/server/careers/dashboard";
import { listConsoleJobs } from "@/lib/server/careers/manage-jobs";
import { listApplications } from "@/lib/server/careers/review";
import { applicationListQuerySchema } from "@/lib/validation/application-review";

import { CompanyConsole } from "./dashboard-client";

export const metadata: Metadata = { title: "Company Admin Dashboard", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser(["CompanyAdmin"], "/company-admin-dashboard", await searchParams);
  // The first paint shows the list the URL asks for; a query the API would refuse is left to the
  // client, which shows the API's message in the Applications tab.
  const query = applicationListQuerySchema.safeParse(await searchParams);
  const [stats, jobs, applications] = await Promise.all([
    dashboardStats(),
    listConsoleJobs({ includeArchived: true }),
    query.success ? listApplications(query.data) : null,
  ]);
  return (
    <StaffShell user={user} title="Company Admin Dashboard">
      <CompanyConsole stats={stats} jobs={jobs} applications={applications} />
    </StaffShell>
  );
}
