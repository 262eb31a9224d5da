"use client";

import { useEffect, useRef } from "react";

import { company } from "@/content/company";

import { EMPLOYEE_ADMIN_TABS, type EmployeeAdminTab } from "./tabs";

/** The console's sidebar: fixed on large screens, a slide-in drawer (toggled from the header) on small ones. */
export function EmployeeAdminNav({
  tab,
  onSelect,
  open,
  onClose,
}: {
  tab: EmployeeAdminTab;
  onSelect: (tab: EmployeeAdminTab) => void;
  open: boolean;
  onClose: () => void;
}) {
  const nav = useRef<HTMLElement>(null);
  // As a drawer (small screens): focus moves into it, Escape closes it.
  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector<HTMLButtonElement>("button")?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" aria-hidden="true" onClick={onClose} />}
      <aside
        id="admin-sidebar"
        className={`fixed inset-y-0 left-0 z-40 w-64 transform bg-brand-900 text-white transition-transform lg:static lg:translate-x-0 ${
          open ? "visible translate-x-0" : "-translate-x-full max-lg:invisible"
        }`}
      >
        <div className="border-b border-white/10 px-6 py-5">
          <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">{company.name}</p>
          <p className="mt-1 text-lg font-bold">Employee Admin</p>
        </div>
        <nav ref={nav} aria-label="Admin sections" className="space-y-1 px-3 py-4">
          {EMPLOYEE_ADMIN_TABS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-current={tab === item.id ? "page" : undefined}
              onClick={() => onSelect(item.id)}
              className={`flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium ${
                tab === item.id ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"
              }`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={item.icon} />
              </svg>
              {item.label}
            </button>
          ))}
        </nav>
      </aside>
    </>
  );
}
