"use client";

import { type RouteErrorProps, useRouteRetry } from "@/components/staff/use-route-retry";

/** The console could not load on the server: say so and offer a retry. */
export default function EmployeeAdminError({ error, reset }: RouteErrorProps) {
  const retry = useRouteRetry(reset);
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-red-800">Failed to load employee data</h1>
        <p className="mt-2 text-sm text-slate-600">
          The console could not be loaded. {error.digest ? `Reference ${error.digest}.` : "Please try again."}
        </p>
        <button
          type="button"
          onClick={retry}
          className="mt-6 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Retry
        </button>
      </div>
    </div>
  );
}
