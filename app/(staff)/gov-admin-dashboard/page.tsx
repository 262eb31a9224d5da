import type { Metadata } from "next";

import { StaffShell } from "@/components/staff/staff-shell";
import { requirePageUser } from "@/lib/server/auth/page";

export const metadata: Metadata = { title: "Government Jobs Console", robots: { index: false } };

export default async function Page() {
  const user = await requirePageUser(["GovAdmin"], "/gov-admin-dashboard");
  return (
    <StaffShell user={user} title="Government Jobs Console">
      <p className="text-slate-700">Welcome, {user.name}.</p>
    </StaffShell>
  );
}
