import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { StaffShell } from "@/components/staff/staff-shell";
import { can } from "@/lib/auth/permissions";
import { currentUser, type PageQuery, signInFor } from "@/lib/server/auth/page";
import { govDashboardStats } from "@/lib/server/gov/console/stats";

import { GovConsoleClient } from "./console-client";

export const metadata: Metadata = { title: "Government Jobs Console", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<PageQuery> }) {
  const user = await currentUser();
  const query = await searchParams;
  if (!user) redirect(signInFor("/gov-admin-dashboard", query));
  // Any other role has its session removed and goes to /login (spec, Route guard).
  if (!can(user, "gov.dashboard")) redirect("/gov-admin-dashboard/sign-out");
  // The Dashboard tab (the default) paints with its figures; the other tabs load their lists.
  const { tab } = query;
  const stats = tab === undefined || tab === "dashboard" ? await govDashboardStats() : null;
  return (
    <StaffShell user={user} title="Government Jobs Console">
      <GovConsoleClient initialStats={stats} />
    </StaffShell>
  );
}
