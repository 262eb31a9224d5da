"use client";

import { Badge } from "@/components/ui/badge";
import {
  type ApplicationStatus,
  STAFF_STATUSES,
  statusBadgeClasses,
  statusLabels,
} from "@/lib/validation/application-review";

import { PendingChoice, useDeliberateChoice } from "./deliberate-choice";

// The status badge (spec colours) and the dropdown that changes it: any status to any other, but
// only the applicant withdraws (a withdrawn application shows it, not as a choice).

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge
      data-testid="status-badge"
      data-status={status}
      className={`ring-1 ring-inset ${statusBadgeClasses[status]}`}
    >
      {statusLabels[status]}
    </Badge>
  );
}

export function StatusSelect({
  value,
  onChange,
  label,
  subject,
  busy,
  id,
}: {
  value: ApplicationStatus;
  onChange: (status: ApplicationStatus) => void;
  /** Accessible name, e.g. "Status for Priya Sharma". */
  label: string;
  /** Whose status, in the names of a pending keyboard choice's Apply and Cancel: "for Priya Sharma". */
  subject?: string;
  /**
   * A change is being saved: another choice is ignored (the select shows `value` until it is
   * saved). Not disabled: the browser would take focus off a disabled control, and a keyboard user
   * who changed a row's status would be sent back to the top of the page.
   */
  busy?: boolean;
  id?: string;
}) {
  // A status saved here is mailed to the applicant: arrow keys on the closed select only pick one,
  // Enter (or Apply) saves it (deliberate-choice.tsx).
  const choice = useDeliberateChoice({ value, onChoose: onChange, ignore: busy });
  const shown = choice.selectProps.value;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <select
        id={id}
        aria-label={label}
        aria-busy={busy || undefined}
        {...choice.selectProps}
        // A withdrawn application's status is the applicant's own: it can no longer be changed.
        disabled={value === "withdrawn"}
        title={value === "withdrawn" ? "Withdrawn by the applicant" : undefined}
        className={`rounded-full border-0 py-1 pr-8 pl-3 text-xs font-semibold ring-1 ring-inset focus:ring-2 focus:ring-brand-700 disabled:opacity-60 aria-busy:opacity-60 ${statusBadgeClasses[shown]}`}
      >
        {value === "withdrawn" ? (
          <option value="withdrawn" disabled>
            {statusLabels.withdrawn}
          </option>
        ) : null}
        {STAFF_STATUSES.map((s) => (
          <option key={s} value={s}>
            {statusLabels[s]}
          </option>
        ))}
      </select>
      <PendingChoice
        choice={choice.pending ? statusLabels[choice.pending] : null}
        subject={subject}
        hintId={choice.hintId}
        onApply={choice.apply}
        onCancel={choice.cancel}
        busy={busy}
      />
    </span>
  );
}
