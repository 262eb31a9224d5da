"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { formatBytes, formatDateTime, formatDuration } from "@/lib/format";
import type { SystemInfo } from "@/lib/server/platform/system-info";

import { EmployeePasswordForm } from "./employee-password-form";
import { RefreshError, type Refreshing } from "./refresh-error";

/** Settings: the running system's real figures and both password-change facilities. */
export function SettingsPanel({
  system,
  onRefresh,
  refreshing,
  ownPasswordForm,
}: {
  system: SystemInfo;
  /** Reads the figures again. */
  onRefresh: () => void;
  refreshing?: Refreshing;
  /** The signed-in admin's own password form (the staff area's, shared by every role). */
  ownPasswordForm: React.ReactNode;
}) {
  // Refresh's outcome, said once it is known: the figures change in place (the button's busy state
  // ends silently), and a failure has its own alert (RefreshError).
  const updating = refreshing?.updating ?? false;
  const [asked, setAsked] = useState(false);
  const [wasUpdating, setWasUpdating] = useState(updating);
  const [said, setSaid] = useState("");
  if (wasUpdating !== updating) {
    setWasUpdating(updating);
    if (!updating && asked) {
      setAsked(false);
      if (!refreshing?.error) setSaid(`System information updated, as of ${formatDateTime(system.checkedAt)}.`);
    }
  }
  const rows: [string, string][] = [
    ["Application version", system.version],
    ["Database", system.databaseKind === "postgresql" ? "PostgreSQL server" : "Embedded PostgreSQL (PGlite)"],
    ["Database size", formatBytes(system.databaseSizeBytes)],
    [
      "Last migration",
      system.lastMigration
        ? `${system.lastMigration.name}${system.lastMigration.appliedAt ? ` (applied ${formatDateTime(system.lastMigration.appliedAt)})` : ""}`
        : "None applied",
    ],
    ["Server uptime", `${formatDuration(system.uptimeSeconds)} (since ${formatDateTime(system.startedAt)})`],
    [
      "Sign-ins in the last 24 hours",
      `${system.sessionsLast24h} (${system.usersLast24h} ${system.usersLast24h === 1 ? "user" : "users"})`,
    ],
    ["Node.js", system.nodeVersion],
  ];
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <SectionCard
        id="system-information"
        title="System Information"
        description={<span suppressHydrationWarning>As of {formatDateTime(system.checkedAt)}.</span>}
      >
        <RefreshError what="the system information" {...refreshing} />
        <dl
          className="mt-3 divide-y divide-slate-100 text-sm first:mt-0"
          data-testid="system-info"
          aria-busy={refreshing?.updating}
        >
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-2 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="min-w-0 font-medium wrap-anywhere text-slate-900" suppressHydrationWarning>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <Button
          size="sm"
          className="mt-4"
          onClick={() => {
            setAsked(true);
            setSaid("");
            onRefresh();
          }}
          busy={updating}
          busyLabel="Refreshing..."
        >
          Refresh
        </Button>
        <p role="status" className="sr-only" data-testid="system-refresh-status">
          {said}
        </p>
      </SectionCard>
      <div className="space-y-6">
        <SectionCard
          id="own-password"
          title="Change Your Password"
          description="Your current password is required. Your other devices will be signed out."
        >
          {ownPasswordForm}
        </SectionCard>
        <SectionCard
          id="employee-password"
          title="Change an Employee's Password"
          description="No current password needed. The employee will be signed out everywhere."
        >
          <EmployeePasswordForm />
        </SectionCard>
      </div>
    </div>
  );
}
