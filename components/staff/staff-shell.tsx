import type { SessionUser } from "@/lib/server/auth/session";
import { company } from "@/content/company";

import { LogoutButton } from "./logout-button";

const roleLabel: Record<SessionUser["role"], string> = {
  Admin: "Employee administration",
  CompanyAdmin: "Company careers administration",
  GovAdmin: "Government jobs administration",
  Employee: "Employee",
};

/** Header shared by the staff dashboards: who is signed in, their role, Logout. */
export function StaffShell({
  user,
  title,
  children,
}: {
  user: SessionUser;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6 py-4">
          <div>
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{company.name}</p>
            <h1 className="text-xl font-bold text-slate-900">{title}</h1>
          </div>
          <div className="flex items-center gap-4">
            <div className="text-right">
              <p className="text-sm font-medium text-slate-900" data-testid="user-name">
                {user.name}
              </p>
              <p className="text-xs text-slate-500">{roleLabel[user.role]}</p>
            </div>
            <LogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-6 py-8">{children}</main>
    </div>
  );
}
