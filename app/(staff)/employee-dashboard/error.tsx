"use client";

import { useState } from "react";

import { ErrorView } from "@/components/employee/dashboard-states";
import { LOAD_FAILED } from "@/components/employee/load-dashboard";
import { ConfirmLogoutDialog } from "@/components/staff/staff-logout";
import { type RouteErrorProps, useRouteRetry } from "@/components/staff/use-route-retry";

/** The server could not load the dashboard: the spec's failure view with Retry and Logout. */
export default function EmployeeDashboardError({ error, reset }: RouteErrorProps) {
  const retry = useRouteRetry(reset);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const details = [`Error: ${error.digest ? `reference ${error.digest}` : error.message}`];
  return (
    <div className="min-h-screen bg-slate-50 px-4">
      <ErrorView message={LOAD_FAILED} details={details} onRetry={retry} onLogout={() => setLogoutOpen(true)} />
      <ConfirmLogoutDialog open={logoutOpen} onCancel={() => setLogoutOpen(false)} />
    </div>
  );
}
