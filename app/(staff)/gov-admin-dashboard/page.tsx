import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { GovAdminConsole } from "@/components/gov-console/console";
import { StaffShell } from "@/components/staff/staff-shell";
import { can } from "@/lib/auth/permissions";
import { currentUser } from "@/lib/server/auth/page";

export const metadata: Metadata = { title: "Government Jobs Console", robots: { index: false } };

export default async function Page() {
  const user = await currentUser();
  if (!user) redirect(`/login?next=${encodeURIComponent("/gov-admin-dashboard")}`);
  // Any other role has its session removed and goes to /login (spec, Route guard).
  if (!can(user, "gov.dashboard")) redirect("/gov-admin-dashboard/sign-out");
  return (
    <StaffShell user={user} title="Government Jobs Console">
      <GovAdminConsole />
    </StaffShell>
  );
}
