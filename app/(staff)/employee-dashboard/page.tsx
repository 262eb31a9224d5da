import type { Metadata } from "next";

import { StaffShell } from "@/components/staff/staff-shell";
import { requirePageUser } from "@/lib/server/auth/page";

export const metadata: Metadata = { title: "My Dashboard", robots: { index: false } };

export default async function Page() {
  const user = await requirePageUser(["Employee"], "/employee-dashboard");
  return (
    <StaffShell user={user} title="My Dashboard">
      <p className="text-slate-700">Welcome, {user.name}.</p>
    </StaffShell>
  );
}
