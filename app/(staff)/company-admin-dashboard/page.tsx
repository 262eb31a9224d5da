import type { Metadata } from "next";

import { StaffShell } from "@/components/staff/staff-shell";
import { requirePageUser } from "@/lib/server/auth/page";

import { CompanyAdminClient } from "./dashboard-client";

export const metadata: Metadata = { title: "Company Admin Dashboard", robots: { index: false } };

export default async function Page() {
  const user = await requirePageUser(["CompanyAdmin"], "/company-admin-dashboard");
  return (
    <StaffShell user={user} title="Company Admin Dashboard">
      <CompanyAdminClient />
    </StaffShell>
  );
}
