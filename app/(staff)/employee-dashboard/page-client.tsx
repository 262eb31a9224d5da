"use client";

import { signOut } from "next-auth/react";
import { useCallback, useEffect, useRef, useState } from "react";

import { AccountMenu } from "@/components/employee/account-menu";
import { AuthErrorView, ErrorView, LoadingView, NoDataView } from "@/components/employee/dashboard-states";
import { EmployeeProfile } from "@/components/employee/employee-profile";
import { type DashboardState, loadDashboard, SESSION_EXPIRED } from "@/components/employee/load-dashboard";
import { MyDocuments } from "@/components/employee/my-documents";
import { OwnPasswordForm } from "@/components/staff/own-password-form";
import { useStaffLogout } from "@/components/staff/staff-logout";
import { StaffShell } from "@/components/staff/staff-shell";
import { Dialog } from "@/components/ui/dialog";
import { onUnauthorized } from "@/lib/api-client";
import type { DocumentDto } from "@/lib/server/employees/documents";
import type { SelfDto } from "@/lib/server/employees/dto";

const REFRESH_AFTER_MS = 60_000;

/**
 * The employee's own dashboard in the staff shell (profile menu, Logout after confirmation).
 * Starts from what the server loaded; Retry and returning to the tab reload through the API, which
 * is also how an ended session is noticed.
 */
export function EmployeeDashboardClient({
  account,
  employee,
  documents,
}: {
  account: { name: string; email: string };
  employee: SelfDto | null;
  documents: DocumentDto[];
}) {
  const [state, setState] = useState<DashboardState>(
    employee ? { kind: "ready", employee, documents, documentsFailed: false } : { kind: "empty" },
  );
  const [passwordOpen, setPasswordOpen] = useState(false);
  const loadedAt = useRef(0);

  const reload = useCallback(async (quiet: boolean) => {
    if (!quiet) setState({ kind: "loading" });
    const next = await loadDashboard();
    loadedAt.current = Date.now();
    // A quiet refresh that fails for a reason other than the session keeps what is on screen.
    setState((current) => (quiet && next.kind === "error" && current.kind === "ready" ? current : next));
  }, []);

  // Any call that finds the session gone (a password change elsewhere, say) shows the spec's view.
  useEffect(() => onUnauthorized(() => setState({ kind: "auth", message: SESSION_EXPIRED })), []);

  useEffect(() => {
    loadedAt.current = Date.now();
    const onVisible = () => {
      if (document.visibilityState === "visible" && Date.now() - loadedAt.current > REFRESH_AFTER_MS) void reload(true);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);

  const person = state.kind === "ready" ? state.employee : null;
  const name = person?.name ?? account.name;

  return (
    <StaffShell
      user={{ name, role: "Employee" }}
      title="My Dashboard"
      confirmLogout
      account={
        <AccountMenu
          name={name}
          email={person?.email ?? account.email}
          photo={person?.profilePicturePath ?? null}
          onChangePassword={() => setPasswordOpen(true)}
        />
      }
    >
      <DashboardBody state={state} reload={reload} />
      <Dialog
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        title="Change Password"
        size="sm"
        description="Your current password is required. Your other devices will be signed out."
      >
        <OwnPasswordForm />
      </Dialog>
    </StaffShell>
  );
}

const loginAgain = () => void signOut({ callbackUrl: "/login?next=/employee-dashboard" });

/** The dashboard's state: loading, an error (with Logout, the shell's confirmed one), no data, or the record. */
function DashboardBody({ state, reload }: { state: DashboardState; reload: (quiet: boolean) => Promise<void> }) {
  const logout = useStaffLogout().request;
  switch (state.kind) {
    case "loading":
      return <LoadingView />;
    case "auth":
      return <AuthErrorView message={state.message} onLoginAgain={loginAgain} onLogout={logout} />;
    case "error":
      return (
        <ErrorView
          message={state.message}
          details={state.details}
          onRetry={() => void reload(false)}
          onLogout={logout}
        />
      );
    case "empty":
      return <NoDataView onRetry={() => void reload(false)} />;
    case "ready":
      return (
        <div className="space-y-6">
          <EmployeeProfile employee={state.employee} />
          <MyDocuments documents={state.documents} failed={state.documentsFailed} onRetry={() => reload(true)} />
        </div>
      );
  }
}
