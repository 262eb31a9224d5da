"use client";

import { company } from "@/content/company";

export const ADMIN_TABS = [
  { id: "dashboard", label: "Dashboard", icon: "M3 12l9-9 9 9M5 10v10h5v-6h4v6h5V10" },
  {
    id: "employees",
    label: "Employee Management",
    icon: "M17 20h5v-2a4 4 0 0 0-5-3.87M9 20H4v-2a4 4 0 0 1 5-3.87m6-4.13a4 4 0 1 1-8 0 4 4 0 0 1 8 0m6 2a3 3 0 1 1-6 0 3 3 0 0 1 6 0",
  },
  {
    id: "settings",
    label: "Settings",
    icon: "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2-1.2L14.5 3h-4l-.4 2.6a7.5 7.5 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7.5 7.5 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z",
  },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

/** The console's sidebar: fixed on large screens, a slide-in drawer (toggled from the header) on small ones. */
export function AdminNav({
  tab,
  onSelect,
  open,
  onClose,
}: {
  tab: AdminTab;
  onSelect: (tab: AdminTab) => void;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden" aria-hidden="true" onClick={onClose} />}
      <aside
        id="admin-sidebar"
        className={`fixed inset-y-0 left-0 z-40 w-64 transform bg-brand-900 text-white transition-transform lg:static lg:translate-x-0 ${
          open ? "translate-x-0" : "-translate-x-full"
        }`}
      >
        <div className="border-b border-white/10 px-6 py-5">
          <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">{company.name}</p>
          <p className="mt-1 text-lg font-bold">Employee Admin</p>
        </div>
        <nav aria-label="Admin sections" className="space-y-1 px-3 py-4">
          {ADMIN_TABS.map((item) => (
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
