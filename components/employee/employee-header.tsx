"use client";

import { Button } from "@/components/ui/button";
import { company } from "@/content/company";

import { ProfileMenu } from "./profile-menu";

const scrollTo = (id: string) => {
  const el = document.getElementById(id);
  el?.scrollIntoView({ behavior: "smooth", block: "start" });
  el?.focus({ preventScroll: true });
};

/** Header: company, the employee's first name with the profile menu, and Logout. */
export function EmployeeHeader({
  name,
  email,
  photo,
  onChangePassword,
  onLogout,
}: {
  name: string;
  email: string;
  photo: string | null;
  onChangePassword: () => void;
  onLogout: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <div>
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{company.name}</p>
          <p className="text-lg font-bold text-slate-900">My Dashboard</p>
        </div>
        <div className="flex items-center gap-3">
          <ProfileMenu
            name={name}
            email={email}
            photo={photo}
            items={[
              { label: "Personal Information", onSelect: () => scrollTo("personal") },
              { label: "My Documents", onSelect: () => scrollTo("documents") },
              { label: "Change Password", onSelect: onChangePassword },
            ]}
          />
          <Button size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
