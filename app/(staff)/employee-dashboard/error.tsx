"use client";

import { useRouter } from "next/navigation";
import { startTransition, useState } from "react";

import { ErrorView } from "@/components/employee/dashboard-states";
import { LOAD_FAILED } from "@/components/employee/load-dashboard";
import { ConfirmLogoutDialog } from "@/components/staff/confirm-logout-dialog";

/** The server could not load the dashboard: the spec's failure view with Retry and Logout. */
export default function EmployeeDashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  // Re-run the server page, then clear the error boundary.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  const [logoutOpen, setLogoutOpen] = useState(false);
  const details = [`Error: ${error.digest ? `reference ${error.digest}` : error.message}`];
  return (
    <div className="min-h-screen bg-slate-50 px-4">
      <ErrorView message={LOAD_FAILED} details={details} onRetry={retry} onLogout={() => setLogoutOpen(true)} />
      <ConfirmLogoutDialog open={logoutOpen} onCancel={() => setLogoutOpen(false)} />
    </div>
  );
}
