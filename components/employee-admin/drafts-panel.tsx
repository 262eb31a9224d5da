"use client";

import { useCallback, useEffect, useState } from "react";

import { AsyncButton, Button, buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SectionCard } from "@/components/ui/section-card";
import { useToast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import type { EmployeeDraftDto } from "@/lib/server/employees/drafts";

import { EmployeeFormDialog } from "./employee-form-dialog";

// "From hiring": applicants the company console marked hired and sent over for an employee record.
// Create employee opens Add Employee prefilled from the hire (saving attaches the resume and
// completes it); Dismiss drops the hire and its resume copy.

type State =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; drafts: EmployeeDraftDto[]; total: number };

export function DraftsPanel({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [creating, setCreating] = useState<EmployeeDraftDto | null>(null);
  const [dismissing, setDismissing] = useState<EmployeeDraftDto | null>(null);

  const load = useCallback(async () => {
    try {
      const res = await apiFetch<{ drafts: EmployeeDraftDto[]; total: number }>("/api/employee-drafts");
      setState({ kind: "ready", drafts: res.drafts, total: res.total });
    } catch (error) {
      setState({ kind: "failed", message: error instanceof Error ? error.message : "Please try again." });
    }
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // The hire as it is now: another admin may have completed or dismissed it meanwhile.
  async function open(draft: EmployeeDraftDto) {
    try {
      const res = await apiFetch<{ draft: EmployeeDraftDto }>(`/api/employee-drafts/${encodeURIComponent(draft.id)}`);
      setCreating(res.draft);
    } catch (error) {
      toast.error("Could not open the hire", error);
      void load();
    }
  }

  async function dismiss(draft: EmployeeDraftDto) {
    try {
      await apiFetch(`/api/employee-drafts/${encodeURIComponent(draft.id)}`, { method: "DELETE" });
      toast.success(`${draft.fullName}'s hire was dismissed.`);
      setDismissing(null);
    } catch (error) {
      toast.error("Could not dismiss the hire", error);
    }
    void load();
  }

  const drafts = state.kind === "ready" ? state.drafts : [];
  const total = state.kind === "ready" ? state.total : 0;
  return (
    <SectionCard
      id="from-hiring"
      title="From hiring"
      description="Applicants hired in the company console, waiting for their employee record."
      aside={total ? <span className="text-sm font-medium text-purple-800">{total} waiting</span> : null}
    >
      {state.kind === "loading" ? (
        <p role="status" className="text-sm text-slate-600">
          Loading hires...
        </p>
      ) : state.kind === "failed" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          <span>Failed to load the hires. {state.message}</span>
          <Button size="sm" onClick={() => void load()}>
            Retry
          </Button>
        </div>
      ) : drafts.length === 0 ? (
        <p className="text-sm text-slate-600">No hires are waiting for an employee record.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Hires waiting for an employee record">
          {drafts.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="hire-draft">
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium text-slate-900">{d.fullName}</p>
                <p className="text-sm text-slate-600">
                  {d.designation} · Ref. {d.application.reference}
                </p>
                <p className="text-xs text-slate-500" suppressHydrationWarning>
                  Applied for {d.application.jobTitle} ({d.application.company}) · sent {formatDateTime(d.requestedAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <AsyncButton
                  variant="primary"
                  size="sm"
                  busyLabel="Opening..."
                  onClick={() => open(d)}
                  aria-label={`Create employee for ${d.fullName}`}
                >
                  Create employee
                </AsyncButton>
                <button
                  type="button"
                  onClick={() => setDismissing(d)}
                  className={buttonClass("secondary", "sm")}
                  aria-label={`Dismiss ${d.fullName}'s hire`}
                >
                  Dismiss
                </button>
              </div>
            </li>
          ))}
          {total > drafts.length && (
            <li className="py-3 text-sm text-slate-600">
              Showing the {drafts.length} that have waited longest of {total}. Create or dismiss them to see the rest.
            </li>
          )}
        </ul>
      )}
      {creating && (
        <EmployeeFormDialog
          key={creating.id}
          mode="create"
          employee={null}
          draft={creating}
          onClose={() => setCreating(null)}
          onSaved={() => {
            void load();
            onCreated();
          }}
        />
      )}
      <ConfirmDialog
        open={dismissing !== null}
        title="Dismiss this hire?"
        message={
          dismissing
            ? `${dismissing.fullName} will not get an employee record from this hire, and its copy of the resume is deleted. The application itself is not changed.`
            : ""
        }
        confirmLabel="Dismiss"
        busyLabel="Dismissing..."
        onCancel={() => setDismissing(null)}
        onConfirm={() => (dismissing ? dismiss(dismissing) : undefined)}
      />
    </SectionCard>
  );
}
