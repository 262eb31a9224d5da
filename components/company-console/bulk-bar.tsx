"use client";

import { useId, useState } from "react";

import { AsyncButton } from "@/components/ui/button";
import { type ApplicationStatus, STAFF_STATUSES, statusLabels } from "@/lib/validation/application-review";

import { plural } from "./format";

/** Shown while rows are selected: one status for all of them, in one request (Rejected asks for the reason once). */
export function BulkBar({
  count,
  onApply,
  onClear,
}: {
  count: number;
  onApply: (status: ApplicationStatus) => Promise<void>;
  onClear: () => void;
}) {
  const id = useId();
  const [status, setStatus] = useState<ApplicationStatus>("reviewed");
  return (
    <div
      role="region"
      aria-label="Bulk status change"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm"
    >
      {/* Announced by the applications tab's own status line, mounted before the bar is. */}
      <p className="font-medium text-slate-900">{plural(count, "application")} selected</p>
      <label htmlFor={id} className="text-slate-700">
        Set status to
      </label>
      <select
        id={id}
        value={status}
        onChange={(e) => setStatus(e.target.value as ApplicationStatus)}
        className="rounded-md border border-slate-300 px-2 py-1.5"
      >
        {STAFF_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabels[s]}
          </option>
        ))}
      </select>
      <AsyncButton variant="primary" size="sm" busyLabel="Applying..." onClick={() => onApply(status)}>
        Apply to selected
      </AsyncButton>
      <button type="button" onClick={onClear} className="ml-auto text-slate-600 underline hover:text-slate-900">
        Clear selection
      </button>
    </div>
  );
}
