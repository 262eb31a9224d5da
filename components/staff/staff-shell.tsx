"use client";

import { useCallback, useRef, useState } from "react";

import { Avatar } from "@/components/ui/avatar";
import { company } from "@/content/company";
import type { SessionUser } from "@/lib/server/auth/session";

import { LogoutButton, StaffLogoutProvider } from "./staff-logout";
import { STAFF_NAV_ID, type StaffNav, StaffSidebar } from "./staff-sidebar";

const roleLabel: Record<SessionUser["role"], string> = {
  Admin: "Administrator",
  CompanyAdmin: "Company careers administration",
  GovAdmin: "Government jobs administration",
  Employee: "Employee",
  Applicant: "Applicant",
};

/** A search box in the header (on phones a full-width row under it). */
export type StaffSearch = { label: string; placeholder: string; value: string; onChange: (value: string) => void };

/**
 * The frame of every staff dashboard: a header with the company, the page title, the signed-in
 * person and their role (or an `account` menu in their place) and Logout; optionally a header
 * search and a sidebar of sections (a drawer behind a menu button on small screens).
 */
export function StaffShell<T extends string = string>({
  user,
  title,
  nav,
  search,
  account,
  confirmLogout = false,
  children,
}: {
  user: Pick<SessionUser, "name" | "role">;
  title: string;
  nav?: StaffNav<T>;
  search?: StaffSearch;
  account?: React.ReactNode;
  /** Logout asks first, with the spec's 'Confirm Logout' dialog. */
  confirmLogout?: boolean;
  children?: React.ReactNode;
}) {
  const [navOpen, setNavOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeNav = useCallback((returnFocus: boolean) => {
    setNavOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);
  // Choosing a section in the drawer closes it.
  const select = (id: T) => {
    nav?.onSelect(id);
    if (navOpen) closeNav(true);
  };

  return (
    <StaffLogoutProvider confirm={confirmLogout}>
      <div className="min-h-screen bg-slate-50">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
          <div
            className={`flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:flex-nowrap sm:px-6 lg:h-16 lg:py-0 ${nav ? "" : "mx-auto max-w-7xl"}`}
          >
            {nav && (
              <button
                ref={menuButton}
                type="button"
                onClick={() => setNavOpen(true)}
                aria-controls={STAFF_NAV_ID}
                aria-expanded={navOpen}
                aria-label="Open menu"
                className="-ml-2 rounded-md p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor">
                  <path strokeLinecap="round" strokeWidth="2" d="M4 6h16M4 12h16M4 18h16" />
                </svg>
              </button>
            )}
            <div className="min-w-0 flex-1">
              {/* On phones the title has the room: it may wrap, the company's name is left out. */}
              <p className="hidden truncate text-xs font-semibold tracking-wide text-brand-700 uppercase sm:block">
                {company.name}
              </p>
              {/* Wraps rather than being cut ("Employee Ad...") beside the search box. */}
              {/* Below 360 px a smaller title and no initials avatar (the signed-in name is still read
                  out): at 320 px "Employee Administration" broke inside a word. */}
              <h1 className="text-lg leading-tight font-bold break-words hyphens-auto text-slate-900 max-[359px]:text-base sm:text-xl">
                {title}
              </h1>
            </div>
            {search && (
              <form
                role="search"
                onSubmit={(e) => e.preventDefault()}
                className="order-last basis-full sm:order-none sm:basis-56 md:basis-72"
              >
                <label htmlFor="staff-search" className="sr-only">
                  {search.label}
                </label>
                <input
                  id="staff-search"
                  type="search"
                  value={search.value}
                  onChange={(e) => search.onChange(e.target.value)}
                  placeholder={search.placeholder}
                  className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none"
                />
              </form>
            )}
            <div className="flex shrink-0 items-center gap-3">
              {account ?? (
                <>
                  <span className="contents max-[359px]:hidden">
                    <Avatar name={user.name} src={null} size="sm" />
                  </span>
                  <div className="sr-only text-right md:not-sr-only">
                    <p className="text-sm font-medium text-slate-900" data-testid="user-name">
                      {user.name}
                    </p>
                    <p className="text-xs text-slate-500">{roleLabel[user.role]}</p>
                  </div>
                </>
              )}
              <LogoutButton />
            </div>
          </div>
        </header>
        <div className={nav ? "lg:flex" : undefined}>
          {nav && <StaffSidebar nav={{ ...nav, onSelect: select }} title={title} open={navOpen} onClose={closeNav} />}
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-7xl min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:py-8"
          >
            {children}
          </main>
        </div>
      </div>
    </StaffLogoutProvider>
  );
}
