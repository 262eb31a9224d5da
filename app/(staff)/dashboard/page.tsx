import type { Metadata } from "next";
import Link from "next/link";

import { StaffShell } from "@/components/staff/staff-shell";
import { dashboardFor } from "@/lib/auth/permissions";
import { requirePageUser } from "@/lib/server/auth/page";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

export default async function Page() {
  const user = await requirePageUser("any", "/dashboard");
  return (
    <StaffShell user={user} title="Dashboard">
      <p className="text-slate-700">
        Welcome, {user.name}. Your workspace is{" "}
        <Link className="font-medium text-brand-700 underline" href={dashboardFor(user.role)}>
          here
        </Link>
        .
      </p>
    </StaffShell>
  );
}
