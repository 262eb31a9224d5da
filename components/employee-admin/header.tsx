"use client";

import { Button } from "@/components/ui/button";
import { initials } from "@/lib/format";

/** Header: mobile menu toggle, employee search, the signed-in admin and Logout. */
export function EmployeeAdminHeader({
  admin,
  title,
  navOpen,
  onToggleNav,
  search,
  onSearch,
  onLogout,
}: {
  admin: { name: string; email: string };
  title: string;
  navOpen: boolean;
  onToggleNav: () => void;
  search: string;
  onSearch: (value: string) => void;
  onLogout: () => void;
}) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
      <div className="flex items-center gap-3 px-4 py-3 sm:px-6">
        <button
          type="button"
          onClick={onToggleNav}
          aria-controls="admin-sidebar"
          aria-expanded={navOpen}
          aria-label={navOpen ? "Close menu" : "Open menu"}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <h1 className="sr-only text-lg font-semibold text-slate-900 md:not-sr-only">{title}</h1>
        <form role="search" className="ml-auto w-full max-w-xs" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="header-search" className="sr-only">
            Search employees
          </label>
          <input
            id="header-search"
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Search employees..."
            className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
          />
        </form>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="hidden h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 sm:flex"
          >
            {initials(admin.name)}
          </span>
          <div className="hidden text-right sm:block">
            <p className="text-sm font-medium text-slate-900" data-testid="user-name">
              {admin.name}
            </p>
            <p className="text-xs text-slate-500">Administrator · {admin.email}</p>
          </div>
          <Button size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
